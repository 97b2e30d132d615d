import { rmSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * Loaded first by the e2e server's entry (`tests/e2e/server-entry.ts`): the
 * test process holds the other end of our stdin, so when it dies without stopping us — a killed
 * worker, a crash — stdin ends and we stop as on Ctrl+C, leaving no server behind.
 * Orphaned, we also remove our temporary DATA_DIR on exit, as the dead test process no longer can.
 */
function stopAsOrphan(): void {
  const dataDir = process.env.DATA_DIR;
  if (dataDir && basename(dataDir).startsWith('fieldwork-e2e-')) {
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  }
  process.kill(process.pid, 'SIGTERM');
}

process.stdin.once('end', stopAsOrphan);
process.stdin.once('error', stopAsOrphan);
process.stdin.resume();
// Watching stdin must not keep a server that has shut down alive.
process.stdin.unref();
