import { geometryFromCoordinates } from '../../coordinates/point-text';
import type { MeasurementPoint } from '../../entities/measurement-point';

/**
 * The point with its stored location text (MpPointGeometry, spec 01 section 3) built from the X, Y and Z
 * a file gave, the way the grid builds it, so an imported point looks like one entered by hand. Left as
 * it is without both coordinates or without a known coordinate system.
 */
export function withPointGeometry(point: MeasurementPoint, system: string | null | undefined): MeasurementPoint {
  if (!system || typeof point.MpXCoord !== 'number' || typeof point.MpYCoord !== 'number') return point;
  const geometry = geometryFromCoordinates(point.MpXCoord, point.MpYCoord, point.MpZCoord ?? null, system);
  return geometry.ok && geometry.value ? { ...point, MpPointGeometry: geometry.value } : point;
}
