import type { ValidationIssue } from '../../../domain/validation/issue';
import { xyzFieldOfWireField } from './xyz-columns';
import type { XyzIssue } from './xyz-issue';
import type { XyzPreview, XyzPreviewRow } from './xyz-preview';

/**
 * The point type a point gets when the import makes it new as a gauging tube: 'PB', borehole with
 * gauging tube, as the seeded point-type list and the demo project use it.
 */
const gaugingTubePointTypeCode = 'PB';

/** Name of the tube the import adds to a point: the point name with '-1', as the demo project names a point's first tube. */
function importedTubeName(pointName: string): string {
  return `${pointName}-1`;
}

/** A wire row of the save. */
type WireRow = Record<string, unknown>;

/** The one bulk save of an import: SetProjectWithChilds' velddata, and which pasted row each sent GUID came from. */
export interface XyzSavePlan {
  /** For `setProjectWithChilds(api, prId, velddata)` / `projectMutations.saveTree(prId)`: points to update or add, tubes to add. */
  readonly velddata: { tblMeasurementPoints: WireRow[]; tblFilterTubes: WireRow[] };
  /** Source row of every MpGuid and FtGuid sent, to put a refusal's issues back on the pasted rows. */
  readonly sourceRowByGuid: ReadonlyMap<string, number>;
}

/** A save plan, or why there is none: rows with errors (their source rows), a problem with the systems, or no rows. */
export type XyzSavePlanResult =
  | { ok: true; value: XyzSavePlan }
  | { ok: false; reason: 'invalidRows'; sourceRows: number[] }
  | { ok: false; reason: 'systemIssues' }
  | { ok: false; reason: 'nothingToSave' };

/** What the plan needs from outside: a maker of new GUIDs (newGuid in the browser, which plain-http origins allow). */
export interface XyzSaveOptions {
  makeGuid: () => string;
}

/** The coordinate and reference fields a row sets; Z and the references only when pasted, so a stored value is never wiped. */
function locationFields(row: XyzPreviewRow): WireRow {
  const fields: WireRow = { MpXCoord: row.target?.x, MpYCoord: row.target?.y };
  if (row.target?.z !== undefined) fields.MpZCoord = row.target.z;
  if (row.referencePlaneCode !== null) fields.MpReferencePlaneTypeCode = row.referencePlaneCode;
  if (row.referenceTypeCode !== null) fields.MpReferencePointTypeCode = row.referenceTypeCode;
  return fields;
}

/**
 * The bulk save of a clean preview (spec 01 section 7): ONE SetProjectWithChilds
 * call, which the server writes in one transaction, updating the rows whose MpGuid is stored and
 * inserting the others. Updated points get only X, Y and what else was pasted; new points their name
 * too, and type PB when imported as gauging tube; every row that creates a gauging tube adds a tube
 * (name '<point>-1') linked by MpGuid. All or nothing: any invalid row refuses the plan.
 */
export function buildXyzSavePlan(preview: XyzPreview, options: XyzSaveOptions): XyzSavePlanResult {
  if (preview.systemIssues.some((issue) => issue.severity === 'error')) return { ok: false, reason: 'systemIssues' };
  const invalid = preview.rows.filter((row) => row.status === 'invalid').map((row) => row.sourceRow);
  if (invalid.length > 0) return { ok: false, reason: 'invalidRows', sourceRows: invalid };
  if (preview.rows.length === 0) return { ok: false, reason: 'nothingToSave' };

  const points: WireRow[] = [];
  const tubes: WireRow[] = [];
  const sourceRowByGuid = new Map<string, number>();
  for (const row of preview.rows) {
    const MpGuid = row.match?.MpGuid ?? options.makeGuid();
    const point: WireRow = row.match ? { MpGuid, ...locationFields(row) } : { MpGuid, MpName: row.name, ...locationFields(row) };
    if (!row.match && row.importAsGaugingTube) point.MpTypeCode = gaugingTubePointTypeCode;
    points.push(point);
    sourceRowByGuid.set(MpGuid, row.sourceRow);
    if (row.createsGaugingTube) {
      const FtGuid = options.makeGuid();
      tubes.push({ FtGuid, MpGuid, FtName: importedTubeName(row.match?.MpName ?? row.name) });
      sourceRowByGuid.set(FtGuid, row.sourceRow);
    }
  }
  return { ok: true, value: { velddata: { tblMeasurementPoints: points, tblFilterTubes: tubes }, sourceRowByGuid } };
}

/** Findings of a refused save put back on the pasted rows: by source row, and those no row could be found for. */
export interface XyzRefusalIssues {
  bySourceRow: Map<number, XyzIssue[]>;
  unplaced: ValidationIssue[];
}

/**
 * Places the issues of a refused save (ApiError.issues: each names the sent row by GUID in `row` and
 * the wire field) on the pasted rows and columns: MpXCoord on X, MpName on the name, and so on; an
 * issue about a tube or a field no column fills lands on the name cell of its row.
 */
export function xyzIssuesFromRefusal(issues: readonly (ValidationIssue & { row?: unknown })[], plan: XyzSavePlan): XyzRefusalIssues {
  const bySourceRow = new Map<number, XyzIssue[]>();
  const unplaced: ValidationIssue[] = [];
  for (const issue of issues) {
    const sourceRow = typeof issue.row === 'string' ? plan.sourceRowByGuid.get(issue.row) : undefined;
    if (sourceRow === undefined) {
      unplaced.push(issue);
      continue;
    }
    const placed: XyzIssue = { field: xyzFieldOfWireField(issue.field) ?? 'name', code: issue.code, severity: issue.severity };
    if (issue.params) placed.params = issue.params;
    const list = bySourceRow.get(sourceRow);
    if (list) list.push(placed);
    else bySourceRow.set(sourceRow, [placed]);
  }
  return { bySourceRow, unplaced };
}
