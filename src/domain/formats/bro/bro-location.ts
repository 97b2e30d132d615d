import { transformPoint } from '../../coordinates/transform';
import type { MeasurementPoint } from '../../entities/measurement-point';

/** The delivered location BRO wants: RD New (EPSG:28992), DOMAIN-NOTES 'SIKB0101 and BRO'. */
export const BRO_LOCATION_SYSTEM = 'EPSG:28992';

/** Why a point has no delivered location. */
export type BroLocationProblem = 'noCoordinates' | 'transformFailed';

/** A point's X and Y in RD New, transformed from the project's system when that is another one. */
export function broLocation(point: MeasurementPoint, system: string | null | undefined): { ok: true; x: number; y: number } | { ok: false; problem: BroLocationProblem } {
  if (typeof point.MpXCoord !== 'number' || typeof point.MpYCoord !== 'number') return { ok: false, problem: 'noCoordinates' };
  const transformed = transformPoint({ x: point.MpXCoord, y: point.MpYCoord }, system ?? BRO_LOCATION_SYSTEM, BRO_LOCATION_SYSTEM);
  if (!transformed.ok) return { ok: false, problem: 'transformFailed' };
  return { ok: true, x: Math.round(transformed.value.x * 1000) / 1000, y: Math.round(transformed.value.y * 1000) / 1000 };
}
