/** What `npm test` printed that tells whether a fresh machine ran everything. */
export interface TestSummary {
  /** Vitest's closing lines, e.g. 'Test Files 36 passed (36)' and 'Tests 1234 passed | 2 skipped (1236)'. */
  testFiles?: string;
  tests?: string;
  /** Counts by state from the Tests line. */
  counts: Partial<Record<'passed' | 'failed' | 'skipped' | 'todo', number>>;
  /** The Chromium the e2e setup found ('Chromium 153… at /path'). */
  chromium?: string;
  /** How long the embedded PostgreSQL took to start, when the run started one. */
  embeddedPostgres?: string;
  /** The line saying PostgreSQL tests were skipped, if any. */
  postgresSkipped?: string;
  /** The line saying no browser could be had, if any. */
  browserMissing?: string;
}

const lineAfter = (output: string, pattern: RegExp) => pattern.exec(output)?.[1]?.replace(/\s+/g, ' ').trim();

/** Reads the closing lines of `npm test` (plain text: run-command.ts removed the colours). */
export function summariseTestOutput(output: string): TestSummary {
  const tests = lineAfter(output, /^\s*Tests\s+(.+)$/m);
  const counts: TestSummary['counts'] = {};
  for (const [, count, state] of (tests ?? '').matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
    counts[state as keyof TestSummary['counts']] = Number(count);
  }
  return {
    testFiles: lineAfter(output, /^\s*Test Files\s+(.+)$/m),
    tests,
    counts,
    chromium: lineAfter(output, /^e2e: (.+)$/m),
    embeddedPostgres: lineAfter(output, /^server: embedded PostgreSQL ready in (.+)$/m),
    postgresSkipped: lineAfter(output, /^(PostgreSQL: \d+ tests skipped.*)$/m),
    browserMissing: lineAfter(output, /(No browser for the browser tests: .*)$/m),
  };
}
