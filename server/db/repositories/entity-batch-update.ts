import { PostgresAdapter, sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
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

function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Stored values without the keys an update never rewrites (id, GUID, parent link). */
function settableValues(shape: EntityStorageShape, guidField: string, row: WireRow): EntityTableRow {
  const values = toStoredRow(shape, row);
  for (const key of [shape.idField, guidField, shape.parentField ?? '']) delete values[key];
  return values;
}

/** Groups rows by the exact set of columns they set, so each group is one statement. */
function groupBySignature(guidField: string, shape: EntityStorageShape, rows: readonly WireRow[]): Map<string, EntityTableRow[]> {
  const groups = new Map<string, EntityTableRow[]>();
  for (const row of rows) {
    const values = settableValues(shape, guidField, row);
    const columns = Object.keys(values).sort();
    if (columns.length === 0) continue;
    const signature = columns.join(',');
    const entry = { ...values, [guidField]: String(row[guidField]) };
    const group = groups.get(signature);
    if (group) group.push(entry);
    else groups.set(signature, [entry]);
  }
  return groups;
}

function updateStatement(db: Executor, shape: EntityStorageShape, guidField: string, columns: readonly string[], json: string, scope?: BatchScope): RawBuilder<unknown> {
  const table = sql.table(shape.table);
  const guid = sql.id(guidField);
  if (isPostgres(db)) {
    // json_populate_recordset types every value by the table's own row type: no casts to spell out.
    const sets = sql.join(columns.map((column) => sql`${sql.id(column)} = v.${sql.id(column)}`));
    const narrowed = scope ? sql` and t.${sql.id(scope.column)} = ${scope.value}` : sql``;
    return sql`update ${table} as t set ${sets} from json_populate_recordset(null::${table}, ${json}::json) as v where t.${guid} = v.${guid}${narrowed}`;
  }
  const sets = sql.join(columns.map((column) => sql`${sql.id(column)} = json_extract(v.value, ${`$.${column}`})`));
  // The unary + keeps SQLite from walking the scope column's index (every row of the project, each
  // joined with the whole JSON list); the GUID's unique index must drive the join.
  const narrowed = scope ? sql` and +${table}.${sql.id(scope.column)} = ${scope.value}` : sql``;
  return sql`update ${table} set ${sets} from json_each(${json}) as v where ${table}.${guid} = json_extract(v.value, ${`$.${guidField}`})${narrowed}`;
}

/**
 * Updates many rows of `kind` by GUID with few statements (issue 'Data service', deliver 9: 1,000
 * points in under 200 ms): rows that set the same columns share one `UPDATE … FROM` over a JSON
 * array, on SQLite (json_each) and PostgreSQL (json_populate_recordset) alike. Each row sets only
 * the fields it carries; ids, GUIDs and parent links are never rewritten. Answers the match count.
 */
export async function updateEntityRowsInBatches(db: Executor, kind: EntityKind, rows: readonly WireRow[], scope?: BatchScope): Promise<number> {
  const shape = entityStorageShape(kind);
  const guidField = shape.guidField;
  if (!guidField) throw new Error(`${kind} has no GUID to update by`);
  let matched = 0;
  for (const [signature, group] of groupBySignature(guidField, shape, rows)) {
    const columns = signature.split(',');
    for (let start = 0; start < group.length; start += rowsPerStatement) {
      const json = JSON.stringify(group.slice(start, start + rowsPerStatement));
      const result = await updateStatement(db, shape, guidField, columns, json, scope).execute(db);
      matched += Number(result.numAffectedRows ?? 0);
    }
  }
  return matched;
}
