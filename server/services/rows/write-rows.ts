import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import { textLimitIssues } from '../../../src/domain/templates/template-text-limits';
import type { Executor } from '../../db/executor';
import { insertEntityRowsInBatches } from '../../db/repositories/entity-batch-insert';
import { updateFieldsInBatches } from '../../db/repositories/entity-batch-update';
import { asReadBack, selectEntityRows, selectRowsByGuid } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { entityStorageShape } from '../../db/repositories/entity-storage-shape';
import { selectRowsOfParents, selectRowsOfProject } from '../../db/repositories/rows-of-project';
import { changedFields, matchKey, planRows } from './plan-rows';
import type { PlacedRow, PlannedRow, WriteAction } from './plan-rows';
import type { RowKind, WriteContext } from './row-kind';
import type { RowIssue, RowOutcome } from './row-refusal';

/** One write of rows of a kind under their parents. */
export interface RowWrite {
  action: WriteAction;
  rows: readonly PlacedRow[];
  /** Parents whose stored rows the rules see and the follow-up runs for: every row's parent and any the call names. */
  parentIds: readonly number[];
  context: WriteContext;
}

/** What a write stored. */
export interface WrittenRowSet {
  /** The written rows as stored, in the order sent, inserted ones with their new ids. */
  written: WireRow[];
  /** Every row under the write's parents afterwards, when the kind reads its siblings whole; else empty. */
  rowsAfter: WireRow[];
  /** The rules' warnings about the written rows (they never block, spec 01 section 5). */
  warnings: RowIssue[];
}

/** The stored rows with these keys, wherever they are (by GUID in any case, or by id). */
async function storedRowsWithKeys(trx: Executor, rowKind: RowKind, keys: readonly string[]): Promise<WireRow[]> {
  const { guidField, idField } = entityDescriptors[rowKind.kind];
  if (keys.length === 0) return [];
  if (guidField) return selectRowsByGuid(trx, rowKind.kind, keys);
  const ids = keys.map(Number).filter((id) => Number.isInteger(id));
  return ids.length === 0 ? [] : selectEntityRows(trx, rowKind.kind, { column: idField, values: ids });
}

/** The stored rows the rules compare with (spec 01 section 5): under the write's parents, and for project-wide rules the rest of the project. */
async function storedSiblings(trx: Executor, rowKind: RowKind, write: RowWrite): Promise<{ underParents: WireRow[]; elsewhere: WireRow[] }> {
  const { siblings } = rowKind;
  if (siblings.scope === 'none') return { underParents: [], elsewhere: [] };
  const underParents = await selectRowsOfParents(trx, rowKind.kind, write.parentIds, readsSiblingsWhole(rowKind) ? undefined : siblings.fields);
  if (siblings.scope !== 'project') return { underParents, elsewhere: [] };
  const { guidField, idField, parentIdField } = entityDescriptors[rowKind.kind];
  const columns = [guidField ?? idField, parentIdField ?? idField, ...siblings.projectFields];
  const parents = new Set(write.parentIds);
  const all = await selectRowsOfProject(trx, rowKind.kind, write.context.projectId, [...new Set(columns)]);
  return { underParents, elsewhere: all.filter((row) => !parents.has(Number(row[parentIdField ?? '']))) };
}

/** The stored rows the write starts from: those the sent keys name (wherever they are) and the siblings the rules see. */
interface StoredRows {
  named: WireRow[];
  underParents: WireRow[];
  elsewhere: WireRow[];
}

/**
 * Reads what the write starts from with as few reads as it can: when the kind reads its siblings
 * whole, a sent key is mostly a row under the write's parents, so only the keys not found there
 * are looked up (a GUID taken elsewhere, a row of another parent or licence).
 */
async function storedRows(trx: Executor, rowKind: RowKind, write: RowWrite): Promise<StoredRows> {
  const keys = write.rows.map((row) => row.key).filter((key) => !key.startsWith('#'));
  const { underParents, elsewhere } = await storedSiblings(trx, rowKind, write);
  if (!readsSiblingsWhole(rowKind)) return { named: await storedRowsWithKeys(trx, rowKind, keys), underParents, elsewhere };
  const { guidField, idField } = entityDescriptors[rowKind.kind];
  const sent = new Set(keys.map(matchKey));
  const named = underParents.filter((row) => sent.has(matchKey(row[guidField ?? idField])));
  for (const row of named) sent.delete(matchKey(row[guidField ?? idField]));
  const rest = keys.filter((key) => sent.delete(matchKey(key)));
  return { named: rest.length > 0 ? [...named, ...await storedRowsWithKeys(trx, rowKind, rest)] : named, underParents, elsewhere };
}

/** True when the stored rows under the write's parents are read with all their fields. */
function readsSiblingsWhole(rowKind: RowKind): boolean {
  const { siblings } = rowKind;
  return siblings.scope !== 'none' && (siblings.fields === undefined || (siblings.scope === 'parent' && siblings.readWhole === true));
}

/** The rows the rules see: those the write leaves alone narrowed to the kind's sibling fields when they were read whole for the answer. */
function rulesView(rowKind: RowKind, after: readonly WireRow[], planned: readonly PlannedRow[]): readonly WireRow[] {
  const fields = rowKind.siblings.scope === 'parent' ? rowKind.siblings.fields : undefined;
  if (!fields || !readsSiblingsWhole(rowKind)) return after;
  const changed = new Set(planned.map((row) => row.merged));
  return after.map((row) => {
    if (changed.has(row)) return row;
    const narrowed: WireRow = {};
    for (const field of fields) narrowed[field] = row[field];
    return narrowed;
  });
}

