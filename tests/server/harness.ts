import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Config } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { refreshCookieName } from '../../server/routes/session-cookie';
import type { DatabaseHandle, SqlDialect } from '../../server/db/connection';
import type { Executor } from '../../server/db/executor';
import { migrateToLatest } from '../../server/db/migrate';
import { addAccount } from '../../server/services/account-service';
import { postgresSuiteName } from './postgres-suite';
import type { NewAccount } from '../../server/services/account-service';

/**
 * PostgreSQL for the same suite: the caller's TEST_DATABASE_URL, else the one the server project's
 * globalSetup started (global-setup.ts); unset only when none could be had.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** The account every test server starts with (licence 1000, no rights); the password meets ASVS 2.1. */
export const defaultAccount = { licenceNumber: 1000, username: 'tester', password: 'grondwater-peilbuis-7' } as const;

/** The refresh cookie's name. */
export const refreshCookie = refreshCookieName;

/** The value of the refresh cookie an answer sets, if it sets one ('' when it clears it). */
export function refreshTokenOf(answer: { headers: Headers }): string | undefined {
  const header = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${refreshCookie}=`));
  return header === undefined ? undefined : decodeURIComponent(header.slice(refreshCookie.length + 1).split(';')[0] ?? '');
}

/** Web's application code (spec 01 section 9). */
const webApplicationCode = 61;

/** An answer as a client sees it. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the answer was not JSON. */
  body: T;
  text: string;
}

/** User name, password and licence of an account to sign in with. */
export interface Credentials {
  username: string;
  password: string;
  licenceNumber?: number;
}

/** A signed-in user: tokens, the matching Authorisation object, and a poster that sends both. */
export interface Session {
  accessToken: string;
  /** From the HttpOnly cookie the sign-in answer set. */
  refreshToken: string;
  authorisation: { Username: string; Licensenumber: number; ApplicationCode: number; Language: string };
  /** POSTs body + this session's Authorisation object with its bearer token. */
  call<T = Record<string, unknown>>(path: string, body?: Record<string, unknown>): Promise<Answer<T>>;
}

/** A running server on 127.0.0.1 with its own fresh database. */
export interface TestServer {
  url: string;
  dialect: SqlDialect;
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** Kysely on the server's database, to arrange data or check that a refusal changed nothing. */
  db: Executor;
  /** POSTs `body` (an object as JSON; a string is sent as it is) with an optional bearer token and headers. */
  post<T = Record<string, unknown>>(path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<Answer<T>>;
  /** POSTs /auth/refresh as the browser does: the refresh token as the cookie, an empty JSON body. */
  refresh<T = Record<string, unknown>>(refreshToken: string, headers?: Record<string, string>): Promise<Answer<T>>;
  /** Adds an account (licence created when new); fields default to a fresh user in licence 1000. */
  addUser(account?: Partial<NewAccount>): Promise<Credentials & { licenceNumber: number; userId: number; licenceId: number }>;
  /** Signs in (the default account when no credentials are given); throws unless it succeeds. */
  login(credentials?: Credentials): Promise<Session>;
  /** Stops the server, closes the database, and removes its folder or schema. */
  close(): Promise<void>;
}

/** Options of startTestServer: the database, and environment overrides (e.g. BODY_LIMIT). */
export interface TestServerOptions {
  dialect?: SqlDialect;
  env?: Record<string, string>;
  /** Registers extra routes (e.g. with registerCall) before the server listens. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

async function runOnPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function readAnswer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/** A fresh, migrated database with the config pointing at it, and how to throw it away. */
export interface FreshDatabase {
  config: Config;
  database: DatabaseHandle;
  /** Closes the database and removes its folder or schema. */
  dispose(): Promise<void>;
}

/**
 * A new empty database — a temporary DATA_DIR for SQLite, a new schema for PostgreSQL — migrated
 * unless `migrate` is false; `env` overrides the environment the config is read from.
 */
export async function freshDatabase(dialect: SqlDialect, env: Record<string, string> = {}, migrate = true): Promise<FreshDatabase> {
  if (dialect === 'postgres' && !testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldwork-test-'));
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await runOnPostgres(`create schema ${schema}`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, 'no-client'),
    LOG_LEVEL: 'silent',
    ...(schema && testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const database = openDatabase(config);
  if (migrate) await migrateToLatest(database);
  return {
    config,
    database,
    dispose: async () => {
      await database.close();
      if (schema) await runOnPostgres(`drop schema if exists ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the app on a fresh database (see freshDatabase) with the default account in it, and
 * listens on a free port of 127.0.0.1, so tests go through real HTTP.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dialect = options.dialect ?? 'sqlite';
  const { config, database, dispose } = await freshDatabase(dialect, options.env);
  const app = await buildApp({ db: database, config, logger: false });
  await options.configure?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  const post = async <T>(path: string, body?: unknown, token?: string, extraHeaders: Record<string, string> = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return readAnswer<T>(await fetch(`${url}${path}`, { method: 'POST', headers, body: payload }));
  };

  const refresh = <T>(refreshToken: string, headers: Record<string, string> = {}) =>
    post<T>('/auth/refresh', {}, undefined, { cookie: `${refreshCookie}=${encodeURIComponent(refreshToken)}`, ...headers });

  let userCount = 0;
  const addUser: TestServer['addUser'] = async (account = {}) => {
    userCount += 1;
    const full: NewAccount = {
      licenceNumber: defaultAccount.licenceNumber,
      username: `user${userCount}`,
      password: `veldwerk-${userCount}-${randomBytes(4).toString('hex')}`,
      ...account,
    };
    const added = await addAccount(database.db, full);
    if (!added.ok) throw new Error(`could not add ${full.username}: ${added.reason}`);
    return { username: full.username, password: full.password, licenceNumber: full.licenceNumber, userId: added.userId, licenceId: added.licenceId };
  };

  const login = async (credentials: Credentials = defaultAccount): Promise<Session> => {
    const answer = await post<{ access_token: string; licensenumber: number }>('/auth/login', {
      Username: credentials.username,
      Password: credentials.password,
      ...(credentials.licenceNumber === undefined ? {} : { Licensenumber: credentials.licenceNumber }),
    });
    if (answer.status !== 200) throw new Error(`login failed with ${answer.status}: ${answer.text}`);
    const refreshToken = refreshTokenOf(answer);
    if (!refreshToken) throw new Error('the sign-in answer set no refresh cookie');
    const authorisation = { Username: credentials.username, Licensenumber: answer.body.licensenumber, ApplicationCode: webApplicationCode, Language: 'eng' };
    return {
      accessToken: answer.body.access_token,
      refreshToken,
      authorisation,
      call: (path, body = {}) => post(path, { Authorisation: authorisation, ...body }, answer.body.access_token),
    };
  };

  await addUser({ ...defaultAccount });

  return {
    url, dialect, app, config, database, db: database.db, post, refresh, addUser, login,
    close: async () => {
      // Closing waits for requests in flight; a socket a test's client left mid-request is cut after 2 s, so
      // one stuck socket cannot hold the suite (twice an afterAll of the watercourse import waited out its hook).
      const cut = setTimeout(() => app.server.closeAllConnections(), 2000);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
      await dispose();
    },
  };
}

/** A describe block on PostgreSQL: skipped (and counted, see postgres-skip-reporter.ts) when none could be had. */
export function describeOnPostgres(define: () => void): void {
  describe.skipIf(!testDatabaseUrl)(postgresSuiteName, define);
}

/** Runs the same describe block on SQLite and on PostgreSQL. */
export function forEachDatabase(define: (dialect: SqlDialect) => void): void {
  describe('sqlite', () => define('sqlite'));
  describeOnPostgres(() => define('postgres'));
}
