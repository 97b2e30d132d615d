import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type { SqliteDialectConfig, SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withFastRows } from './sqlite-fast-rows';
import { ImmediateSqliteDialect } from './sqlite-immediate-dialect';

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
export const sqliteFileName = 'fieldwork.sqlite';

/** The data folder is the server user's alone: other local users cannot read the database (ASVS V8, data protection). */
const dataDirMode = 0o700;

/** The database file and its -wal and -shm companions: read and write for the server user only. */
const databaseFileMode = 0o600;

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the SQLite file DATA_DIR/fieldwork.sqlite (created
 * with its folder when missing) in WAL mode with foreign keys on.
 */
export function openDatabase(settings: DatabaseSettings): DatabaseHandle {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl, settings.databaseSchema) : openSqlite(settings.dataDir);
}

/**
 * Makes the data folder 0700 and the database file 0600 before SQLite opens it — also tightening
 * those an older version created world-readable. SQLite creates the -wal and -shm files with the
 * database file's mode; they are tightened here too when they exist.
 */
function protectDataFiles(dataDir: string, databaseFile: string): void {
  mkdirSync(dataDir, { recursive: true, mode: dataDirMode });
  tighten(dataDir, dataDirMode);
  if (!existsSync(databaseFile)) closeSync(openSync(databaseFile, 'a', databaseFileMode));
  for (const path of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    if (existsSync(path)) tighten(path, databaseFileMode);
  }
}

/**
 * Sets a mode, except on a path another user owns (a mounted volume, a folder an administrator
 * prepared): only its owner may change it, and the server can still use it as it is.
 */
function tighten(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EPERM')) throw error;
  }
}

function openSqlite(dataDir: string): DatabaseHandle {
  const databaseFile = join(dataDir, sqliteFileName);
  protectDataFiles(dataDir, databaseFile);
  const file = new SqliteDatabase(databaseFile);
  // WAL lets readers run beside the writer; NORMAL sync is durable enough with WAL and much faster.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  // A second process (the admin CLI) may hold the write lock briefly.
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(file) }) });
  return { db, dialect: 'sqlite', schema: undefined, close: () => db.destroy() };
}

/** Prepared statements kept per connection: the calls' few hundred distinct statements, most of them small. */
const cachedStatements = 200;

/**
 * The file with its prepared statements reused: Kysely prepares every query it runs, and SQLite
 * compiling the same text again (a bulk save's 10,000-key IN list, a grid's read) costs as much as
 * running it. Least recently used statements are let go past `cachedStatements`. Kysely runs one
 * query at a time on its one connection, so a statement is never asked for while another use of it
 * is still reading.
 */
function withStatementCache(file: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => file.close(),
    prepare: (text: string) => {
      const known = statements.get(text);
      if (known) {
        statements.delete(text);
        statements.set(text, known);
        return known;
      }
      const statement = withFastRows(file.prepare(text));
      statements.set(text, statement);
      if (statements.size > cachedStatements) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
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
