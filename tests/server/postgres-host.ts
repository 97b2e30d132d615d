import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * `node --import tsx tests/server/postgres-host.ts`, started by startTestPostgres: starts an embedded
 * PostgreSQL, writes one JSON line to stdout — `{"url": …}` or `{"error": …}` — and stops it and
 * exits when stdin ends. The starter holds the other end of stdin, so the server goes when the test
 * run ends it, and also when the run dies without doing so (killed, crashed); Ctrl+C stops it too.
 */
try {
  const postgres = await startEmbeddedPostgres();
  process.stdout.write(`${JSON.stringify({ url: postgres.url })}\n`);
  const stop = () => void postgres.stop().finally(() => process.exit(0));
  process.stdin.once('end', stop);
  process.stdin.once('error', stop);
  process.stdin.resume();
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
  process.exit(1);
}
