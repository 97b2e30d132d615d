import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../../server/config';

const projectRoot = new URL('../../..', import.meta.url).pathname;
const startTimeout = 30_000;
const stopTimeout = 10_000;
const keptOutputLines = 400;

/** The real server (server/main.ts) in a child process, on a database the test made. */
export interface ServerProcess {
  /** Origin, e.g. http://127.0.0.1:41234. */
  url: string;
  pid: number;
  /** Its recent log lines (pino JSON). */
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

/** The environment that points a server process at the test's database (SQLite folder or PostgreSQL schema). */
export function databaseEnvironment(config: Config): Record<string, string> {
  return {
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? '',
    DATABASE_SCHEMA: config.databaseSchema ?? '',
  };
}

/**
 * Starts `node --import tsx server/main.ts` — what `npm start` runs — on 127.0.0.1 and a free
 * port, with `env` on top of a quiet default (no demo seed, no client). The e2e watchdog preload
 * stops it if this test process dies first.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './tests/e2e/server-watchdog.ts', 'server/main.ts'], {
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

  const url = await new Promise<string>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`server process ${reason}. Its output:\n${output()}`));
    };
    const timer = setTimeout(() => fail(`did not listen within ${startTimeout / 1000} s`), startTimeout);
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code}) before listening`));
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  }).catch(async (error: unknown) => {
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
