import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../../../server/config';
import { sqliteFileName } from '../../../server/db/connection';
import type { SqlDialect } from '../../../server/db/connection';

/** Looks into the database from outside the server: is a write transaction of the server open now? */
export interface WriteProbe {
  /**
   * SQLite: another connection cannot take the write lock (twice, a few ms apart, so a short
   * write of the job queue or a session is not taken for the save). PostgreSQL: a backend of the
   * server (known by its application_name) holds a transaction id, i.e. has written, and its
   * statement is on `table`.
   */
  writing(table: string): Promise<boolean>;
  /** SQLite only: PRAGMA integrity_check ('ok' when the file is whole); 'ok' on PostgreSQL. */
  integrity(): Promise<string>;
  close(): Promise<void>;
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function sqliteProbe(config: Config): WriteProbe {
  const file = new SqliteDatabase(join(config.dataDir, sqliteFileName), { timeout: 0 });
  const lockHeld = () => {
    try {
      file.exec('begin immediate');
      file.exec('rollback');
      return false;
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'SQLITE_BUSY') return true;
      throw error;
    }
  };
  return {
    writing: async () => {
      if (!lockHeld()) return false;
      await pause(5);
      return lockHeld();
    },
    integrity: () => Promise.resolve(String(file.pragma('integrity_check', { simple: true }))),
    close: () => Promise.resolve(void file.close()),
  };
}

function postgresProbe(databaseUrl: string, applicationName: string): WriteProbe {
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  return {
    writing: async (table) => {
      await connected;
      const found = await client.query<{ count: string }>(
        'select count(*) from pg_stat_activity where application_name = $1 and backend_xid is not null and query like $2',
        [applicationName, `%"${table}"%`],
      );
      return Number(found.rows[0]?.count) > 0;
    },
    integrity: () => Promise.resolve('ok'),
    close: async () => {
      await connected;
      await client.end();
    },
  };
}

/** A probe on the test's database; on PostgreSQL the server must connect with `applicationName` (see withApplicationName). */
export function writeProbe(dialect: SqlDialect, config: Config, applicationName: string): WriteProbe {
  if (dialect === 'sqlite') return sqliteProbe(config);
  if (!config.databaseUrl) throw new Error('no DATABASE_URL for the PostgreSQL probe');
  return postgresProbe(config.databaseUrl, applicationName);
}

/** The PostgreSQL URL with application_name set, so the probe can tell this server's backends from others. */
export function withApplicationName(databaseUrl: string, applicationName: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}
