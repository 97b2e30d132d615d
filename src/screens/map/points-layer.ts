import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import WebGLPointsLayer from 'ol/layer/WebGLPoints';
import type VectorSource from 'ol/source/Vector';
import type { FlatStyle } from 'ol/style/flat';
import type { MapPoint } from '../../domain/map/map-points';

/** Feature properties the layers read: the point's name (label) and whether it is selected (1) or not (0). */
export const pointProperty = { name: 'name', selected: 'selected' } as const;

/** Markers: blue, red when selected; white rim so they stay visible on any base layer or none. */
const markerStyle: FlatStyle = {
  'circle-radius': 6,
  'circle-fill-color': ['match', ['get', pointProperty.selected], 1, '#d7261e', '#1f5fbf'],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1.5,
};

/** Labels: the point's name beside its marker, decluttered so dense areas stay readable. */
const labelStyle: FlatStyle = {
  'text-value': ['get', pointProperty.name],
  'text-font': '12px sans-serif',
  'text-offset-x': 9,
  'text-align': 'left',
  'text-fill-color': '#1b1b1b',
  'text-stroke-color': '#ffffff',
  'text-stroke-width': 3,
};

/** Labels show from this resolution (metres a pixel) down: enough to read names, few enough to draw at 50,000 points. */
const labelMaxResolution = 2.5;

/** A feature for one measurement point, identified by its MpGuid. */
export function pointFeature(point: MapPoint, selected: boolean): Feature<Point> {
  const feature = new Feature({ geometry: new Point([point.x, point.y]), [pointProperty.name]: point.name, [pointProperty.selected]: selected ? 1 : 0 });
  feature.setId(point.guid);
  return feature;
}

/** Whether this browser gives WebGL, which the points layer prefers (50,000 points stay fluid). */
function webglAvailable(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl') !== null;
  } catch {
    return false;
  }
}

/**
 * The measurement points layer (spec 02 section 2, 'Map'): markers drawn with WebGL where the
 * browser has it (canvas otherwise, e.g. a browser with WebGL switched off), and a canvas label layer
 * over the same source that only draws when zoomed in far enough to read names.
 */
export function createPointLayers(source: VectorSource<Feature<Point>>): { markers: WebGLPointsLayer<VectorSource<Feature<Point>>> | VectorLayer<VectorSource<Feature<Point>>>; labels: VectorLayer<VectorSource<Feature<Point>>> } {
  const markers = webglAvailable()
    ? new WebGLPointsLayer({ source, style: markerStyle, zIndex: 10, disableHitDetection: true, properties: { id: 'points' } })
    : new VectorLayer({ source, style: markerStyle, zIndex: 10, properties: { id: 'points' } });
  const labels = new VectorLayer({ source, style: labelStyle, declutter: true, maxResolution: labelMaxResolution, zIndex: 11, properties: { id: 'labels' } });
  return { markers, labels };
}