/** The rows as they will be: stored ones with the planned versions in their place, new ones added. */
function rowsAfterChange(keyField: string, stored: readonly WireRow[], planned: readonly PlannedRow[]): WireRow[] {
  const replacements = new Map(planned.map((row) => [matchKey(row.merged[keyField]), row.merged]));
  const after = stored.map((row) => {
    const key = matchKey(row[keyField]);
    const replacement = replacements.get(key);
    replacements.delete(key);
    return replacement ?? row;
  });
  return [...after, ...replacements.values()];
}

/** Sent text longer than the template allows, at its row and field. */
function textLimitRefusals(rowKind: RowKind, write: RowWrite): RowIssue[] {
  const limits = write.context.textLimits;
  if (!limits || limits.size === 0) return [];
  const { tableName } = entityDescriptors[rowKind.kind];
  return write.rows.flatMap((row) => textLimitIssues(row.fields, limits).map((issue) => ({ ...issue, row: row.key, table: tableName })));
}

/** The kind's rules over the rows after the change; the issues of the planned rows, named as the client sent them. */
function ruleIssues(rowKind: RowKind, write: RowWrite, planned: readonly PlannedRow[], siblings: readonly WireRow[]): RowIssue[] {
  if (!rowKind.validate) return [];
  const { guidField, tableName } = entityDescriptors[rowKind.kind];
  if (!guidField) return [];
  const inserted = new Set(planned.filter((row) => !row.stored).map((row) => String(row.merged[guidField])));
  const found = rowKind.validate(siblings, { insertedKeys: inserted, context: write.context });
  return planned.flatMap((row) => (found.get(String(row.merged[guidField])) ?? []).map((issue) => ({ ...issue, row: row.key, table: tableName })));
}

/**
 * The one write path for rows of any kind under their parents (spec 01 sections 4, 5 and 7): the
 * sent rows, already parsed and placed by the calling service, are matched to stored rows (GUIDs in
 * any letter case), merged, stamped and given the kind's server rules; validated together with
 * their stored siblings by the domain's rules; written in batches (a handful of statements for
 * 10,000 rows, each update guarded by its RowVersion); and followed up (layers: the points' depth).
 * A refusal comes back as a value and
 * nothing is written; run it inside the call's transaction so the caller's refusal rolls back the rest.
 */
export async function writeRows(trx: Executor, rowKind: RowKind, write: RowWrite): Promise<RowOutcome<WrittenRowSet>> {
  if (write.rows.length === 0) return { ok: true, value: { written: [], rowsAfter: [], warnings: [] } };
  const { guidField, idField } = entityDescriptors[rowKind.kind];
  const keyField = guidField ?? idField;
  const tooLong = textLimitRefusals(rowKind, write);
  if (tooLong.length > 0) return { ok: false, refusal: { cause: 'invalid', issues: tooLong } };
  const stored = await storedRows(trx, rowKind, write);
  const plan = planRows(rowKind, write.action, write.rows, stored.named, write.context);
  if (!plan.ok) return plan;
  const planned = plan.value;
  const refused = (await rowKind.checkRows?.(trx, planned, write.context) ?? []).filter((issue) => issue.severity === 'error');
  if (refused.length > 0) return { ok: false, refusal: { cause: 'invalid', issues: refused } };

  const after = rowsAfterChange(keyField, stored.underParents, planned);
  const issues = ruleIssues(rowKind, write, planned, [...stored.elsewhere, ...rulesView(rowKind, after, planned)]);
  const errors = issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0) return { ok: false, refusal: { cause: 'invalid', issues: errors } };

  const inserts = planned.filter((row) => !row.stored).map((row) => row.merged);
  const updates = planned.filter((row) => row.stored);
  const ids = inserts.length > 0 ? await insertEntityRowsInBatches(trx, rowKind.kind, inserts) : new Map<string, number>();
  const fields = changedFields(updates);
  // A row another write changed between the plan and here is not matched: refuse the whole call.
  const matched = fields.length > 0 ? await updateFieldsInBatches(trx, rowKind.kind, updates.map((row) => row.merged), fields, { versioned: true }) : updates.length;
  if (matched < updates.length) return { ok: false, refusal: { cause: 'changedMeanwhile', keys: updates.map((row) => row.key) } };
  // Inserted rows answer as a read would give them: every column present, null when unset, with the new id.
  const shape = entityStorageShape(rowKind.kind);
  const columns = shape.columns;
  for (const row of inserts) {
    for (const column of columns) if (!(column in row)) row[column] = null;
    if (guidField) row[idField] = ids.get(String(row[guidField])) ?? null;
  }

  const written = new Set(planned.map((row) => row.merged));
  const rowsAfter = readsSiblingsWhole(rowKind) ? after.map((row) => (written.has(row) ? asReadBack(shape, row) : row)) : [];
  await rowKind.afterWrite?.(trx, { parentIds: write.parentIds, rowsAfter }, write.context);
  return { ok: true, value: { written: planned.map((row) => row.merged), rowsAfter, warnings: issues } };
}
