import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** Which engine holds the data: the embedded file or PostgreSQL (issue 'Data service', deliver 1). */
export type SqlDialect = 'sqlite' | 'postgres';

/** An open database: the Kysely instance, its dialect and a clean close. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** PostgreSQL schema first on search_path, when one was asked for. */
  schema: string | undefined;
  /** Waits for running queries and closes the file or the pool. */
  close(): Promise<void>;
}

/** What openDatabase needs from the configuration. */
export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
}

/** Name of the embedded database file inside DATA_DIR. */
const sqliteFileName = 'fieldwork.sqlite';

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the SQLite file DATA_DIR/fieldwork.sqlite (created
 * with its folder when missing) in WAL mode with foreign keys on.
 */
export function openDatabase(settings: DatabaseSettings): DatabaseHandle {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl, settings.databaseSchema) : openSqlite(settings.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = new SqliteDatabase(join(dataDir, sqliteFileName));
  // WAL lets readers run beside the writer; NORMAL sync is durable enough with WAL and much faster.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  // A second process (the admin CLI) may hold the write lock briefly.
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', schema: undefined, close: () => db.destroy() };
}

function openPostgres(connectionString: string, schema: string | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // The schema name is checked by the config (lower-case identifier), so it is safe unquoted.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema, close: () => db.destroy() };
}
