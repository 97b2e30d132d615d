import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from './harness';
import type { TestServer } from './harness';

const projectRoot = new URL('../..', import.meta.url).pathname;
/** Each case starts the CLI as a process (tsx compiles it first): seconds on a busy 2-core machine, not milliseconds. */
const cliTimeout = 30_000;

describe('npm run admin -- add-user (issue Data service, deliver 10)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    beforeAll(async () => { server = await startTestServer({ dialect }); });
    afterAll(() => server.close());

    /** Runs the CLI as an administrator would, on the test server's database. */
    function admin(...args: string[]) {
      const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
      const env = {
        ...inherited,
        DATA_DIR: server.config.dataDir,
        ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl, DATABASE_SCHEMA: server.config.databaseSchema ?? '' } : {}),
      };
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], { cwd: projectRoot, env, encoding: 'utf8' });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    }

    // Each case has a licence number of its own: the CLI's answers differ for a new and an existing licence.
    it('adds a licence and a user who can then sign in', { timeout: cliTimeout }, async () => {
      const result = admin('add-user', '--licence', '4321', '--username', 'Anna', '--password', 'anna-password', '--name', 'Anna de Vries');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Added user 'anna' to new licence 4321");
      const answer = await server.post<{ name: string; licensenumber: number }>('/auth/login', { Username: 'anna', Password: 'anna-password' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: 'Anna de Vries', licensenumber: 4321 });
    });

    it('adds a second user to an existing licence and refuses a duplicate with exit code 1', { timeout: cliTimeout }, async () => {
      await server.addUser({ licenceNumber: 4322, username: 'first' });
      const added = admin('add-user', '--licence', '4322', '--username', 'bert', '--password', 'bert-password');
      expect(added.code).toBe(0);
      expect(added.stdout).toContain("Added user 'bert' to licence 4322");
      const duplicate = admin('add-user', '--licence', '4322', '--username', 'BERT', '--password', 'other-password');
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain("User 'bert' already exists in licence 4322; nothing changed.");
    });

    it('explains wrong usage with exit code 2', { timeout: cliTimeout }, () => {
      const short = admin('add-user', '--licence', '4323', '--username', 'carl', '--password', 'short');
      expect(short.code).toBe(2);
      expect(short.stderr).toContain('--password is required and needs at least 8 characters.');
      const unknown = admin('remove-everything');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("Unknown command 'remove-everything'.");
    });
  });
});
