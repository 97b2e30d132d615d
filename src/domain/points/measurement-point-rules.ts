import { lastChangedStamp, toPayloadDateTime } from '../dates/timestamps';

interface DepthSource { LaTo?: number | null }

/**
 * MpDepth after a point's layers change: the largest LaTo; null when there are no layers or none
 * has a 'to' (spec 01 section 4, layer change).
 */
export function depthFromLayers(layers: readonly DepthSource[]): number | null {
  let deepest: number | null = null;
  for (const layer of layers) {
    const to = layer.LaTo;
    if (typeof to === 'number' && Number.isFinite(to) && (deepest === null || to > deepest)) deepest = to;
  }
  return deepest;
}

interface PointDepth { MpDepth?: number | null; MpDateLastChanged?: string | null }

/**
 * The point with MpDepth synced to its layers and its last-changed field stamped when the depth
 * changed; the same object when nothing changed, so callers can skip the save.
 */
export function syncPointDepth<T extends PointDepth>(point: T, layers: readonly DepthSource[], now: Date = new Date()): T {
  const depth = depthFromLayers(layers);
  if ((point.MpDepth ?? null) === depth) return point;
  return { ...point, MpDepth: depth, MpDateLastChanged: lastChangedStamp(now) };
}

interface PointCoordinates { MpXCoord?: number | string | null; MpYCoord?: number | string | null; MpPointGeometry?: string | null }

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Geometry is cleared when both coordinates are empty (spec 01 section 4). */
export function clearGeometryWithoutCoordinates<T extends PointCoordinates>(point: T): T {
  return isEmpty(point.MpXCoord) && isEmpty(point.MpYCoord) && point.MpPointGeometry != null
    ? { ...point, MpPointGeometry: null }
    : point;
}

interface PointDate { MpDate?: string | null }

/** A new point without a date gets now, in the payload format of UTC (spec 01 section 4). */
export function withDefaultPointDate<T extends PointDate>(point: T, now: Date = new Date()): T {
  return isEmpty(point.MpDate) ? { ...point, MpDate: toPayloadDateTime(now) } : point;
}
