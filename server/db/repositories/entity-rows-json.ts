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
 * as true/false): json_object on SQLite (its bundled build takes 1,000 arguments, the layers need
 * about 260), row_to_json on PostgreSQL (json_build_object stops at 100 arguments).
 */
function rowJson(db: Executor, shape: EntityStorageShape, columns: readonly string[]): RawBuilder<string> {
  if (isPostgres(db)) {
    const values = columns.map((column) => (shape.booleans.has(column)
      ? sql`case when ${sql.ref(`e.${column}`)} is null then null else ${sql.ref(`e.${column}`)} <> 0 end as ${sql.ref(column)}`
      : sql.ref(`e.${column}`)));
    return sql<string>`(select row_to_json(w)::text from (select ${sql.join(values)}) w)`;
  }
  const members = columns.map((column) => {
    const ref = sql.ref(`e.${column}`);
    const value = shape.booleans.has(column) ? sql`json(case when ${ref} is null then null when ${ref} <> 0 then 'true' else 'false' end)` : ref;
    return sql`${sql.lit(column)}, ${value}`;
  });
  return sql<string>`json_object(${sql.join(members)})`;
}

/** A row's JSON with its extra fields (ExtraFieldsJson) under its columns, as toWireRow merges them. */
function withExtras(json: string, extras: string | null): string {
  if (extras === null) return json;
  return JSON.stringify({ ...(JSON.parse(extras) as WireRow), ...(JSON.parse(json) as WireRow) });
}

/** Rows whose scope column holds one of a batch of values. */
function inBatch(column: string, batch: readonly unknown[]): RawBuilder<unknown> {
  return sql`${sql.ref(`e.${column}`)} in (${sql.join(batch)})`;
}

/**
 * The rows' JSON joined with commas in id order, by the database (`around` may wrap the joined text, null for no rows),
 * and how many of them have extra fields.
 */
function joinedRows<Joined = string>(
  db: Executor, shape: EntityStorageShape, json: RawBuilder<string>, where: RawBuilder<unknown>,
  around: (joined: RawBuilder<unknown>) => RawBuilder<unknown> = (joined) => joined,
) {
  const order = sql.ref(`e.${shape.idField}`);
  const joined = isPostgres(db) ? sql`string_agg(${json}, ',' order by ${order})` : sql`group_concat(${json}, ',' order by ${order})`;
  return sql<{ j: Joined | null; extras: number | string }>`select ${around(joined)} as j, count(${sql.ref('e.ExtraFieldsJson')}) as extras from ${sql.table(shape.table)} as e where ${where}`.execute(db);
}

/**
 * Rows of `kind` whose `scope.column` is one of `scope.values`, in id order, as the JSON text of
 * their wire rows: what selectEntityRows answers, stringified, but written by the database, so a
 * read of 10,000 rows builds no row objects (spec 01 section 7, the Get calls' FileContent). Rows
 * come joined by the database unless some carry extra fields, which are merged in here row by row.
 */
export async function selectEntityRowsJson(db: Executor, kind: EntityKind, scope: RowScope): Promise<string> {
  const shape = entityStorageShape(kind);
  const json = rowJson(db, shape, await wireColumns(db, shape.table));
  const parts: string[] = [];
  for (const batch of chunks(scope.values, 10000)) {
    if (batch.length === 0) continue;
    const where = inBatch(scope.column, batch);
    const [whole] = (await joinedRows(db, shape, json, where)).rows;
    if (Number(whole?.extras ?? 0) === 0) {
      if (whole?.j) parts.push(whole.j);
      continue;
    }
    const { rows } = await sql<{ j: string; x: string | null }>`select ${json} as j, ${sql.ref('e.ExtraFieldsJson')} as x from ${sql.table(shape.table)} as e where ${where} order by ${sql.ref(`e.${shape.idField}`)}`.execute(db);
    for (const row of rows) parts.push(withExtras(row.j, row.x));
  }
  return `[${parts.join(',')}]`;
}

/**
 * On SQLite, a read answer's FileContent for the rows of one table, in id order: the JSON text of
 * {VeldData: {table: rows}} as a JSON string, quoted by the database (json_quote) and handed over as its UTF-8 bytes.
 * A read of 10,000 points then neither turns 7 MB of JSON into a JavaScript string nor quotes and encodes it again
 * (what selectEntityRowsJson and the answer's serialisation cost). Undefined where the rows need merging here (extra
 * fields), for more than one batch of scope values, and on PostgreSQL: selectEntityRowsJson answers those.
 */
export async function selectFileContentBytes(db: Executor, kind: EntityKind, scope: RowScope, table: `tbl${string}`): Promise<Buffer | undefined> {
  const [batch, ...more] = chunks(scope.values, 10000);
  if (isPostgres(db) || !batch || more.length > 0) return undefined;
  const shape = entityStorageShape(kind);
  const json = rowJson(db, shape, await wireColumns(db, shape.table));
  const head = `{"VeldData":{${JSON.stringify(table)}:[`;
  const [answer] = (await joinedRows<Buffer>(db, shape, json, inBatch(scope.column, batch), (joined) => sql`cast(json_quote(${head} || coalesce(${joined}, '') || ']}}') as blob)`)).rows;
  return answer?.j && Number(answer.extras) === 0 ? answer.j : undefined;
}
