import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Milliseconds the host may take to answer (initdb and start take about 1 s here), and to stop. */
const startTimeout = 90_000;
const stopTimeout = 15_000;

/** A PostgreSQL that this process started for its tests, and how to stop it. */
export interface TestPostgres {
  /** postgres://postgres:…@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server, removes its data folder and waits for the host to exit. Safe to call twice. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess, milliseconds: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), milliseconds);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The host's one JSON line: the server's URL, or why there is none. */
function firstLine(host: ChildProcess): Promise<{ url?: string; error?: string }> {
  return new Promise((resolve) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => resolve({ error: `no answer within ${startTimeout / 1000} s` }), startTimeout);
    const answer = (value: { url?: string; error?: string }) => {
      clearTimeout(timer);
      resolve(value);
    };
    host.stderr?.on('data', (chunk: Buffer) => { errors = `${errors}${chunk.toString('utf8')}`.slice(-2000); });
    host.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = output.split('\n')[0];
      if (!output.includes('\n') || !line) return;
      try {
        answer(JSON.parse(line) as { url?: string; error?: string });
      } catch {
        answer({ error: `unexpected answer: ${line}` });
      }
    });
    host.once('error', (error) => answer({ error: error.message }));
    host.once('exit', (code) => answer({ error: `its host exited (${code}): ${errors.trim().split('\n').slice(-3).join(' | ')}` }));
  });
}

/**
 * Starts an embedded PostgreSQL (embedded-postgres.ts) in a host process of its own
 * (postgres-host.ts), for the server suite and the benchmarks when TEST_DATABASE_URL is not set.
 * Throws with the reason when none can be started.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const host = spawn(process.execPath, ['--import', 'tsx', 'tests/server/postgres-host.ts'], { cwd: projectRoot, stdio: ['pipe', 'pipe', 'pipe'] });
  const answer = await firstLine(host);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    host.stdin?.end();
    if (!(await exited(host, stopTimeout))) host.kill('SIGKILL');
  };
  if (!answer.url) {
    await stop();
    throw new Error(answer.error ?? 'no URL');
  }
  // The host must not keep this process alive; ending this process ends its stdin, and so the host.
  host.unref();
  for (const stream of [host.stdin, host.stdout, host.stderr]) (stream as Socket | null)?.unref();
  return { url: answer.url, stop };
}
