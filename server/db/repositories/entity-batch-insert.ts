import { PostgresAdapter, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../executor';
import type { EntityTableRow } from '../schema';
import { toStoredRow, type WireRow } from './entity-rows';
import { entityStorageShape, type EntityStorageShape } from './entity-storage-shape';

/** Rows per statement: one JSON parameter each, a few MB at most. */
const rowsPerStatement = 5000;

/** The id the database gave a row, by the row's GUID. */
export type IdsByGuid = Map<string, number>;

function insertStatement(db: Executor, shape: EntityStorageShape, columns: readonly string[], json: string) {
  const table = sql.table(shape.table);
  const names = sql.join(columns.map((column) => sql.id(column)));
  const returning = shape.guidField ? sql` returning ${sql.id(shape.idField)}, ${sql.id(shape.guidField)}` : sql``;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The table's own row type gives every JSON value its column type.
    return sql<EntityTableRow>`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)${returning}`;
  }
  const values = sql.join(columns.map((column) => sql`json_extract(value, ${`$.${column}`})`));
  return sql<EntityTableRow>`insert into ${table} (${names}) select ${values} from json_each(${json})${returning}`;
}

/**
 * Inserts many rows of `kind` with one statement per 5,000 rows: the rows travel as one JSON array
 * and the database unpacks it (SQLite json_each, PostgreSQL json_populate_recordset), so a 10,000-point
 * tree is not 100,000 bound values to compile. Ids come from the database; a row without a GUID
 * gets one. `fixed` columns (e.g. PrID) are set on every row. Answers the new ids by GUID.
 */
export async function insertEntityRowsInBatches(db: Executor, kind: EntityKind, rows: readonly WireRow[], fixed: EntityTableRow = {}): Promise<IdsByGuid> {
  const shape = entityStorageShape(kind);
  const ids: IdsByGuid = new Map();
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const columns = new Set<string>();
    const batch = rows.slice(start, start + rowsPerStatement).map((row) => {
      const stored = { ...toStoredRow(shape, row), ...fixed };
      delete stored[shape.idField];
      if (shape.guidField && !stored[shape.guidField]) stored[shape.guidField] = randomUUID();
      for (const column of Object.keys(stored)) columns.add(column);
      return stored;
    });
    const result = await insertStatement(db, shape, [...columns], JSON.stringify(batch)).execute(db);
    if (!shape.guidField) continue;
    for (const row of result.rows) ids.set(String(row[shape.guidField]), Number(row[shape.idField]));
  }
  return ids;
}
