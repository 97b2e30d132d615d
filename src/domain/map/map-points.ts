import type { Bounds } from '../coordinates/coordinate-system';
import type { MeasurementPoint } from '../entities/measurement-point';

/** A measurement point as the map draws it: its guid, its name as label, and X/Y in the project's system. */
export interface MapPoint {
  readonly guid: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

/** What the map reads of a point: the GetQuerryResponse 'vwMapPoints' row, a part of a whole point row. */
export type MapPointRow = Pick<MeasurementPoint, 'MpGuid' | 'MpName' | 'MpXCoord' | 'MpYCoord'>;

/**
 * The points the map can draw (spec 02 section 2, 'Map'): those with a guid and both coordinates.
 * A point without X or Y has no place yet; it stays in the grid and can be placed on the map.
 */
export function mapPointsOf(points: readonly MapPointRow[]): MapPoint[] {
  const drawn: MapPoint[] = [];
  for (const point of points) {
    const { MpGuid: guid, MpXCoord: x, MpYCoord: y } = point;
    if (typeof guid !== 'string' || typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) continue;
    drawn.push({ guid, name: typeof point.MpName === 'string' ? point.MpName : '', x, y });
  }
  return drawn;
}

/** The smallest rectangle holding every point [minX, minY, maxX, maxY], or null without points. */
export function extentOfPoints(points: readonly MapPoint[]): Bounds | null {
  if (points.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}
