import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A real server process (server/main.ts, as `npm start` runs it) on a DATA_DIR the test owns, so it can be killed and started again. */
export interface ServerChild {
  url: string;
  /** SIGKILL: no shutdown hook runs, as in a power cut. */
  kill(): Promise<void>;
}

const projectRoot = join(import.meta.dirname, '..', '..', '..');

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server on a free port with the demo account and project seeded on its first start. */
export function startServerChild(dataDir: string, demo: { username: string; password: string }): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', './tests/e2e/server-entry.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client'), DATABASE_URL: '', DATABASE_SCHEMA: '',
      SEED_DEMO: '1', DEMO_USERNAME: demo.username, DEMO_PASSWORD: demo.password, DEMO_LICENCE: '1000', LOG_LEVEL: 'info',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const kill = async () => {
    child.kill('SIGKILL');
    await exitOf(child);
  };
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], kill });
    });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
    child.once('exit', (code, signal) => reject(new Error(`server exited (${signal ?? code}) before listening:\n${output.slice(-3000)}`)));
  });
}
