import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../../src/domain/auth/throttle';
import { forEachDatabase, startTestServer } from '../harness';
import type { TestServer } from '../harness';

interface Refusal {
  ErrorId?: string;
  MessageParams?: { seconds?: number };
}

const wrongPassword = 'Wrong-guess-2026!';

/** A documentation address (RFC 5737) no other test uses, so the tests of this file pass in any order. */
// Addresses counted up from a random start: two random ones could meet and share a throttle row.
let addressCount = randomBytes(2).readUInt16BE(0);
const freshAddress = () => {
  addressCount = (addressCount + 1) % 65_536;
  return `198.51.${addressCount >> 8}.${addressCount & 255}`;
};

/** Each sign-in spends a real scrypt check (tens of milliseconds, more on a busy machine): tests of 30 attempts need room. */
const slowTest = { timeout: 60_000 };

describe('sign-in and refresh throttled per address and per account, in the database (ASVS 2.2.1)', slowTest, () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    // Behind a proxy the address comes from X-Forwarded-For: each test plays its own client.
    beforeAll(async () => { server = await startTestServer({ dialect, env: { TRUST_PROXY: '1' } }); });
    afterAll(() => server.close());

    const login = (username: string, password: string, address: string) =>
      server.post<Refusal>('/auth/login', { Username: username, Password: password }, undefined, { 'x-forwarded-for': address });
    const throttleRow = (key: string) => server.db.selectFrom('authThrottles').selectAll().where('throttleKey', '=', key).executeTakeFirst();

    it('throttles 30 user names tried from one address: 20 answered, then 429 with the wait in seconds and Retry-After', async () => {
      const address = freshAddress();
      const answers = [];
      for (let index = 0; index < 30; index += 1) answers.push(await login(`spray-${index}`, wrongPassword, address));
      expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(401));
      expect(answers.slice(20).map((answer) => answer.status)).toEqual(Array(10).fill(429));
      const last = answers[29];
      expect(last?.body.ErrorId).toBe('server.auth.tooManyAttempts');
      const seconds = last?.body.MessageParams?.seconds ?? 0;
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(throttlePolicies.address.firstDelaySeconds);
      expect(last?.headers.get('retry-after')).toBe(String(seconds));

      const user = await server.addUser();
      expect((await login(user.username, user.password, address)).status, 'the right password from the locked address waits too').toBe(429);
      expect((await login(user.username, user.password, freshAddress())).status, 'another address is not affected').toBe(200);
    });

    it('throttles one account tried from many addresses: 5 wrong passwords, then even the right one waits', async () => {
      const user = await server.addUser();
      for (let index = 0; index < 5; index += 1) expect((await login(user.username, wrongPassword, freshAddress())).status).toBe(401);
      const locked = await login(user.username, user.password, freshAddress());
      expect(locked.status).toBe(429);
      expect(locked.body.ErrorId).toBe('server.auth.tooManyAttempts');
      const other = await server.addUser();
      expect((await login(other.username, other.password, freshAddress())).status).toBe(200);
    });

    it('locks an unknown user name exactly like a known one, so the answers tell nobody which exist', async () => {
      const known = await server.addUser();
      const unknown = `ghost-${randomBytes(4).toString('hex')}`;
      for (let index = 0; index < 5; index += 1) {
        await login(known.username, wrongPassword, freshAddress());
        await login(unknown, wrongPassword, freshAddress());
      }
      const [knownAnswer, unknownAnswer] = [await login(known.username, wrongPassword, freshAddress()), await login(unknown, wrongPassword, freshAddress())];
      expect([knownAnswer.status, unknownAnswer.status]).toEqual([429, 429]);
      expect(unknownAnswer.body.ErrorId).toBe(knownAnswer.body.ErrorId);
    });

    it('counts attempts made at the same moment: of 40 parallel guesses on one account at most 5 are checked', async () => {
      const user = await server.addUser();
      const answers = await Promise.all(Array.from({ length: 40 }, () => login(user.username, wrongPassword, freshAddress())));
      const checked = answers.filter((answer) => answer.status === 401).length;
      expect(checked).toBeLessThanOrEqual(throttlePolicies.account.failuresBeforeDelay);
      expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    });

    it('doubles the delay with each failure after the threshold, up to 15 minutes', async () => {
      const user = await server.addUser();
      const key = `account:${user.username}`;
      for (let index = 0; index < 5; index += 1) await login(user.username, wrongPassword, freshAddress());
      const delays: number[] = [];
      for (let round = 0; round < 7; round += 1) {
        const row = await throttleRow(key);
        delays.push((Date.parse(row?.lockedUntil ?? '') - Date.parse(row?.lastFailureAt ?? '')) / 1000);
        // Let the lock run out without waiting for it: the failure and its lock move into the past together.
        const past = (iso: string | null | undefined) => new Date(Date.parse(iso ?? '') - 3_000_000).toISOString();
        await server.db.updateTable('authThrottles').set({ lockedUntil: past(row?.lockedUntil), lastFailureAt: new Date(Date.now() - 60_000).toISOString() }).where('throttleKey', '=', key).execute();
        expect((await login(user.username, wrongPassword, freshAddress())).status).toBe(401);
      }
      expect(delays).toEqual([30, 60, 120, 240, 480, 900, 900]);
    });

    it('lets the owner in once the lock has run out, and a right password starts the account count again', async () => {
      const user = await server.addUser();
      for (let index = 0; index < 5; index += 1) await login(user.username, wrongPassword, freshAddress());
      expect((await login(user.username, user.password, freshAddress())).status).toBe(429);
      await server.db.updateTable('authThrottles').set({ lockedUntil: new Date(Date.now() - 1000).toISOString() }).where('throttleKey', '=', `account:${user.username}`).execute();
      expect((await login(user.username, user.password, freshAddress())).status).toBe(200);
      expect(await throttleRow(`account:${user.username}`)).toBeUndefined();
      for (let index = 0; index < 4; index += 1) expect((await login(user.username, wrongPassword, freshAddress())).status).toBe(401);
      expect((await login(user.username, user.password, freshAddress())).status).toBe(200);
    });

    it('does not count an office\'s right passwords against its address', async () => {
      const address = freshAddress();
      const user = await server.addUser();
      const past = throttlePolicies.address.failuresBeforeDelay + 1;
      for (let index = 0; index < past; index += 1) expect((await login(user.username, user.password, address)).status).toBe(200);
      expect((await throttleRow(`address:${address}`))?.failures ?? 0).toBe(0);
    });

    it('refuses a locked address before reading its body: 429, not 413, for a body over the limit', async () => {
      const address = freshAddress();
      await server.db.insertInto('authThrottles').values({
        throttleKey: `address:${address}`, failures: 20, lastFailureAt: new Date().toISOString(), lockedUntil: new Date(Date.now() + 60_000).toISOString(),
      }).execute();
      const answer = await server.post('/auth/login', { Username: 'x', Password: 'y'.repeat(8000) }, undefined, { 'x-forwarded-for': address });
      expect(answer.status).toBe(429);
    });

    it('throttles refresh per address: 20 refused refresh tokens, then 429', async () => {
      const address = freshAddress();
      for (let index = 0; index < 20; index += 1) {
        expect((await server.refresh(`forged-${index}`, { 'x-forwarded-for': address })).status).toBe(401);
      }
      const locked = await server.refresh<Refusal>('forged-20', { 'x-forwarded-for': address });
      expect(locked.status).toBe(429);
      expect(locked.body.ErrorId).toBe('server.auth.tooManyRefreshes');
      const session = await server.login();
      expect((await server.refresh(session.refreshToken, { 'x-forwarded-for': address })).status, 'a real session waits too').toBe(429);
      expect((await server.refresh(session.refreshToken, { 'x-forwarded-for': freshAddress() })).status).toBe(200);
    });

    it('keeps each failed sign-in in the audit trail with the normalised user name and the address, never the password (ASVS 7.1.1, 7.2.1)', async () => {
      const address = freshAddress();
      const name = `Audit-${randomBytes(3).toString('hex')}`;
      expect((await login(`  ${name.toUpperCase()} `, 'Secret-Guess-123', address)).status).toBe(401);
      const events = await server.db.selectFrom('authEvents').selectAll().where('username', '=', name.toLowerCase()).execute();
      expect(events).toMatchObject([{ event: 'signIn.failed', username: name.toLowerCase(), address }]);
      const everything = JSON.stringify(await server.db.selectFrom('authEvents').selectAll().execute());
      expect(everything).not.toContain('Secret-Guess-123');
    });

    it('records the failure that starts a lock, with the lock, in the audit trail', async () => {
      const user = await server.addUser();
      for (let index = 0; index < 5; index += 1) await login(user.username, wrongPassword, freshAddress());
      const events = await server.db.selectFrom('authEvents').select(['event', 'detail']).where('username', '=', user.username).where('event', '=', 'signIn.failed').orderBy('id').execute();
      expect(events).toHaveLength(5);
      expect(events[4]?.detail).toBe('locked account 30 s');
    });
  });
});
