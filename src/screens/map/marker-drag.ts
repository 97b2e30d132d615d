import type Feature from 'ol/Feature';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import type Point from 'ol/geom/Point';
import PointerInteraction from 'ol/interaction/Pointer';
import type VectorSource from 'ol/source/Vector';
import { labelMaxResolution } from './points-layer';

/** How near (CSS pixels) a pointer must come to a marker's centre to take it. */
const grabDistance = 9;

/** What the drag tells the map screen. */
export interface MarkerDragHandlers {
  /** Whether markers may be moved now (the user may edit, nothing is being saved). */
  canDrag(): boolean;
  /** A marker was clicked without moving it. */
  picked(guid: string): void;
  /** A marker was dropped at `to`, having been at `from`. */
  dropped(guid: string, from: [number, number], to: [number, number]): void;
}

/** Whether the view is close enough in for markers to be taken and dragged (`labelMaxResolution`). */
export function markersDraggableAt(event: MapBrowserEvent): boolean {
  return (event.frameState?.viewState.resolution ?? event.map.getView().getResolution() ?? 0) <= labelMaxResolution;
}

/**
 * The marker nearest to an event's pixel, if it lies within grabbing distance. Only the markers in
 * a square of that distance are looked at (the source's spatial index), so a press on a wide view
 * of 50,000 points costs a few, not all of them.
 */
export function markerAt(source: VectorSource<Feature<Point>>, event: MapBrowserEvent): Feature<Point> | null {
  const resolution = event.frameState?.viewState.resolution ?? event.map.getView().getResolution() ?? 1;
  const [x = 0, y = 0] = event.coordinate;
  const reach = grabDistance * resolution;
  let nearest: Feature<Point> | null = null;
  let nearestDistance = Infinity;
  for (const feature of source.getFeaturesInExtent([x - reach, y - reach, x + reach, y + reach])) {
    const pixel = event.map.getPixelFromCoordinate(feature.getGeometry()?.getCoordinates() ?? []);
    if (!pixel) continue;
    const distance = Math.hypot((pixel[0] ?? 0) - event.pixel[0]!, (pixel[1] ?? 0) - event.pixel[1]!);
    if (distance <= grabDistance && distance < nearestDistance) {
      nearest = feature;
      nearestDistance = distance;
    }
  }
  return nearest;
}

/**
 * Drag a marker (spec 02 section 2, 'Map'): a pointer pressed on a marker takes it (the map does not
 * pan), moves it with the pointer and hands the drop to the screen, which rounds, checks and saves.
 * Markers are found through the source's spatial index rather than the layer's hit detection, so
 * the same code works over the WebGL and the canvas points layer.
 */
export class MarkerDrag extends PointerInteraction {
  private dragged: Feature<Point> | null = null;
  private start: [number, number] = [0, 0];
  private last: [number, number] = [0, 0];
  private moved = false;

  constructor(private readonly source: VectorSource<Feature<Point>>, private readonly handlers: MarkerDragHandlers) {
    super();
  }

  override handleDownEvent(event: MapBrowserEvent): boolean {
    // Zoomed out, a press pans the map (a click still selects a point: see create-map.ts).
    if (!markersDraggableAt(event)) return false;
    const feature = markerAt(this.source, event);
    if (!feature) return false;
    const [x = 0, y = 0] = feature.getGeometry()?.getCoordinates() ?? [];
    this.dragged = feature;
    this.start = [x, y];
    this.last = [event.coordinate[0]!, event.coordinate[1]!];
    this.moved = false;
    return true;
  }

  override handleDragEvent(event: MapBrowserEvent): void {
    if (!this.dragged || !this.handlers.canDrag()) return;
    const [x = 0, y = 0] = event.coordinate;
    this.dragged.getGeometry()?.translate(x - this.last[0], y - this.last[1]);
    this.last = [x, y];
    this.moved = true;
  }

  override handleUpEvent(): boolean {
    const feature = this.dragged;
    this.dragged = null;
    if (!feature) return false;
    const guid = String(feature.getId());
    if (!this.moved) {
      this.handlers.picked(guid);
      return false;
    }
    const [x = 0, y = 0] = feature.getGeometry()?.getCoordinates() ?? [];
    this.handlers.dropped(guid, this.start, [x, y]);
    return false;
  }
}
