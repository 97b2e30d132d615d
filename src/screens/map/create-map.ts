import OlMap from 'ol/Map';
import View from 'ol/View';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import ScaleLine from 'ol/control/ScaleLine';
import { defaults as defaultControls } from 'ol/control/defaults';
import VectorSource from 'ol/source/Vector';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { getPointResolution } from 'ol/proj';
import type { Projection } from 'ol/proj';
import type { Bounds } from '../../domain/coordinates/coordinate-system';
import type { MapContour } from '../../domain/map/map-contour';
import type { MapLayerEntry } from '../../domain/map/map-layer-catalogue';
import type { MapPoint } from '../../domain/map/map-points';
import { extentOfPoints } from '../../domain/map/map-points';
import { createBaseLayer } from './base-layers';
import { projectionOf } from './map-projection';
import { MarkerDrag, markerAt, markersDraggableAt } from './marker-drag';
import type { MarkerDragHandlers } from './marker-drag';
import { createContourLayer } from './contours-layer';
import { createOwnLayer } from './own-layer';
import { createPointLayers, createPrintPointLayers, pointFeature, pointProperty } from './points-layer';
import { renderPrintImage } from './print-render';

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
  /** The map's projection: where an own layer's features must be before they are drawn. */
  readonly projection: Projection;
  /** Draws an own map layer's features (already in the map's projection) in its colour, or takes it away (null). */
  setOwnLayer(id: string, features: readonly Feature[] | null, colour: string): void;
  /** How many pixels at the map's top lie under notices: a fit keeps the points below them. */
  setTopInset(pixels: number): void;
  /** Centres the view on a coordinate, keeping the zoom. */
  centreOn(coordinate: [number, number]): void;
  /** Draws the project's contours. */
  setContours(contours: readonly MapContour[]): void;
  /** Lets the user draw one contour; answers how to stop early (see ContourLayer.draw). */
  drawContour(onDrawn: (corners: number[][]) => void): () => void;
  /** The view's centre (project system), ground metres a CSS pixel and its size in CSS pixels: where a print or map image starts. */
  viewOnGround(): { center: [number, number]; metresPerPixel: number; pixels: [number, number] };
  /** An image of the visible layers around the view's centre, `pixels` large at `metresPerPixel` (print to scale). */
  printImage(request: { metresPerPixel: number; pixels: [number, number] }): Promise<HTMLCanvasElement>;
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
  const { markers, labels } = createPointLayers(source, projection);
  const contours = createContourLayer();
  const baseLayers = new Map<string, TileLayer>();
  for (const entry of options.catalogue) {
    const layer = createBaseLayer(entry, projection, options.tileBase, options.handlers.tilesUnavailable);
    if (layer) baseLayers.set(entry.id, layer);
  }
  const view = new View({ projection, ...(options.initialView ?? { center: [0, 0], resolution: 1 }) });
  const map = new OlMap({
    target: options.target,
    view,
    layers: [...baseLayers.values(), contours.layer, ...markers, labels],
    controls: defaultControls({ rotate: false }).extend([new ScaleLine({ bar: true, text: true, minWidth: 120 })]),
  });
  const ownLayers = new Map<string, VectorLayer>();
  map.addInteraction(new MarkerDrag(source, options.handlers));
  map.on('singleclick', (event) => {
    const marker = markerAt(source, event);
    // Close in, MarkerDrag answers a click on a marker; zoomed out, the click picks it here.
    if (marker && !markersDraggableAt(event)) options.handlers.picked(String(marker.getId()));
    if (marker) return;
    options.handlers.clickedEmpty([event.coordinate[0]!, event.coordinate[1]!]);
  });

  // Print to scale measures in the system's own units (grid metres); only a degree system needs the ground's.
  const unitsPerMetre = (center: [number, number]) => (projection.getUnits() === 'degrees'
    ? 1 / getPointResolution(projection, 1, center, 'm')
    : 1 / (projection.getMetersPerUnit() ?? 1));
  const centre = (): [number, number] => {
    const [x = 0, y = 0] = view.getCenter() ?? [];
    return [x, y];
  };

  let fitted = options.initialView !== undefined;
  let selected: ReadonlySet<string> = new Set();
  let topInset = 0;
  /** The view the last fit gave, while the user has not moved away from it. */
  let fittedView: { extent: Bounds | null; center: string; resolution: number | undefined } | null = null;
  const viewKey = () => ({ center: String(view.getCenter()), resolution: view.getResolution() });
  const fit = (extent: Bounds | null) => {
    const target = extent ?? projection.getExtent();
    if (!target) return;
    // The points may come before the map measured its element: fit to the size it has, or once it has one.
    map.updateSize();
    const size = map.getSize();
    if (!size || size[0] === 0 || size[1] === 0) {
      map.once('change:size', () => fit(extent));
      return;
    }
    view.fit([...target], { padding: [40 + topInset, 40, 40, 40], minResolution: closestFitResolution, size });
    fittedView = { extent, ...viewKey() };
  };
  // While the page settles, the map's element may change size or a notice may come over its top: a view
  // the user has not moved fits again, so every point stays in sight.
  const isUnmoved = () => {
    const now = viewKey();
    return fittedView !== null && now.center === fittedView.center && now.resolution === fittedView.resolution;
  };
  const refitUnmoved = () => {
    if (!fittedView) return;
    if (isUnmoved()) fit(fittedView.extent);
    else fittedView = null;
  };
  map.on('change:size', refitUnmoved);

  return {
    setPoints(points) {
      source.clear(true);
      source.addFeatures(points.map((point) => pointFeature(point, selected.has(point.guid))));
      if (fitted) return;
      // The map may be built before the points have come: it shows the whole system until they do, then fits
      // them, unless the user has moved the view in between.
      if (points.length === 0) {
        if (!fittedView) fit(null);
        return;
      }
      if (!fittedView || isUnmoved()) fit(extentOfPoints(points));
      fitted = true;
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
    projection,
    setOwnLayer(id, features, colour) {
      const drawn = ownLayers.get(id);
      if (drawn) {
        map.removeLayer(drawn);
        ownLayers.delete(id);
      }
      if (!features) return;
      const layer = createOwnLayer(features, colour);
      ownLayers.set(id, layer);
      map.addLayer(layer);
    },
    setTopInset(pixels) {
      if (pixels === topInset) return;
      topInset = pixels;
      refitUnmoved();
    },
    centreOn(coordinate) {
      view.setCenter(coordinate);
    },
    setContours(drawn) {
      contours.setContours(drawn);
    },
    drawContour(onDrawn) {
      return contours.draw(map, onDrawn);
    },
    viewOnGround() {
      const center = centre();
      const [width = 0, height = 0] = map.getSize() ?? [];
      return { center, metresPerPixel: (view.getResolution() ?? 1) / unitsPerMetre(center), pixels: [Math.round(width), Math.round(height)] };
    },
    printImage({ metresPerPixel, pixels }) {
      const center = centre();
      const tiles = [...baseLayers.values()].filter((layer) => layer.getVisible()).map((layer) => new TileLayer({ source: layer.getSource() ?? undefined, opacity: layer.getOpacity() }));
      const own = [...ownLayers.values()].map((layer) => new VectorLayer({ source: layer.getSource() ?? undefined, style: layer.getStyle() }));
      const layers = [...tiles, new VectorLayer({ source: contours.layer.getSource() ?? undefined, style: contours.layer.getStyle() }), ...own, ...createPrintPointLayers(source)];
      return renderPrintImage({ projection, layers, center, resolution: metresPerPixel * unitsPerMetre(center), pixels });
    },
    destroy() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
