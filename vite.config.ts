import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** One config for the client build and every test project (see README, "Tests"). */
export default defineConfig({
  base: '/Web/',
  plugins: [react()],
  build: { outDir: 'dist/client', sourcemap: true },
  test: {
    // The default output, then one line should the PostgreSQL tests have had no PostgreSQL.
    reporters: ['default', './tests/server/postgres-skip-reporter.ts'],
    // Files in a new random order every run: each test makes what it reads. Set here, not with the CLI's
    // --sequence.shuffle, which replaces every project's sequence and so drops their groupOrder below.
    sequence: { shuffle: true },
    // One project after another (sequence.groupOrder): the server and browser files each run one at a time, and
    // without groups the two queues ran side by side on 2 cores, slowing both into timeouts.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', fileParallelism: false,
          // A hook starts a server (migrations, first sign-in): seconds alone, more beside the browser tests on 2 cores.
          hookTimeout: 60_000, globalSetup: ['tests/server/global-setup.ts'], sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e', include: ['tests/e2e/**/*.test.ts'], environment: 'node', fileParallelism: false,
          testTimeout: 30_000, hookTimeout: 120_000, globalSetup: ['tests/server/global-setup.ts', 'tests/e2e/global-setup.ts'], sequence: { groupOrder: 2 },
          // expect.poll waits for a page condition as long as a page action may take (e2eTimeouts.action), not 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
