import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { sqliteFileName } from '../../../server/db/connection';
import type { TestServer } from '../../server/harness';
import { testDatabaseUrl } from '../../server/harness';

/** Rows of one table to update by their GUID: the GUID column and the values of the other columns, as the call sends them. */
export interface RawUpdate {
  table: string;
  guidColumn: string;
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
}

/** A driver connection of its own beside the server's, on the same database. */
export interface RawDriver {
  /** One prepared UPDATE … WHERE guid = ? run for each row, all in one transaction: the database's own speed for these rows. */
  updateEach(update: RawUpdate): Promise<void>;
  close(): Promise<void>;
}

function updateSql(update: RawUpdate, placeholder: (index: number) => string): string {
  const sets = update.columns.map((column, index) => `"${column}" = ${placeholder(index + 1)}`).join(', ');
  return `update "${update.table}" set ${sets} where "${update.guidColumn}" = ${placeholder(update.columns.length + 1)}`;
}

function parameters(update: RawUpdate, row: Record<string, unknown>): unknown[] {
  return [...update.columns.map((column) => row[column] ?? null), row[update.guidColumn]];
}

/** A better-sqlite3 connection of its own on the server's SQLite file, with the server's durability. */
export function openSqliteFile(server: TestServer): SqliteDatabase.Database {
  const file = new SqliteDatabase(join(server.config.dataDir, sqliteFileName));
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  return file;
}

function sqliteDriver(server: TestServer): RawDriver {
  const file = openSqliteFile(server);
  return {
    updateEach: (update) => {
      const statement = file.prepare(updateSql(update, () => '?'));
      file.transaction(() => {
        for (const row of update.rows) statement.run(...parameters(update, row));
      }).immediate();
      return Promise.resolve();
    },
    close: () => Promise.resolve(void file.close()),
  };
}

async function postgresDriver(server: TestServer): Promise<RawDriver> {
  const schema = server.database.schema;
  const client = new pg.Client({ connectionString: testDatabaseUrl, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  await client.connect();
  return {
    updateEach: async (update) => {
      // A named query is parsed and planned once, then only bound and executed for each row.
      const query = { name: `raw-${update.table}-${update.columns.join('-')}`, text: updateSql(update, (index) => `$${index}`) };
      await client.query('begin');
      try {
        for (const row of update.rows) await client.query({ ...query, values: parameters(update, row) });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    close: () => client.end(),
  };
}

/**
 * The baseline a bulk save is held against (same rows, same run): the driver alone — better-sqlite3
 * or pg — with a plain prepared-statement loop in one transaction, no HTTP, no validation.
 */
export function openRawDriver(server: TestServer): Promise<RawDriver> {
  return server.dialect === 'sqlite' ? Promise.resolve(sqliteDriver(server)) : postgresDriver(server);
}
