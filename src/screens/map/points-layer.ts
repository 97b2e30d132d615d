import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import type ImageLayer from 'ol/layer/Image';
import type { Projection } from 'ol/proj';
import type ImageCanvasSource from 'ol/source/ImageCanvas';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import WebGLPointsLayer from 'ol/layer/WebGLPoints';
import type VectorSource from 'ol/source/Vector';
import type { FlatStyle } from 'ol/style/flat';
import type { MapPoint } from '../../domain/map/map-points';
import { createPointDotsLayer } from './points-dots-layer';

/** Feature properties the layers read: the point's name (label) and whether it is selected (1) or not (0). */
export const pointProperty = { name: 'name', selected: 'selected' } as const;

/** Markers: blue, red when selected; white rim so they stay visible on any base layer or none. */
const markerStyle: FlatStyle = {
  'circle-radius': 6,
  'circle-fill-color': ['match', ['get', pointProperty.selected], 1, '#d7261e', '#1f5fbf'],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1.5,
};

/** The canvas markers: two styles built once, so drawing 50,000 points evaluates no expression per point. */
const canvasMarkers = ['#1f5fbf', '#d7261e'].map((colour) => new Style({
  image: new Circle({ radius: 6, fill: new Fill({ color: colour }), stroke: new Stroke({ color: '#ffffff', width: 1.5 }) }),
}));
const canvasMarkerStyle = (feature: FeatureLike) => canvasMarkers[feature.get(pointProperty.selected) === 1 ? 1 : 0];

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

/**
 * Labels show from this resolution (metres a pixel) down: enough to read names, few enough to draw at
 * 50,000 points. Markers can be dragged from here down too: on a wider view they overlap, and a press
 * meant to pan the map would move a point.
 */
export const labelMaxResolution = 2.5;

/** A feature for one measurement point, identified by its MpGuid. */
export function pointFeature(point: MapPoint, selected: boolean): Feature<Point> {
  const feature = new Feature({ geometry: new Point([point.x, point.y]), [pointProperty.name]: point.name, [pointProperty.selected]: selected ? 1 : 0 });
  feature.setId(point.guid);
  return feature;
}

/** Renderer names of WebGL drawn by the CPU: SwiftShader (Chrome without a GPU), Mesa's llvmpipe and softpipe, Windows' basic renderer. */
const softwareRenderers = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Whether this browser gives hardware WebGL, which the points layer prefers (50,000 points stay
 * fluid). WebGL drawn in software — a machine without a usable GPU, or a headless browser, where
 * Chrome falls back to SwiftShader — draws the points layer far slower than the canvas does (more
 * than a second a frame at 50,000 points), so it counts as no WebGL.
 */
export function webglAvailable(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl', { failIfMajorPerformanceCaveat: true });
    if (!context) return false;
    const info = context.getExtension('WEBGL_debug_renderer_info');
    const renderer: unknown = context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER);
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return !(typeof renderer === 'string' && softwareRenderers.test(renderer));
  } catch {
    return false;
  }
}

/** The layers that draw the markers: one with WebGL, or a pair without (see `createPointLayers`). */
type MarkerLayer = WebGLPointsLayer<VectorSource<Feature<Point>>> | VectorImageLayer<VectorSource<Feature<Point>>> | ImageLayer<ImageCanvasSource>;

/**
 * The measurement points layer (spec 02 section 2, 'Map'): markers drawn with WebGL where the
 * browser has it. Otherwise (a browser or machine with WebGL off) a wide view stamps every marker
 * into one image that panning only moves (points-dots-layer.ts), and from the zoom where names can
 * be read the styled markers are drawn into an image twice the view's size. A canvas label layer
 * over the same source only draws when zoomed in far enough to read names.
 */
export function createPointLayers(source: VectorSource<Feature<Point>>, projection: Projection): { markers: MarkerLayer[]; labels: VectorLayer<VectorSource<Feature<Point>>> } {
  const markers: MarkerLayer[] = webglAvailable()
    ? [new WebGLPointsLayer({ source, style: markerStyle, zIndex: 10, disableHitDetection: true, properties: { id: 'points' } })]
    : [
      new VectorImageLayer({ source, style: canvasMarkerStyle, imageRatio: 2, maxResolution: labelMaxResolution, zIndex: 10, properties: { id: 'points' } }),
      createPointDotsLayer(source, projection, labelMaxResolution),
    ];
  const labels = new VectorLayer({ source, style: labelStyle, declutter: true, maxResolution: labelMaxResolution, zIndex: 11, properties: { id: 'labels' } });
  return { markers, labels };
}

/** The points for a print: styled markers and labels drawn as vectors at the print's own resolution. */
export function createPrintPointLayers(source: VectorSource<Feature<Point>>): VectorLayer<VectorSource<Feature<Point>>>[] {
  return [
    new VectorLayer({ source, style: canvasMarkerStyle, zIndex: 10 }),
    new VectorLayer({ source, style: labelStyle, declutter: true, maxResolution: labelMaxResolution, zIndex: 11 }),
  ];
}
