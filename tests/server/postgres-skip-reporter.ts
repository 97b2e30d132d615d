import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { postgresSuiteName, postgresUnavailableVariable } from './postgres-suite';

function onPostgres(test: TestCase): boolean {
  for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) {
    if (parent.name === postgresSuiteName) return true;
  }
  return false;
}

/**
 * Vitest reporter (beside the default one): when the server project's setup could have no
 * PostgreSQL, says once, after the summary, how many tests that skipped and why — a skip nobody
 * sees is how half the suite once went unrun.
 */
export default class PostgresSkipReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const reason = process.env[postgresUnavailableVariable];
    if (!reason) return;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests('skipped')) if (onPostgres(test)) skipped += 1;
    }
    if (skipped === 0) return;
    console.warn(`\nPostgreSQL: ${skipped} tests skipped, as no PostgreSQL could be had: ${reason}. Set TEST_DATABASE_URL to a PostgreSQL to run them.\n`);
  }
}
