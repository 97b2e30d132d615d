import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../executor';
import { toStoredRow, type WireRow } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';

/**
 * Id-based writes the generic entity repository leaves out: services match an
 * incoming row to the stored one first (by GUID or id, within the caller's scope) and then write
 * by id, so one path serves kinds with and without a GUID (spec 01 section 7, SetCadastralOvam…).
 */

/**
 * Rewrites the stored row `id` of `kind` with `row` (the full row after the change, so fields kept
 * in ExtraFieldsJson survive); the id itself is never rewritten. Answers whether a row matched.
 */
export async function updateEntityRowById(db: Executor, kind: EntityKind, id: number, row: WireRow): Promise<boolean> {
  const shape = entityStorageShape(kind);
  const values = toStoredRow(shape, row);
  delete values[shape.idField];
  if (!('ExtraFieldsJson' in values)) values.ExtraFieldsJson = null;
  const result = await db.updateTable(shape.table).set(values).where(shape.idField, '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes rows of `kind` by id; children go with them (cascading keys). Answers the count. */
export async function deleteEntityRowsById(db: Executor, kind: EntityKind, ids: readonly number[]): Promise<number> {
  const shape = entityStorageShape(kind);
  let deleted = 0;
  for (let start = 0; start < ids.length; start += 10000) {
    const batch = ids.slice(start, start + 10000);
    const result = await db.deleteFrom(shape.table).where(shape.idField, 'in', batch).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
