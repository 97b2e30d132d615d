import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { SqlDialect } from '../../../server/db/connection';
import type { Executor } from '../../../server/db/executor';

/** Every table's row count and a hash of its rows, by name. */
export type Snapshot = Record<string, string>;

async function tableNames(db: Executor, dialect: SqlDialect): Promise<string[]> {
  const rows = dialect === 'sqlite'
    ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)).rows
    : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)).rows;
  return rows.map((row) => row.name);
}

/** Every row of every table as JSON text (bigints as text), by table name: to see which rows a call added, changed or removed. */
export async function rowsByTable(db: Executor, dialect: SqlDialect): Promise<Map<string, Map<string, Record<string, unknown>>>> {
  const result = new Map<string, Map<string, Record<string, unknown>>>();
  for (const table of await tableNames(db, dialect)) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
    result.set(table, new Map(rows.map((row) => [JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)), row])));
  }
  return result;
}

/** The whole database as counts and hashes: equal snapshots mean no row was added, changed or removed. */
export async function snapshot(db: Executor, dialect: SqlDialect): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const table of await tableNames(db, dialect)) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
    const lines = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))).sort();
    result[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return result;
}

/**
 * SQLite: rows the server's one connection has added, changed or removed since it opened
 * (total_changes()); the test shares that connection in-process, so an unchanged counter means an
 * unchanged snapshot. PostgreSQL: undefined (take the snapshot).
 */
export async function changeCounter(db: Executor, dialect: SqlDialect): Promise<number | undefined> {
  if (dialect !== 'sqlite') return undefined;
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db);
  return Number(rows[0]?.changes);
}
