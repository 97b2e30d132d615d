import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../server/config';

/** Root of the repository (this file lives in tests/e2e); the server process runs there. */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The demo account the e2e server seeds on its first start (DEMO_USERNAME, DEMO_PASSWORD,
 * DEMO_LICENCE). The password meets the rules (ASVS 2.1): 12 or more characters, not common,
 * without the user name.
 */
export const demoAccount = { username: 'demo', password: 'e2e-veldwerk-wachtwoord', licenceNumber: 1000 } as const;

/** How long the server may take to listen, and to stop after SIGTERM before it is killed. */
const startTimeout = 120_000;
const stopTimeout = 10_000;
const keptOutputLines = 400;

/** The real server (server/main.ts) in a child process, on a database the test chose. */
export interface ServerProcess {
  /** Origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  pid: number;
  /** Its recent log lines (pino JSON), for failure messages. */
  output(): string;
  /** Resident memory now, in KiB (VmRSS of /proc/<pid>/status). */
  residentKiB(): number;
  /**
   * Peak resident memory in KiB since the last resetPeak (VmHWM). Falls back to VmRSS when the
   * kernel does not let the peak be reset.
   */
  peakKiB(): number;
  /** Starts a new peak measurement (writes 5 to /proc/<pid>/clear_refs); answers whether the kernel allowed it. */
  resetPeak(): boolean;
  /** SIGTERM, then SIGKILL after 10 s. Safe to call twice. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a power cut or the OOM killer: no shutdown hook runs. Safe to call twice. */
  kill(): Promise<void>;
}

/** The browser tests' server: a process with the built client, the demo seed and its own temporary DATA_DIR. */
export interface RunningServer extends ServerProcess {
  dataDir: string;
}

/** Options of startServer: the built client, and environment overrides (e.g. TOKEN_TTL). */
export interface ServerOptions {
  clientDir: string;
  env?: Record<string, string>;
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]);
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

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
      reject(new Error(`server process ${reason}. Its output:\n${output()}`));
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

/** The environment that points a server process at the test's database (SQLite folder or PostgreSQL schema). */
export function databaseEnvironment(config: Config): Record<string, string> {
  return {
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? '',
    DATABASE_SCHEMA: config.databaseSchema ?? '',
  };
}

/**
 * Starts the server as `npm start` runs it (`node --import tsx`, through `server-entry.ts`) on 127.0.0.1 and a free
 * port, with `env` on top of a quiet default (no demo seed, no client). The watchdog loaded first stops
 * it if this test process dies first.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', './tests/e2e/server-entry.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: '0',
      TRUST_PROXY: '',
      LOG_LEVEL: 'info',
      CLIENT_DIR: join(projectRoot, 'node_modules', '.no-client'),
      ...env,
    },
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
  };
  const kill = async () => {
    if (!exited(child)) {
      child.kill('SIGKILL');
      await waitForExit(child, stopTimeout);
    }
    stopped = true;
    process.removeListener('exit', killOnExit);
  };

  const url = await listeningUrl(child, output).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('server process has no pid');
  let peakResettable = false;
  return {
    url,
    pid,
    output,
    residentKiB: () => statusKiB(pid, 'VmRSS'),
    peakKiB: () => statusKiB(pid, peakResettable ? 'VmHWM' : 'VmRSS'),
    resetPeak: () => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        peakResettable = true;
      } catch {
        peakResettable = false;
      }
      return peakResettable;
    },
    stop,
    kill,
  };
}

/**
 * Starts the very start-up `npm start` runs — migrations, the demo seed, the built client under
 * /Web/ — on SQLite in a temporary DATA_DIR, and waits until /Web/ answers. Stopping removes the folder.
 */
export function startServer(options: ServerOptions): Promise<RunningServer> {
  return startServerIn(mkdtempSync(join(tmpdir(), 'fieldwork-e2e-')), options);
}

/**
 * Kills the server as a power cut would (SIGKILL: no shutdown hook runs) and starts it again on the same DATA_DIR
 * and port, so a browser's pages and cookies stay pointed at it; answers the new process.
 */
export async function killAndRestartServer(running: RunningServer, options: ServerOptions): Promise<RunningServer> {
  await running.kill();
  return startServerIn(running.dataDir, { ...options, env: { ...options.env, PORT: new URL(running.url).port } });
}

async function startServerIn(dataDir: string, options: ServerOptions): Promise<RunningServer> {
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    CLIENT_DIR: options.clientDir,
    // Empty counts as unset: never point a test server at a PostgreSQL from the environment.
    DATABASE_URL: '',
    DATABASE_SCHEMA: '',
    SEED_DEMO: '1',
    DEMO_USERNAME: demoAccount.username,
    DEMO_PASSWORD: demoAccount.password,
    DEMO_LICENCE: String(demoAccount.licenceNumber),
    ...options.env,
  }).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    removeDataDir();
  };
  try {
    const answer = await fetch(`${server.url}/Web/`);
    if (answer.status !== 200) throw new Error(`e2e server answers /Web/ with ${answer.status}. Its output:\n${server.output()}`);
    return { ...server, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
