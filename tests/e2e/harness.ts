import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, vi } from 'vitest';
import { postgresSuiteName } from '../server/postgres-suite';
import { openDemoProject, signIn } from './app-actions';
import { chromiumLaunchOptions } from './browser-executable';
import { ensureClientBuild } from './client-build';
import type { ClientEnv } from './client-build';
import { collectPageProblems, describeProblems } from './page-problems';
import type { PageProblem } from './page-problems';
import { postgresSchema } from './postgres-schema';
import { killAndRestartServer, startServer } from './server-process';
import type { RunningServer } from './server-process';
import { sqliteFileName } from '../../server/db/connection';
import type { SqlDialect } from '../../server/db/connection';

export { appPath, demoProject, openDemoProject, recordToolbarDrawn, runPaletteCommand, signIn, signInForm } from './app-actions';
export { expectNoSeriousA11yViolations } from './accessibility';
export { expectNoPageProblems } from './page-problems';
export { openHarnessDatabase } from './postgres-schema';
export type { PageProblem } from './page-problems';
export { demoAccount } from './server-process';

export { chromiumLaunchOptions } from './browser-executable';

/** Milliseconds: a test, the once-per-file start (a cold client build included), the stop, one page action. */
const e2eTimeouts = { test: 30_000, setup: 120_000, teardown: 30_000, action: 10_000 } as const;

/** Every context starts in Dutch (the default language) in Dutch time, so labels and dates are predictable. */
export const defaultContextOptions: BrowserContextOptions = { locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', viewport: { width: 1280, height: 800 } };

/** Server environment overrides and context options for one test file. */
export interface HarnessOptions {
  serverEnv?: Record<string, string>;
  /** Build-time settings of the client (VITE_…), e.g. an external application's URL. */
  clientEnv?: ClientEnv;
  contextOptions?: BrowserContextOptions;
  /** The server's database: SQLite in its DATA_DIR (the default, as `npm start`), or a fresh PostgreSQL schema with the demo seed. */
  database?: SqlDialect;
}

/** Where the once-per-file start spent its time (milliseconds; build and server run beside the browser launch). */
export interface HarnessTimings {
  clientBuild: number;
  clientReused: boolean;
  server: number;
  browser: number;
  total: number;
}

/** A browser context with one page and the problems recorded on it. */
export interface TestPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblem[];
}

/** One server and one browser for the file; a fresh context and page for each test. */
export interface E2eHarness extends TestPage {
  /** The server's origin, e.g. http://127.0.0.1:41234 (also the contexts' baseURL). */
  readonly url: string;
  /** The built client the server serves (its index.html and assets/). */
  readonly clientDir: string;
  /** The server's DATA_DIR (its SQLite database), e.g. for the admin CLI to add a user. */
  readonly dataDir: string;
  /** Where the server's database is (DATA_DIR, or DATABASE_URL and DATABASE_SCHEMA): see openHarnessDatabase. */
  readonly databaseEnv: Record<string, string>;
  readonly browser: Browser;
  readonly timings: HarnessTimings;
  /** The server's recent log lines. */
  serverOutput(): string;
  /** Another context (say, a second user or another locale), closed with the test. */
  newPage(options?: BrowserContextOptions): Promise<TestPage>;
  /** Kills the server (SIGKILL) and starts it again on the same DATA_DIR and origin (SQLite harnesses only). */
  killAndRestartServer(): Promise<void>;
}

interface FileState {
  server: RunningServer;
  databaseEnv: Record<string, string>;
  browser: Browser;
  clientDir: string;
  timings: HarnessTimings;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`e2e harness: ${what} is only available inside a test of a file that called useE2eHarness()`);
  return value;
}

async function startFile(options: HarnessOptions): Promise<FileState> {
  const started = performance.now();
  const since = (from: number) => Math.round(performance.now() - from);
  const serving = (async () => {
    const client = await ensureClientBuild(options.clientEnv);
    const serverStarted = performance.now();
    const postgres = options.database === 'postgres' ? await postgresSchema() : undefined;
    const server = await startServer({ clientDir: client.dir, env: { ...postgres?.env, ...options.serverEnv } }).catch(async (error: unknown) => {
      await postgres?.drop();
      throw error;
    });
    const stop = async () => {
      await server.stop();
      await postgres?.drop();
    };
    return { client, server: { ...server, stop }, databaseEnv: { DATA_DIR: server.dataDir, ...postgres?.env }, serverMs: since(serverStarted) };
  })();
  const launching = (async () => {
    const launched = performance.now();
    const browser = await chromium.launch(await chromiumLaunchOptions());
    return { browser, browserMs: since(launched) };
  })();
  const [served, launched] = await Promise.allSettled([serving, launching]);
  if (served.status === 'rejected' || launched.status === 'rejected') {
    // Stop whichever half did start before failing the file.
    if (served.status === 'fulfilled') await served.value.server.stop();
    if (launched.status === 'fulfilled') await launched.value.browser.close();
    throw served.status === 'rejected' ? served.reason : (launched as PromiseRejectedResult).reason;
  }
  const { client, server, databaseEnv, serverMs } = served.value;
  const timings = { clientBuild: client.milliseconds, clientReused: client.reused, server: serverMs, browser: launched.value.browserMs, total: since(started) };
  if (process.env.E2E_TIMINGS === '1') console.info(`e2e harness ready in ${timings.total} ms: ${JSON.stringify(timings)}`);
  return { server, databaseEnv, browser: launched.value.browser, clientDir: client.dir, timings };
}

