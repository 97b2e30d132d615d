import { joinIds } from '../names/sample-names';
import { copyNames } from './copy-names';
import { pointInTargetSystem } from './copy-coordinates';
import type { CopyMoveOptions, CopyProjectId } from './copy-options';
import { sameProject } from './copy-options';
import { copyPointTrees } from './copy-rows';
import type { CopiedTrees, NewGuid } from './copy-rows';
import { stripCoordinates, stripFieldSamples, stripToPointTree } from './copy-tables';
import type { CopyRow, CopyTables } from './copy-tables';

/** The selected points as read (GetMeasurementPointWithChilds), and the project they are in. */
export interface CopySource {
  projectId: CopyProjectId;
  /** PrCoordinateSystem of the source project, e.g. 'EPSG:28992'. */
  coordinateSystem: string | null;
  /** The selected points' GUIDs, in the order their copies are named. */
  pointGuids: readonly string[];
  tables: CopyTables;
}

/** What a copy needs to know of the target project. */
export interface CopyTarget {
  projectId: CopyProjectId;
  coordinateSystem: string | null;
  /** Every point name in the target: copies get names none of them has. */
  pointNames: readonly string[];
}

/** The prepared copies, or why there are none. */
export type PreparedCopies =
  | ({ ok: true } & CopiedTrees)
  | { ok: false; reason: 'pointsMissing'; guids: string };

/** The selected GUIDs that the source tables do not hold a point for, joined with ';' (spec 01 section 4); '' when none. */
export function missingSourcePoints(tables: CopyTables, pointGuids: readonly string[]): string {
  const present = new Set((tables.tblMeasurementPoints ?? []).map((point) => String(point.MpGuid)));
  return joinIds(pointGuids.filter((guid) => !present.has(guid)));
}

function inOrder(points: readonly CopyRow[], guids: readonly string[]): CopyRow[] {
  const byGuid = new Map(points.map((point) => [String(point.MpGuid), point]));
  return [...new Set(guids)].flatMap((guid): CopyRow[] => {
    const point = byGuid.get(guid);
    return point ? [point] : [];
  });
}

/**
 * Prepares a copy of measurement points into a project (spec 01 section 4), step by step: strip
 * the project and metadata tables; optionally strip the coordinates (else carry them into the
 * target's coordinate system); optionally strip the jar, water sample, measurement, observation and
 * bottle tables; make `copies` copies of each point, each renamed to a suggested unique name in the
 * target (a trailing number incremented); give every row a new GUID and rewrite every reference;
 * rewrite the project id; let sample names follow the point name, cut to 50. Pure: GUIDs come from
 * `newGuid`.
 */
export function prepareCopies(source: CopySource, target: CopyTarget, options: CopyMoveOptions, newGuid: NewGuid): PreparedCopies {
  const missing = missingSourcePoints(source.tables, source.pointGuids);
  if (missing !== '') return { ok: false, reason: 'pointsMissing', guids: missing };
  let tables = stripToPointTree(source.tables);
  if (!options.copyCoordinates) tables = stripCoordinates(tables);
  else {
    const points = tables.tblMeasurementPoints ?? [];
    tables = { ...tables, tblMeasurementPoints: points.map((point) => pointInTargetSystem(point, source.coordinateSystem, target.coordinateSystem)) };
  }
  if (!options.copyFieldSamples) tables = stripFieldSamples(tables);
  const points = inOrder(tables.tblMeasurementPoints ?? [], source.pointGuids);
  const names = copyNames(points, target.pointNames, options.copies);
  const plans = points.map((point, index) => ({ sourceGuid: String(point.MpGuid), names: names[index] ?? [] }));
  const destination = { projectId: String(target.projectId).trim(), keepSublocation: sameProject(source.projectId, target.projectId) };
  return { ok: true, ...copyPointTrees(tables, plans, destination, newGuid) };
}
