import OlMap from 'ol/Map';
import View from 'ol/View';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import ScaleLine from 'ol/control/ScaleLine';
import { defaults as defaultControls } from 'ol/control/defaults';
import VectorSource from 'ol/source/Vector';
import type TileLayer from 'ol/layer/Tile';
import type { Bounds } from '../../domain/coordinates/coordinate-system';
import type { MapLayerEntry } from '../../domain/map/map-layer-catalogue';
import type { MapPoint } from '../../domain/map/map-points';
import { extentOfPoints } from '../../domain/map/map-points';
import { createBaseLayer } from './base-layers';
import { projectionOf } from './map-projection';
import { MarkerDrag, markerAt } from './marker-drag';
import type { MarkerDragHandlers } from './marker-drag';
import { createPointLayers, pointFeature, pointProperty } from './points-layer';

/** Where the view opens when the URL names one: centre X/Y and metres a pixel. */
export interface InitialView {
  center: [number, number];
  resolution: number;
}

/** What the map needs to start. */
export interface ProjectMapOptions {
  target: HTMLElement;
  systemCode: string | undefined;
  catalogue: readonly MapLayerEntry[];
  tileBase: string | undefined;
  initialView: InitialView | undefined;
  handlers: MarkerDragHandlers & {
    /** A click on the map away from any marker, at a coordinate of the project's system. */
    clickedEmpty(coordinate: [number, number]): void;
    /** A base layer's tiles cannot be loaded. */
    tilesUnavailable(layerId: string): void;
  };
}

/** The map screen's handle on OpenLayers: everything React asks of the map, nothing more. */
export interface ProjectMap {
  /** Draws these points (replacing those drawn); the first time, fits the view to them. */
  setPoints(points: readonly MapPoint[]): void;
  /** Highlights these MpGuids. */
  setSelected(guids: ReadonlySet<string>): void;
  /** Shows or hides a catalogue layer. */
  setLayerVisible(id: string, visible: boolean): void;
  /** Centres the view on a coordinate, keeping the zoom. */
  centreOn(coordinate: [number, number]): void;
  destroy(): void;
}

/** Metres a pixel when fitting to a single point or a tight cluster: a street-level view. */
const closestFitResolution = 0.5;

/**
 * Builds the map of spec 02 section 2 in the project's own coordinate system: the catalogue's base
 * layers (each reprojected to the system, or asked of a WMS in it), the points with their labels,
 * a scale bar, and marker dragging. Without reachable tiles the points still draw on the
 * container's plain background.
 */
export function createProjectMap(options: ProjectMapOptions): ProjectMap {
  const projection = projectionOf(options.systemCode);
  const source = new VectorSource<Feature<Point>>();
  const { markers, labels } = createPointLayers(source);
  const baseLayers = new Map<string, TileLayer>();
  for (const entry of options.catalogue) {
    const layer = createBaseLayer(entry, projection, options.tileBase, options.handlers.tilesUnavailable);
    if (layer) baseLayers.set(entry.id, layer);
  }
  const view = new View({ projection, ...(options.initialView ?? { center: [0, 0], resolution: 1 }) });
  const map = new OlMap({
    target: options.target,
    view,
    layers: [...baseLayers.values(), markers, labels],
    controls: defaultControls({ rotate: false }).extend([new ScaleLine({ bar: true, text: true, minWidth: 120 })]),
  });
  map.addInteraction(new MarkerDrag(source, options.handlers));
  map.on('singleclick', (event) => {
    if (markerAt(source, event)) return;
    options.handlers.clickedEmpty([event.coordinate[0]!, event.coordinate[1]!]);
  });

  let fitted = options.initialView !== undefined;
  let selected: ReadonlySet<string> = new Set();
  const fit = (extent: Bounds | null) => {
    const target = extent ?? projection.getExtent();
    if (!target) return;
    view.fit([...target], { padding: [40, 40, 40, 40], minResolution: closestFitResolution, size: map.getSize() ?? [800, 600] });
  };

  return {
    setPoints(points) {
      source.clear(true);
      source.addFeatures(points.map((point) => pointFeature(point, selected.has(point.guid))));
      if (!fitted) {
        fit(extentOfPoints(points));
        fitted = true;
      }
    },
    setSelected(guids) {
      for (const guid of new Set([...selected, ...guids])) {
        source.getFeatureById(guid)?.set(pointProperty.selected, guids.has(guid) ? 1 : 0);
      }
      selected = guids;
    },
    setLayerVisible(id, visible) {
      baseLayers.get(id)?.setVisible(visible);
    },
    centreOn(coordinate) {
      view.setCenter(coordinate);
    },
    destroy() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
