import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { rowVersionField } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { isPostgres } from '../executor';
import type { Executor } from '../executor';
import type { EntityTableRow } from '../schema';
import { toStoredRow, type WireRow } from './entity-rows';
import { entityStorageShape, type EntityStorageShape } from './entity-storage-shape';

/** Rows per statement: one JSON parameter each, kept to a few MB so neither engine holds huge texts. */
const rowsPerStatement = 5000;

/** Only the row's own table column may be narrowed, e.g. points to one project (PrID). */
export interface BatchScope {
  column: string;
  value: number;
}

/** Stored values without the keys an update never rewrites (id, GUID, parent link). */
function settableValues(shape: EntityStorageShape, row: WireRow): EntityTableRow {
  const values = toStoredRow(shape, row);
  for (const key of [shape.idField, shape.guidField ?? '', shape.parentField ?? '']) delete values[key];
  return values;
}

/** Groups rows by the exact set of columns they set, so each group is one statement. */
function groupBySignature(keyField: string, shape: EntityStorageShape, rows: readonly WireRow[]): Map<string, EntityTableRow[]> {
  const groups = new Map<string, EntityTableRow[]>();
  for (const row of rows) {
    const values = settableValues(shape, row);
    const columns = Object.keys(values).sort();
    if (columns.length === 0) continue;
    const signature = columns.join(',');
    const key = row[keyField];
    const entry = { ...values, [keyField]: typeof key === 'number' ? key : String(key) };
    const group = groups.get(signature);
    if (group) group.push(entry);
    else groups.set(signature, [entry]);
  }
  return groups;
}

/** How a batch update is narrowed: to one parent's rows, and/or to rows still at the version before the new one. */
export interface BatchGuard {
  scope?: BatchScope;
  /** Each row carries its new RowVersion; only a stored row at that version minus one is updated (spec 01 section 4). */
  versioned?: boolean;
}

function updateStatement(db: Executor, shape: EntityStorageShape, keyField: string, columns: readonly string[], json: string, guard: BatchGuard): RawBuilder<unknown> {
  const table = sql.table(shape.table);
  const key = sql.id(keyField);
  const { scope, versioned } = guard;
  const version = sql.id(rowVersionField);
  if (isPostgres(db)) {
    // json_populate_recordset types every value by the table's own row type: no casts to spell out.
    const sets = sql.join(columns.map((column) => sql`${sql.id(column)} = v.${sql.id(column)}`));
    const narrowed = scope ? sql` and t.${sql.id(scope.column)} = ${scope.value}` : sql``;
    const current = versioned ? sql` and t.${version} = v.${version} - 1` : sql``;
    return sql`update ${table} as t set ${sets} from json_populate_recordset(null::${table}, ${json}::json) as v where t.${key} = v.${key}${narrowed}${current}`;
  }
  const sets = sql.join(columns.map((column) => sql`${sql.id(column)} = json_extract(v.value, ${`$.${column}`})`));
  // The unary + keeps SQLite from walking the scope column's index (every row of the project, each
  // joined with the whole JSON list); the key's unique index must drive the join.
  const narrowed = scope ? sql` and +${table}.${sql.id(scope.column)} = ${scope.value}` : sql``;
  const current = versioned ? sql` and ${table}.${version} = json_extract(v.value, ${`$.${rowVersionField}`}) - 1` : sql``;
  return sql`update ${table} set ${sets} from json_each(${json}) as v where ${table}.${key} = json_extract(v.value, ${`$.${keyField}`})${narrowed}${current}`;
}

/**
 * Updates many rows of `kind` by GUID (by id for kinds without one) with few statements: rows that
 * set the same columns share one `UPDATE … FROM` over a JSON array, on SQLite (json_each) and
 * PostgreSQL (json_populate_recordset) alike, so 1,000 points are one statement, not 1,000. Each row
 * sets only the fields it carries, matched exactly as stored; ids, GUIDs and parent links are never
 * rewritten. Answers the match count.
 */
export async function updateEntityRowsInBatches(db: Executor, kind: EntityKind, rows: readonly WireRow[], guard: BatchGuard = {}): Promise<number> {
  const shape = entityStorageShape(kind);
  const keyField = shape.guidField ?? shape.idField;
  let matched = 0;
  for (const [signature, group] of groupBySignature(keyField, shape, rows)) {
    const columns = signature.split(',');
    for (let start = 0; start < group.length; start += rowsPerStatement) {
      const json = JSON.stringify(group.slice(start, start + rowsPerStatement));
      const result = await updateStatement(db, shape, keyField, columns, json, guard).execute(db);
      matched += Number(result.numAffectedRows ?? 0);
    }
  }
  return matched;
}

/**
 * Updates many rows of `kind`, writing `fields` on every row (the union of what the rows change,
 * values from each full row), so the whole batch shares one signature and is one statement per
 * 5,000 rows. Fields without a column live in ExtraFieldsJson, rewritten whole: when one of them
 * changes, all of the row's go along. With `versioned`, RowVersion is among `fields` and a row
 * changed since it was read is not matched: compare the answer with the row count.
 */
export async function updateFieldsInBatches(db: Executor, kind: EntityKind, rows: readonly WireRow[], fields: readonly string[], guard: BatchGuard = {}): Promise<number> {
  const shape = entityStorageShape(kind);
  const keyField = shape.guidField ?? shape.idField;
  const extraChanged = fields.some((field) => !shape.columns.has(field));
  const narrowed = rows.map((row) => {
    const values: WireRow = { [keyField]: row[keyField] };
    for (const field of fields) values[field] = row[field] ?? null;
    if (extraChanged) for (const field in row) if (!shape.columns.has(field)) values[field] = row[field];
    return values;
  });
  return updateEntityRowsInBatches(db, kind, narrowed, guard);
}
