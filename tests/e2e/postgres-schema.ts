import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import type { DatabaseHandle } from '../../server/db/connection';

/** A schema of its own on TEST_DATABASE_URL for one browser-test server, and its removal. */
export interface PostgresSchema {
  /** DATABASE_URL and DATABASE_SCHEMA for the server process. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty schema (the server migrates and seeds it on start); throws when the run has no PostgreSQL. */
export async function postgresSchema(): Promise<PostgresSchema> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the browser tests on PostgreSQL need one');
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  await runStatement(url, `create schema ${schema}`);
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    drop: () => runStatement(url, `drop schema if exists ${schema} cascade`),
  };
}

/** The browser-test server's database (see E2eHarness.databaseEnv), opened beside it for a test's checks; close it after. */
export function openHarnessDatabase(databaseEnv: Record<string, string>): DatabaseHandle {
  return openDatabase(loadConfig({ LOG_LEVEL: 'silent', ...databaseEnv }));
}
