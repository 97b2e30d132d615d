import { randomUUID } from 'node:crypto';
import { lastChangedStamp } from '../../../src/domain/dates/timestamps';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { findExistingGuids } from '../../db/repositories/entity-guids';
import { insertRowsReturningIds, updateRowsByGuidInBatches } from '../../db/repositories/point-children';
import type { PointKey } from '../../db/repositories/point-children';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import { childFields } from './child-family';
import type { ChildFamily, RowIssue } from './child-family';
import { checkChangedRows, rowsAfterChange } from './child-rules';
import type { ChangedRow } from './child-rules';
import { refuseCall, refuseIssues, requirePoints, requireProject } from './child-scope';
import { childTables } from './child-tables';
import { pointChildReasons } from './messages';
import { parseChildRows } from './parse-rows';
import type { ParsedRow } from './parse-rows';

/** An INSERT or UPDATE of a family's rows: `{PrID, MpGuid?, <rowsField>: [...]}` (spec 01 section 7). */
export interface SaveChildRowsRequest {
  action: 'INSERT' | 'UPDATE';
  prId: number;
  /** The call's point; rows may name their own with MpGuid instead (project-wide grids). */
  mpGuid: string | undefined;
  rows: readonly Record<string, unknown>[];
}

/** Import_Succes with the tables, plus the warnings of the saved rows when there are any. */
export type ChildWriteAnswer = WriteAnswer & { Issues?: RowIssue[] };

