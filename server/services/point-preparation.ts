import { geometryFromCoordinates } from '../../src/domain/coordinates/point-text';
import { stampLastChanged } from '../../src/domain/dates/timestamps';
import { clearGeometryWithoutCoordinates, withDefaultPointDate } from '../../src/domain/points/measurement-point-rules';
import type { WireRow } from '../db/repositories/entity-rows';
import { changedFields } from './row-changes';

/** A point as it will be stored, and the fields a write must set for it. */
export interface PreparedPoint {
  /** The whole point after the write: the stored version with the incoming fields over it. */
  merged: WireRow;
  /** What an UPDATE sets: the incoming fields plus those the rules computed (and any extra fields kept). */
  changes: WireRow;
}

/** Fields the rules below may set on every written point. */
const computedFields = ['MpPointGeometry', 'MpDateLastChanged'] as const;

/**
 * MpPointGeometry from X, Y and Z with the domain's point-text formatter in the project's system;
 * cleared when both coordinates are empty (spec 01 section 4), and when X/Y cannot make a point
 * (validation names that problem; a stale geometry must not outlive its coordinates).
 */
function withGeometry(point: WireRow, coordinateSystem: string | undefined): WireRow {
  const cleared = clearGeometryWithoutCoordinates(point as { MpXCoord?: number | null; MpYCoord?: number | null; MpPointGeometry?: string | null });
  if (cleared !== point) return cleared;
  const geometry = geometryFromCoordinates(point.MpXCoord, point.MpYCoord, point.MpZCoord, coordinateSystem ?? '');
  return { ...point, MpPointGeometry: geometry.ok ? geometry.value : null };
}

/**
 * Applies the server's point rules to one incoming point (spec 01 section 4): merged over its
 * stored version (`existing`, undefined for a new point) and tied to project `prId`; a new point
 * without a date gets now; geometry follows the coordinates; MpDateLastChanged is stamped.
 */
export function preparePoint(incoming: WireRow, existing: WireRow | undefined, prId: number, coordinateSystem: string | undefined, now: Date): PreparedPoint {
  let merged: WireRow = { ...existing, ...incoming, PrID: prId };
  if (!existing) merged = withDefaultPointDate(merged as { MpDate?: string | null }, now);
  merged = withGeometry(merged, coordinateSystem);
  merged = stampLastChanged(merged, 'MpDateLastChanged', now);
  return { merged, changes: changedFields('measurementPoint', incoming, merged, computedFields) };
}
