import { CompiledQuery, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { isPostgres } from '../executor';
import type { Executor } from '../executor';
import type { EntityTableRow } from '../schema';
import { toStoredRow, type WireRow } from './entity-rows';
import { entityStorageShape, type EntityStorageShape } from './entity-storage-shape';

/** Rows per batch: on PostgreSQL one JSON parameter each, a few MB at most; SQLite splits a batch by its parameter limit. */
const rowsPerStatement = 5000;

/** The id the database gave a row, by the row's GUID. */
export type IdsByGuid = Map<string, number>;

/** SQLite's bound-parameter limit per statement (SQLITE_MAX_VARIABLE_NUMBER since 3.32), with room to spare. */
const sqliteParameters = 32_000;

function returningOf(shape: EntityStorageShape) {
  return shape.guidField ? sql` returning ${sql.id(shape.idField)}, ${sql.id(shape.guidField)}` : sql``;
}

/** PostgreSQL: the rows as one JSON parameter, unpacked by json_populate_recordset (the table's own row type gives each value its column type). */
function postgresInsert(shape: EntityStorageShape, columns: readonly string[], rows: readonly EntityTableRow[]) {
  const table = sql.table(shape.table);
  const names = sql.join(columns.map((column) => sql.id(column)));
  return sql<EntityTableRow>`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::json)${returningOf(shape)}`;
}

/** An identifier quoted as SQLite and PostgreSQL read it. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * SQLite: one multi-row VALUES with every cell a bound parameter. (Unpacking a JSON array with json_each and
 * json_extract parses each row's JSON once per column: a hundred parses a row for a layer.) The text is put
 * together here rather than by Kysely's builder, whose compile step visits each of the 30,000 values a statement
 * carries; the connection's statement cache then prepares each batch size once.
 */
function sqliteInsert(shape: EntityStorageShape, columns: readonly string[], rows: readonly EntityTableRow[]): CompiledQuery<EntityTableRow> {
  const parameters: unknown[] = [];
  for (const row of rows) for (const column of columns) parameters.push(row[column] ?? null);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const returning = shape.guidField ? ` returning ${quoted(shape.idField)}, ${quoted(shape.guidField)}` : '';
  const text = `insert into ${quoted(shape.table)} (${columns.map(quoted).join(', ')}) values ${new Array<string>(rows.length).fill(tuple).join(', ')}${returning}`;
  return CompiledQuery.raw(text, parameters) as CompiledQuery<EntityTableRow>;
}

/**
 * Inserts many rows of `kind` in a handful of statements: on PostgreSQL 5,000 rows travel as one JSON
 * array that json_populate_recordset unpacks; on SQLite a multi-row VALUES takes as many rows as its
 * parameter limit allows (about 300 layers), all inside the caller's one transaction. Ids come from the database; a row without a GUID
 * gets one. `fixed` columns (e.g. PrID) are set on every row. Answers the new ids by GUID.
 */
export async function insertEntityRowsInBatches(db: Executor, kind: EntityKind, rows: readonly WireRow[], fixed: EntityTableRow = {}): Promise<IdsByGuid> {
  const shape = entityStorageShape(kind);
  const ids: IdsByGuid = new Map();
  const postgres = isPostgres(db);
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const columns = new Set<string>();
    const batch = rows.slice(start, start + rowsPerStatement).map((row) => {
      const stored = { ...toStoredRow(shape, row), ...fixed };
      delete stored[shape.idField];
      if (shape.guidField && !stored[shape.guidField]) stored[shape.guidField] = randomUUID();
      for (const column of Object.keys(stored)) columns.add(column);
      return stored;
    });
    const names = [...columns];
    const perStatement = postgres ? batch.length : Math.max(1, Math.floor(sqliteParameters / Math.max(1, names.length)));
    for (let from = 0; from < batch.length; from += perStatement) {
      const part = batch.slice(from, from + perStatement);
      const result = postgres ? await postgresInsert(shape, names, part).execute(db) : await db.executeQuery(sqliteInsert(shape, names, part));
      if (!shape.guidField) continue;
      for (const row of result.rows) ids.set(String(row[shape.guidField]), Number(row[shape.idField]));
    }
  }
  return ids;
}
