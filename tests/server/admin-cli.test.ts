import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommands } from '../../server/admin/commands';
import { forEachDatabase, refreshTokenOf, startTestServer } from './harness';
import type { TestServer } from './harness';

const projectRoot = new URL('../..', import.meta.url).pathname;
/** Each case starts the CLI as a process (tsx compiles it first): seconds on a busy 2-core machine, not milliseconds. */
const cliTimeout = 60_000;
const settingsCall = '/ManagementRestService_V1_0/GetSettingByName';

describe('npm run admin (spec 02 section 6; ASVS 2.1, 3.3.3, 7.2.1)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    beforeAll(async () => { server = await startTestServer({ dialect }); });
    afterAll(() => server.close());

    /** Runs the CLI as an administrator would, in its own process, on the test server's database, with `input` as its standard input. */
    function adminProcess(args: string[], input = '') {
      const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
      const env = {
        ...inherited,
        DATA_DIR: server.config.dataDir,
        ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl, DATABASE_SCHEMA: server.config.databaseSchema ?? '' } : {}),
      };
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], { cwd: projectRoot, env, encoding: 'utf8', input });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    }

    /**
     * Runs one command in this process (what the CLI does after opening the database): the same
     * code, without a tsx start-up of seconds per case.
     */
    async function admin(args: string[], input = '') {
      const [command = '', ...rest] = args;
      const handler = adminCommands[command];
      if (!handler) throw new Error(`no command ${command}`);
      let stdout = '';
      let stderr = '';
      const code = await handler(rest, {
        database: server.database, where: 'test database', input: Readable.from(input === '' ? [] : [input]),
        out: (text) => { stdout += text; }, err: (text) => { stderr += text; },
      });
      return { code, stdout, stderr };
    }

    const signIn = (username: string, password: string) => server.post<{ name: string; licensenumber: number; access_token: string }>('/auth/login', { Username: username, Password: password });
    const settings = (username: string, licence: number, token: string) =>
      server.post(settingsCall, { Authorisation: { Username: username, Licensenumber: licence }, SettingName: 'x' }, token);

    it('adds a licence and a user, the password read from standard input, who can then sign in', { timeout: cliTimeout }, async () => {
      const result = adminProcess(['add-user', '--licence', '4310', '--username', 'Anna', '--name', 'Anna de Vries'], 'zandige-klei-boring-42\n');
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain("Added user 'anna' to new licence 4310");
      const answer = await signIn('anna', 'zandige-klei-boring-42');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: 'Anna de Vries', licensenumber: 4310 });
    });

    it('adds a second user to an existing licence and refuses a duplicate with exit code 1', async () => {
      expect((await admin(['add-user', '--licence', '4322', '--username', 'bert'], 'veenlaag-onder-zand-9\n')).stdout).toContain('to new licence 4322');
      expect((await admin(['add-user', '--licence', '4322', '--username', 'berta'], 'veenlaag-onder-zand-9\n')).stdout).toContain('to licence 4322');
      const duplicate = await admin(['add-user', '--licence', '4322', '--username', 'BERT'], 'another-long-secret-5\n');
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain("User 'bert' already exists in licence 4322; nothing changed.");
    });

    it('refuses weak passwords with the rules that broke, and a 1,500-character one that could never sign in (ASVS 2.1)', async () => {
      const cases: [string, string][] = [
        ['12345678\n', 'needs at least 12 characters'],
        [`${' '.repeat(8)}\n`, 'must not be empty or only spaces'],
        ['password1234\n', 'too common'],
        ['carl-is-my-password\n', 'must not contain the user name'],
        [`${'k7#vQ9-brm2x'.repeat(125)}\n`, 'at most 128 characters'],
      ];
      for (const [input, reason] of cases) {
        const result = await admin(['add-user', '--licence', '4323', '--username', 'carl'], input);
        expect(result.code, input.slice(0, 20)).toBe(1);
        expect(result.stderr).toContain('The password was refused; nothing changed.');
        expect(result.stderr).toContain(reason);
      }
      expect((await signIn('carl', '12345678')).status).toBe(401);
    });

    it('never takes the password on the command line, and explains wrong usage with exit code 2', { timeout: cliTimeout }, () => {
      const onCommandLine = adminProcess(['add-user', '--licence', '4324', '--username', 'dora', '--password', 'visible-to-everyone-1']);
      expect(onCommandLine.code).toBe(2);
      expect(onCommandLine.stderr).toContain('--password is no longer accepted');
      const noInput = adminProcess(['add-user', '--licence', '4324', '--username', 'dora']);
      expect(noInput.code).toBe(1);
      expect(noInput.stderr).toContain('No password on standard input');
      const unknown = adminProcess(['remove-everything']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("Unknown command 'remove-everything'.");
    });

    it('reset-password sets a new password and ends every session of the user (ASVS 3.3.3)', async () => {
      const user = await server.addUser({ username: 'erik', licenceNumber: 4325 });
      const before = await signIn('erik', user.password);
      const result = await admin(['reset-password', '--licence', '4325', '--username', 'Erik'], 'kleiig-zand-met-grind-3\n');
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain("New password for 'erik' in licence 4325");
      expect(result.stdout).toContain('2 tokens revoked');
      expect((await settings('erik', 4325, before.body.access_token)).status).toBe(401);
      expect((await server.refresh(refreshTokenOf(before) ?? '')).status).toBe(401);
      expect((await signIn('erik', user.password)).status).toBe(401);
      expect((await signIn('erik', 'kleiig-zand-met-grind-3')).status).toBe(200);
    });

    it('block-user ends every session and unblock-user does not bring one back (ASVS 3.3.3)', async () => {
      const user = await server.addUser({ username: 'fenna', licenceNumber: 4326 });
      const before = await signIn('fenna', user.password);
      expect((await admin(['block-user', '--licence', '4326', '--username', 'fenna'])).stdout).toContain("Blocked 'fenna' in licence 4326");
      expect((await signIn('fenna', user.password)).status).toBe(403);
      expect((await admin(['unblock-user', '--licence', '4326', '--username', 'fenna'])).stdout).toContain("Unblocked 'fenna'");
      expect((await settings('fenna', 4326, before.body.access_token)).status).toBe(401);
      expect((await server.refresh(refreshTokenOf(before) ?? '')).status).toBe(401);
      expect((await signIn('fenna', user.password)).status).toBe(200);
    });

    it('delete-user removes the user and its sessions; an unknown user is refused with exit code 1', async () => {
      const user = await server.addUser({ username: 'gijs', licenceNumber: 4327 });
      const before = await signIn('gijs', user.password);
      expect((await admin(['delete-user', '--licence', '4327', '--username', 'gijs'])).code).toBe(0);
      expect((await settings('gijs', 4327, before.body.access_token)).status).toBe(401);
      expect((await signIn('gijs', user.password)).status).toBe(401);
      const unknown = await admin(['delete-user', '--licence', '4327', '--username', 'gijs']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("No user 'gijs' in licence 4327; nothing changed.");
    });

    it('audit lists sign-ins, failures and the changes above, newest first, with no password in it (ASVS 7.1.1, 7.2.1)', async () => {
      const user = await server.addUser({ username: 'hanna', licenceNumber: 4328 });
      expect((await signIn('HANNA ', 'not-her-password-at-all')).status).toBe(401);
      expect((await signIn('hanna', user.password)).status).toBe(200);
      const result = await admin(['audit', '--username', 'hanna', '--json']);
      expect(result.code, result.stderr).toBe(0);
      const events = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as { event: string; username: string; address: string });
      expect(events.map((event) => event.event)).toEqual(['signIn.succeeded', 'signIn.failed', 'admin.userAdded']);
      expect(events[1]).toMatchObject({ username: 'hanna', address: '127.0.0.1' });
      expect(result.stdout).not.toContain('not-her-password-at-all');
      expect(result.stdout).not.toContain(user.password);
      expect((await admin(['audit', '--limit', '2'])).stdout.trim().split('\n')).toHaveLength(2);
    });

    it('unlock-user lifts a sign-in lock on a user name (ASVS 2.2.1)', async () => {
      const user = await server.addUser({ username: 'ivo', licenceNumber: 4329 });
      await server.db.insertInto('authThrottles').values({ throttleKey: 'account:ivo', failures: 9, lastFailureAt: new Date().toISOString(), lockedUntil: new Date(Date.now() + 600_000).toISOString() }).execute();
      expect((await signIn('ivo', user.password)).status).toBe(429);
      expect((await admin(['unlock-user', '--username', 'IVO'])).stdout).toContain("Lifted the sign-in lock on 'ivo'.");
      expect((await signIn('ivo', user.password)).status).toBe(200);
    });
  });
});
