import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { isPostgres } from '../executor';
import type { Executor } from '../executor';
import { chunks, internalColumns } from './entity-rows';
import type { RowScope, WireRow } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';
import type { EntityStorageShape } from './entity-storage-shape';

/** Each table's columns in stored order, ours left out: what a wire row holds. Migrations run before any read. */
const wireColumnsOf = new Map<string, readonly string[]>();

async function wireColumns(db: Executor, table: string): Promise<readonly string[]> {
  const postgres = isPostgres(db);
  const key = `${postgres ? 'pg' : 'sqlite'}:${table}`;
  const known = wireColumnsOf.get(key);
  if (known) return known;
  const { rows } = postgres
    ? await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(db);
  const columns = rows.map((row) => row.name).filter((name) => !internalColumns.has(name));
  wireColumnsOf.set(key, columns);
  return columns;
}

/**
 * One row's wire JSON as the database writes it, as toWireRow would give it stringified (booleans
 * as true/false): SQLite concatenates json_quote per column (json_object takes too few arguments
 * for the layers' hundred columns), PostgreSQL writes the row with row_to_json.
 */
function rowJson(db: Executor, shape: EntityStorageShape, columns: readonly string[]): RawBuilder<string> {
  if (isPostgres(db)) {
    const values = columns.map((column) => (shape.booleans.has(column)
      ? sql`case when ${sql.ref(`e.${column}`)} is null then null else ${sql.ref(`e.${column}`)} <> 0 end as ${sql.ref(column)}`
      : sql.ref(`e.${column}`)));
    return sql<string>`(select row_to_json(w)::text from (select ${sql.join(values)}) w)`;
  }
  const members = columns.map((column, index) => {
    const ref = sql.ref(`e.${column}`);
    const value = shape.booleans.has(column) ? sql`case when ${ref} is null then 'null' when ${ref} <> 0 then 'true' else 'false' end` : sql`json_quote(${ref})`;
    return sql`${sql.lit(`${index === 0 ? '{' : ','}${JSON.stringify(column)}:`)} || ${value}`;
  });
  return sql<string>`${sql.join(members, sql` || `)} || '}'`;
}

/** A row's JSON with its extra fields (ExtraFieldsJson) under its columns, as toWireRow merges them. */
function withExtras(json: string, extras: string | null): string {
  if (extras === null) return json;
  return JSON.stringify({ ...(JSON.parse(extras) as WireRow), ...(JSON.parse(json) as WireRow) });
}

/**
 * Rows of `kind` whose `scope.column` is one of `scope.values`, in id order, as the JSON text of
 * their wire rows: what selectEntityRows answers, stringified, but written by the database, so a
 * read of 10,000 rows builds no row objects (spec 01 section 7, the Get calls' FileContent).
 */
export async function selectEntityRowsJson(db: Executor, kind: EntityKind, scope: RowScope): Promise<string> {
  const shape = entityStorageShape(kind);
  const json = rowJson(db, shape, await wireColumns(db, shape.table));
  const parts: string[] = [];
  for (const batch of chunks(scope.values, 10000)) {
    if (batch.length === 0) continue;
    const { rows } = await sql<{ j: string; x: string | null }>`select ${json} as j, ${sql.ref('e.ExtraFieldsJson')} as x from ${sql.table(shape.table)} as e where ${sql.ref(`e.${scope.column}`)} in (${sql.join(batch)}) order by ${sql.ref(`e.${shape.idField}`)}`.execute(db);
    for (const row of rows) parts.push(withExtras(row.j, row.x));
  }
  return `[${parts.join(',')}]`;
}