function firstRepeated(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

function sentGuids(guidField: string, rows: readonly ParsedRow[]): string[] {
  return rows.flatMap(({ row }) => (typeof row[guidField] === 'string' && row[guidField] !== '' ? [row[guidField]] : []));
}

/** New rows: GUIDs unused anywhere (a missing one is made), placed under their point, prepared and stamped. */
async function rowsToInsert(trx: Executor, family: ChildFamily, rows: readonly ParsedRow[], pointOf: (row: ParsedRow) => PointKey, now: Date): Promise<ChangedRow[]> {
  const { guidField, lastChangedField } = childFields(family.kind);
  const guids = sentGuids(guidField, rows);
  const repeated = firstRepeated(guids);
  if (repeated !== undefined) throw refuseCall(family, 'write', pointChildReasons.guidRepeated, { guid: repeated });
  const taken = [...(await findExistingGuids(trx, family.kind, guids))][0];
  if (taken !== undefined) throw refuseCall(family, 'write', pointChildReasons.guidExists, { guid: taken });
  const stamp = lastChangedStamp(now);
  return rows.map((parsed) => {
    const placed = { ...parsed.row, [guidField]: parsed.row[guidField] || randomUUID(), MpID: pointOf(parsed).MpID, [lastChangedField]: stamp };
    return { key: parsed.key, row: family.prepare ? family.prepare(placed, undefined) : placed };
  });
}

/** Changed rows: each GUID stored under the row's point, the sent fields over the stored row, prepared and stamped. */
function rowsToUpdate(family: ChildFamily, rows: readonly ParsedRow[], pointOf: (row: ParsedRow) => PointKey, stored: readonly WireRow[], now: Date): ChangedRow[] {
  const { guidField, idField, lastChangedField } = childFields(family.kind);
  const withoutGuid = rows.find(({ row }) => typeof row[guidField] !== 'string' || row[guidField] === '');
  if (withoutGuid) throw refuseCall(family, 'write', pointChildReasons.guidMissing, { row: withoutGuid.key, field: guidField });
  const repeated = firstRepeated(sentGuids(guidField, rows));
  if (repeated !== undefined) throw refuseCall(family, 'write', pointChildReasons.guidRepeated, { guid: repeated });
  const byGuid = new Map(stored.map((row) => [String(row[guidField]), row]));
  const stamp = lastChangedStamp(now);
  return rows.map((parsed) => {
    const guid = String(parsed.row[guidField]);
    const before = byGuid.get(guid);
    const point = pointOf(parsed);
    // A row of another point (or project, or licence) is as unknown as a GUID never saved.
    if (!before || before.MpID !== point.MpID) throw refuseCall(family, 'write', pointChildReasons.guidUnknown, { guid });
    const merged = { ...before, ...parsed.row, [idField]: before[idField], MpID: point.MpID, [lastChangedField]: stamp };
    return { key: parsed.key, row: family.prepare ? family.prepare(merged, before) : merged };
  });
}

/** The fields an update changes over all rows, so only those columns are written. */
function changedFields(guidField: string, stored: readonly WireRow[], rows: readonly WireRow[]): string[] {
  const before = new Map(stored.map((row) => [row[guidField], row]));
  const fields = new Set<string>();
  for (const row of rows) {
    const old = before.get(row[guidField]) ?? {};
    for (const field of Object.keys(row)) if (row[field] !== old[field]) fields.add(field);
  }
  return [...fields];
}

/**
 * SetLayers, SetSoilSamples, SetGaugingTubes and SetFinishings with INSERT or UPDATE (spec 01 section
 * 7; issue 'Data service', deliver 4): in one transaction the project and points are checked against
 * the caller's licence, the rows parsed with the entity schema, prepared (layers: soil codes), stamped,
 * validated with their siblings, written in batches, followed up (layers: MpDepth), and answered with
 * all rows of the touched points. Any refusal rolls everything back.
 */
export function saveChildRows(db: Executor, licenceId: number, family: ChildFamily, request: SaveChildRowsRequest, now: Date = new Date()): Promise<ChildWriteAnswer> {
  return inTransaction(db, async (trx) => {
    const projectId = await requireProject(trx, family, 'write', licenceId, request.prId);
    const parsed = parseChildRows(family.kind, request.rows, request.mpGuid);
    if (!parsed.ok) throw refuseIssues(family, parsed.issues);
    const homeless = parsed.rows.find((row) => row.pointGuid === undefined);
    if (homeless) throw refuseCall(family, 'write', pointChildReasons.pointMissing, { row: homeless.key });
    const named = parsed.rows.map((row) => row.pointGuid ?? '');
    const points = await requirePoints(trx, family, 'write', projectId, request.mpGuid === undefined ? named : [request.mpGuid, ...named]);
    const pointOf = (row: ParsedRow): PointKey => points.get(row.pointGuid ?? '') as PointKey;
    const pointIds = [...new Set([...points.values()].map((point) => point.MpID))];
    if (parsed.rows.length === 0) return writeSucceeded(await childTables(trx, family, { pointIds }, family.answersPoints.write));

    const stored = await selectEntityRows(trx, family.kind, { column: 'MpID', values: pointIds });
    const guidField = childFields(family.kind).guidField;
    const inserting = request.action === 'INSERT';
    const changed = inserting
      ? await rowsToInsert(trx, family, parsed.rows, pointOf, now)
      : rowsToUpdate(family, parsed.rows, pointOf, stored, now);
    const rows = changed.map(({ row }) => row);
    const warnings = await checkChangedRows(trx, family, projectId, rowsAfterChange(guidField, stored, rows), changed, inserting);

    // The answer is built from what was stored (inserted rows come back with their ids), not read again.
    let after: WireRow[];
    if (inserting) {
      after = rowsAfterChange(guidField, stored, await insertRowsReturningIds(trx, family.kind, rows));
    } else {
      await updateRowsByGuidInBatches(trx, family.kind, rows, changedFields(guidField, stored, rows));
      after = rowsAfterChange(guidField, stored, rows);
    }
    await family.afterWrite?.(trx, pointIds, after, now);

    const answer = writeSucceeded(await childTables(trx, family, { pointIds }, family.answersPoints.write, after));
    return warnings.length > 0 ? { ...answer, Issues: warnings } : answer;
  });
}
