import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './client-build';

/**
 * The demo account the e2e server seeds on its first start (DEMO_USERNAME, DEMO_PASSWORD,
 * DEMO_LICENCE). The password meets the rules (ASVS 2.1): 12 or more characters, not common,
 * without the user name.
 */
export const demoAccount = { username: 'demo', password: 'e2e-veldwerk-wachtwoord', licenceNumber: 1000 } as const;

/** How long the server may take to listen, and to stop after SIGTERM before it is killed. */
const startTimeout = 30_000;
const stopTimeout = 10_000;
const keptOutputLines = 200;

/** The real server (server/main.ts) in a child process on 127.0.0.1 with its own temporary DATA_DIR. */
export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  dataDir: string;
  /** The server's last log lines (pino JSON), for failure messages. */
  output(): string;
  /** SIGTERM, wait (SIGKILL after 10 s), then remove DATA_DIR. Safe to call twice. */
  stop(): Promise<void>;
}

/** Options of startServer: the built client, and environment overrides (e.g. TOKEN_TTL). */
export interface ServerOptions {
  clientDir: string;
  env?: Record<string, string>;
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, milliseconds: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), milliseconds);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Resolves with the origin the server logs once it listens; rejects if it exits or takes too long. */
function listeningUrl(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`e2e server ${reason}. Its output:\n${output()}`));
    };
    const timer = setTimeout(() => fail(`did not listen within ${startTimeout / 1000} s`), startTimeout);
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code}) before listening`));
    child.once('error', (error) => fail(`could not start: ${error.message}`));
    child.stdout?.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
}

/**
 * Starts `node --import tsx server/main.ts` — the very start-up `npm start` runs: migrations, the
 * demo seed, the built client under /Web/ — on a free port (PORT=0) and waits until /Web/ answers.
 * A watchdog preload stops the server if this process dies first.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldwork-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    CLIENT_DIR: options.clientDir,
    // Empty counts as unset: never point a test server at a PostgreSQL from the environment.
    DATABASE_URL: '',
    DATABASE_SCHEMA: '',
    TRUST_PROXY: '',
    SEED_DEMO: '1',
    DEMO_USERNAME: demoAccount.username,
    DEMO_PASSWORD: demoAccount.password,
    DEMO_LICENCE: String(demoAccount.licenceNumber),
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './tests/e2e/server-watchdog.ts', 'server/main.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
    lines.splice(0, Math.max(0, lines.length - keptOutputLines));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const output = () => lines.join('\n');
  // Last resort when the worker exits without afterAll (e.g. process.exit): no server left behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited(child)) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, stopTimeout))) {
        child.kill('SIGKILL');
        await waitForExit(child, stopTimeout);
      }
    }
    process.removeListener('exit', killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await listeningUrl(child, output);
    const answer = await fetch(`${url}/Web/`);
    if (answer.status !== 200) throw new Error(`e2e server answers /Web/ with ${answer.status}. Its output:\n${output()}`);
    return { url, dataDir, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
