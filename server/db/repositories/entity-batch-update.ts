import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { rowVersionField } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { isPostgres } from '../executor';
import type { Executor } from '../executor';
import type { EntityTableRow } from '../schema';
import { extraFieldsJson, storedValue, type WireRow } from './entity-rows';
import { entityStorageShape, type EntityStorageShape } from './entity-storage-shape';

/** Rows per statement: one JSON parameter each, kept to a few MB so neither engine holds huge texts. */
const rowsPerStatement = 5000;

/** How a batch update is narrowed: to rows still at the version before the new one. */
export interface BatchGuard {
  /** Each row carries its new RowVersion; only a stored row at that version minus one is updated (spec 01 section 4). */
  versioned?: boolean;
}

function updateStatement(db: Executor, shape: EntityStorageShape, keyField: string, columns: readonly string[], json: string, guard: BatchGuard): RawBuilder<unknown> {
  const table = sql.table(shape.table);
  const key = sql.id(keyField);
  const { versioned } = guard;
  const version = sql.id(rowVersionField);
  if (isPostgres(db)) {
    // json_populate_recordset types every value by the table's own row type: no casts to spell out.
    const sets = sql.join(columns.map((column) => sql`${sql.id(column)} = v.${sql.id(column)}`));
    const current = versioned ? sql` and t.${version} = v.${version} - 1` : sql``;
    return sql`update ${table} as t set ${sets} from json_populate_recordset(null::${table}, ${json}::json) as v where t.${key} = v.${key}${current}`;
  }
  const sets = sql.join(columns.map((column) => sql`${sql.id(column)} = json_extract(v.value, ${`$.${column}`})`));
  const current = versioned ? sql` and ${table}.${version} = json_extract(v.value, ${`$.${rowVersionField}`}) - 1` : sql``;
  return sql`update ${table} set ${sets} from json_each(${json}) as v where ${table}.${key} = json_extract(v.value, ${`$.${keyField}`})${current}`;
}

/**
 * Updates many rows of `kind` by GUID (by id for kinds without one), writing `fields` on every row
 * (the union of what the rows change, values from each full row): one `UPDATE … FROM` over a JSON
 * array per 5,000 rows, on SQLite (json_each) and PostgreSQL (json_populate_recordset) alike, so
 * 10,000 points are two statements, not 10,000. Ids, GUIDs and parent links are never rewritten.
 * Fields without a column live in ExtraFieldsJson, rewritten whole: when one of them changes, all of
 * the row's go along. With `versioned`, RowVersion is among `fields` and a row changed since it was
 * read is not matched: compare the answer (the match count) with the row count.
 */
export async function updateFieldsInBatches(db: Executor, kind: EntityKind, rows: readonly WireRow[], fields: readonly string[], guard: BatchGuard = {}): Promise<number> {
  const shape = entityStorageShape(kind);
  const keyField = shape.guidField ?? shape.idField;
  const fixed = new Set([shape.idField, shape.guidField, shape.parentField]);
  const columns = fields.filter((field) => shape.columns.has(field) && !fixed.has(field));
  const extraChanged = fields.some((field) => !shape.columns.has(field));
  const setColumns = extraChanged ? [...columns, 'ExtraFieldsJson'] : columns;
  if (setColumns.length === 0) return 0;
  const entries = rows.map((row) => {
    const key = row[keyField];
    const entry: EntityTableRow = { [keyField]: typeof key === 'number' ? key : String(key) };
    for (const column of columns) entry[column] = storedValue(shape, column, row[column]);
    if (extraChanged) entry.ExtraFieldsJson = extraFieldsJson(shape, row);
    return entry;
  });
  let matched = 0;
  for (let start = 0; start < entries.length; start += rowsPerStatement) {
    const json = JSON.stringify(entries.slice(start, start + rowsPerStatement));
    const result = await updateStatement(db, shape, keyField, setColumns, json, guard).execute(db);
    matched += Number(result.numAffectedRows ?? 0);
  }
  return matched;
}
