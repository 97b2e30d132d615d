import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../../src/domain/auth/throttle';
import { addAccount } from '../../../server/services/account-service';
import { forEachDatabase, freshDatabase } from '../harness';
import type { FreshDatabase } from '../harness';
import { databaseEnvironment, startServerProcess } from '../../e2e/server-process';
import type { ServerProcess } from '../../e2e/server-process';

const spawnTimeout = 120_000;
const account = { licenceNumber: 1000, username: 'shared', password: 'gedeelde-database-2026' };
const guessedPassword = 'Guessed-Password-77';

/** A documentation address (RFC 5737) of its own for each test, so they pass in any order. */
const freshAddress = () => `203.0.${randomBytes(1)[0] ?? 0}.${randomBytes(1)[0] ?? 0}`;

describe('two server processes on one database share the throttle, and a restart keeps it (ASVS 2.2.1)', { timeout: 120_000 }, () => {
  forEachDatabase((dialect) => {
    let fresh: FreshDatabase;
    const servers: ServerProcess[] = [];
    // TRUST_PROXY: each test plays its own client address through X-Forwarded-For.
    const environment = () => ({ ...databaseEnvironment(fresh.config), TRUST_PROXY: '1' });

    beforeAll(async () => {
      fresh = await freshDatabase(dialect);
      const added = await addAccount(fresh.database.db, account);
      if (!added.ok) throw new Error(`could not add the account: ${added.reason}`);
      servers.push(...(await Promise.all([startServerProcess(environment()), startServerProcess(environment())])));
    }, spawnTimeout);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await fresh.dispose();
    }, spawnTimeout);

    const login = async (server: ServerProcess, username: string, password: string, address: string) => {
      const answer = await fetch(`${server.url}/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify({ Username: username, Password: password }),
      });
      return answer.status;
    };
    const server = (index: number): ServerProcess => {
      const found = servers[index % servers.length];
      if (!found) throw new Error('no server process');
      return found;
    };

    it('throttles 30 user names sprayed from one address across both processes after 20, on both', async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let index = 0; index < 30; index += 1) statuses.push(await login(server(index), `spray-${index}`, guessedPassword, address));
      const allowed = throttlePolicies.address.failuresBeforeDelay;
      expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(401));
      expect(statuses.slice(allowed)).toEqual(Array(30 - allowed).fill(429));
      expect(await login(server(0), account.username, account.password, address)).toBe(429);
      expect(await login(server(1), account.username, account.password, address)).toBe(429);
    });

    it('throttles one account guessed at through both processes after 5 failures', async () => {
      const name = `target-${randomBytes(3).toString('hex')}`;
      const statuses: number[] = [];
      for (let index = 0; index < 8; index += 1) statuses.push(await login(server(index), name, guessedPassword, freshAddress()));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    });

    it('keeps a lock through a restart of the server process', async () => {
      const address = freshAddress();
      for (let index = 0; index < throttlePolicies.address.failuresBeforeDelay; index += 1) await login(server(index), `restart-${index}`, guessedPassword, address);
      const restarted = servers.pop();
      await restarted?.stop();
      servers.push(await startServerProcess(environment()));
      expect(await login(server(1), account.username, account.password, address)).toBe(429);
      expect(await login(server(1), account.username, account.password, freshAddress())).toBe(200);
    });

    it('logs each refused sign-in with the normalised user name and the address, never the password (ASVS 7.1.3)', async () => {
      const address = freshAddress();
      const name = `Logged-${randomBytes(3).toString('hex')}`;
      expect(await login(server(0), ` ${name.toUpperCase()}`, guessedPassword, address)).toBe(401);
      const refusals = () => server(0).output().split('\n').filter((line) => line.includes('"signIn.refused"'))
        .map((line) => JSON.parse(line) as { username?: string; address?: string; errorId?: string });
      // The log reaches this process through a pipe, possibly after the answer: wait for it.
      await expect.poll(refusals).toContainEqual(expect.objectContaining({ username: name.toLowerCase(), address, errorId: 'server.auth.invalidCredentials' }));
      expect(server(0).output()).not.toContain(guessedPassword);
    });
  });
});
