import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../../db/executor';
import { deleteEntityRowsById, selectEntityRows, selectRowsByGuid } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { selectRowsOfParents } from '../../db/repositories/rows-of-project';
import { changedRow, matchKey, storedVersion } from './plan-rows';
import type { RowKind, WriteContext } from './row-kind';
import type { RowOutcome } from './row-refusal';
import type { SentVersions } from './sent-versions';

/** A DELETE of rows of a kind: the keys sent (GUIDs in any case, or ids) and the parents they must lie under. */
export interface RowDelete {
  keys: readonly (string | number)[];
  /** The parents the call reaches: a key under any other parent (or licence) is unknown. */
  parentIds: readonly number[];
  context: WriteContext;
  /** The versions the client loaded (data.RowVersions): a record changed since is not deleted. */
  versions?: SentVersions;
}

/** What a delete removed, and where. */
export interface DeletedRows {
  /** The parents of the deleted rows: their follow-up ran for these. */
  parentIds: number[];
  /** Every row left under those parents, when the kind has a follow-up; else empty. */
  rowsLeft: WireRow[];
}

async function storedByKeys(trx: Executor, rowKind: RowKind, keys: readonly string[]): Promise<WireRow[]> {
  const { guidField, idField } = entityDescriptors[rowKind.kind];
  if (guidField) return selectRowsByGuid(trx, rowKind.kind, keys);
  const ids = keys.map(Number).filter((id) => Number.isInteger(id));
  return ids.length === 0 ? [] : selectEntityRows(trx, rowKind.kind, { column: idField, values: ids });
}

/**
 * Deletes rows by key in the caller's transaction (spec 01 section 7): every key must name a row
 * under the call's parents, else nothing is deleted; children go with their rows (cascading keys).
 * A record whose version the client sent and that changed since is not deleted (spec 01 section 4).
 * Removing rows cannot break a uniqueness or continuity rule, so the rules do not run again; the
 * kind's follow-up (layers: the points' depth) runs with the rows left.
 */
export async function deleteRows(trx: Executor, rowKind: RowKind, request: RowDelete): Promise<RowOutcome<DeletedRows>> {
  const { guidField, idField, parentIdField } = entityDescriptors[rowKind.kind];
  const keys = [...new Set(request.keys.map((key) => String(key).trim()).filter((key) => key !== ''))];
  if (keys.length === 0) return { ok: false, refusal: { cause: 'nothingToDelete', keys: [] } };
  const allowed = new Set(request.parentIds);
  const found = new Map((await storedByKeys(trx, rowKind, keys))
    .filter((row) => !parentIdField || allowed.has(Number(row[parentIdField])))
    .map((row) => [matchKey(row[guidField ?? idField]), row]));
  const unknown = keys.filter((key) => !found.has(matchKey(key)));
  if (unknown.length > 0) return { ok: false, refusal: { cause: 'unknown', keys: unknown } };
  const stale = keys.flatMap((key) => {
    const row = found.get(matchKey(key));
    const sent = request.versions?.get(matchKey(key));
    return row && sent !== undefined && sent !== storedVersion(row) ? [changedRow(key, sent, {}, row)] : [];
  });
  if (stale.length > 0) return { ok: false, refusal: { cause: 'changedSince', keys: stale.map((row) => row.key), current: stale } };

  const rows = [...found.values()];
  const refused = (await rowKind.checkDelete?.(trx, rows, request.context) ?? []).filter((issue) => issue.severity === 'error');
  if (refused.length > 0) return { ok: false, refusal: { cause: 'invalid', issues: refused } };
  await deleteEntityRowsById(trx, rowKind.kind, rows.map((row) => Number(row[idField])));
  const parentIds = parentIdField ? [...new Set(rows.map((row) => Number(row[parentIdField])))] : [];
  if (!rowKind.afterWrite) return { ok: true, value: { parentIds, rowsLeft: [] } };
  const rowsLeft = await selectRowsOfParents(trx, rowKind.kind, parentIds);
  await rowKind.afterWrite(trx, { parentIds, rowsAfter: rowsLeft }, request.context);
  return { ok: true, value: { parentIds, rowsLeft } };
}