/**
 * Registers the hooks of a browser-test file: before all, the client build
 * (reused when unchanged), the real server on a free port with a fresh demo-seeded DATA_DIR, and
 * Chromium; before each test a fresh context and page; after each test its contexts closed; after
 * all, browser, server and DATA_DIR gone — also when a test or the start itself failed.
 */
export function useE2eHarness(options: HarnessOptions = {}): E2eHarness {
  vi.setConfig({ testTimeout: e2eTimeouts.test });
  let file: FileState | undefined;
  let current: TestPage | undefined;
  let contexts: BrowserContext[] = [];

  const newPage = async (contextOptions: BrowserContextOptions = {}): Promise<TestPage> => {
    const { browser, server } = required(file, 'the browser');
    const context = await browser.newContext({ ...defaultContextOptions, ...options.contextOptions, ...contextOptions, baseURL: server.url });
    contexts.push(context);
    context.setDefaultTimeout(e2eTimeouts.action);
    const problems = collectPageProblems(context);
    return { context, page: await context.newPage(), problems };
  };

  beforeAll(async () => {
    file = await startFile(options);
  }, e2eTimeouts.setup);

  afterAll(async () => {
    const stopping = file;
    file = undefined;
    if (!stopping) return;
    const results = await Promise.allSettled([stopping.browser.close(), stopping.server.stop()]);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }, e2eTimeouts.teardown);

  beforeEach(async ({ onTestFailed }) => {
    current = await newPage();
    const page = current;
    onTestFailed(() => {
      const problems = describeProblems(page.problems).join('\n') || '(none)';
      const serverLog = file?.server.output().split('\n').slice(-30).join('\n') ?? '';
      console.error(`Page problems:\n${problems}\nLast server log lines:\n${serverLog}`);
    });
  }, e2eTimeouts.test);

  afterEach(async () => {
    const closing = contexts;
    contexts = [];
    current = undefined;
    await Promise.allSettled(closing.map((context) => context.close()));
  }, e2eTimeouts.teardown);

  return {
    get url() { return required(file, 'the server').server.url; },
    get clientDir() { return required(file, 'the client build').clientDir; },
    get dataDir() { return required(file, 'the server').server.dataDir; },
    get databaseEnv() { return required(file, 'the server').databaseEnv; },
    get browser() { return required(file, 'the browser').browser; },
    get timings() { return required(file, 'timings').timings; },
    get context() { return required(current, 'the context').context; },
    get page() { return required(current, 'the page').page; },
    get problems() { return required(current, 'the page problems').problems; },
    serverOutput: () => file?.server.output() ?? '',
    newPage,
    killAndRestartServer: async () => {
      const state = required(file, 'the server');
      if (options.database === 'postgres') throw new Error('e2e harness: killAndRestartServer runs on SQLite only');
      state.server = await killAndRestartServer(state.server, { clientDir: state.clientDir, env: { ...options.serverEnv } });
    },
  };
}

/** Signs in on a page of its own and reads the seeded demo project's id (for a file's beforeAll). */
export async function demoProjectId(harness: E2eHarness): Promise<number> {
  const { page, context } = await harness.newPage();
  try {
    await signIn(page);
    return await openDemoProject(page);
  } finally {
    await context.close();
  }
}

/** The demo project's id and GUID, for calls that name the project by its GUID. */
export async function demoProjectKeys(harness: E2eHarness): Promise<{ projectId: number; projectGuid: string }> {
  const projectId = await demoProjectId(harness);
  const projectGuid = readServerSqlite(harness, (db) => (db.prepare('select PrGuid from tblProjects where PrID = ?').get(projectId) as { PrGuid: string }).PrGuid);
  return { projectId, projectGuid };
}

/**
 * Runs a browser-test file's describe block on SQLite (the embedded default) and on PostgreSQL (for teams);
 * the PostgreSQL half is skipped, and counted, when the run has none.
 */
export function forEachE2eDatabase(define: (database: SqlDialect) => void): void {
  describe('sqlite', () => define('sqlite'));
  describe.skipIf(!process.env.TEST_DATABASE_URL)(postgresSuiteName, () => define('postgres'));
}

/** Reads the file's server database read-only for a test's checks (the default harness database, SQLite in DATA_DIR). */
export function readServerSqlite<T>(harness: E2eHarness, read: (db: Database.Database) => T): T {
  const db = new Database(join(harness.dataDir, sqliteFileName), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
