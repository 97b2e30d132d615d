import { validateRows } from '../../src/domain/validation/entities/validate-rows';
import type { MeasurementPointRow } from '../../src/domain/validation/entities/measurement-point';
import type { WireRow } from '../db/repositories/entity-rows';
import { incomingRowErrors, type RowIssue } from './row-issues';

/** How a write may differ from the point screen's rules. */
export interface PointCheckOptions {
  /** Points with no coordinates at all are taken (SetProjectWithChilds: copies without coordinates, spec 01 section 4). */
  allowNoCoordinates?: boolean;
}

/**
 * Validates incoming points (already merged over their stored versions) together with the
 * project's other stored points, in one validateRows pass (spec 01 section 5: name required and
 * unique in the project, coordinates within the project's system). Answers the incoming rows' errors.
 */
export function pointIssues(
  stored: readonly MeasurementPointRow[], incoming: readonly WireRow[], coordinateSystem: string | undefined, options: PointCheckOptions = {},
): RowIssue[] {
  const incomingGuids = new Set(incoming.map((point) => String(point.MpGuid)));
  const list = [...stored.filter((point) => !incomingGuids.has(String(point.MpGuid))), ...(incoming as readonly MeasurementPointRow[])];
  const found = validateRows('measurementPoint', list, { ...(coordinateSystem ? { coordinateSystem } : {}), ...options });
  return incomingRowErrors(found, incomingGuids, 'tblMeasurementPoints');
}
