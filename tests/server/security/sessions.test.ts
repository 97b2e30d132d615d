import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, setAccountBlocked } from '../../../server/services/account-service';
import { defaultAccount, forEachDatabase, refreshCookie, refreshTokenOf, startTestServer } from '../harness';
import type { Answer, TestServer } from '../harness';

const settingsCall = '/ManagementRestService_V1_0/GetSettingByName';
const sessionLifetime = 600;

/** The attributes of the refresh cookie an answer sets, lower-cased names to values ('' for flags). */
function cookieAttributes(answer: Pick<Answer, 'headers'>): Map<string, string> {
  const header = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${refreshCookie}=`)) ?? '';
  return new Map(header.split(';').slice(1).map((part) => {
    const [name = '', value = ''] = part.trim().split('=');
    return [name.toLowerCase(), value] as const;
  }));
}

describe('sessions: the refresh cookie, CSRF, the absolute lifetime, revocation and caching (ASVS 3.2–3.4, 8.2.1, 14.4.5)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let proxied: TestServer;
    beforeAll(async () => {
      [server, proxied] = await Promise.all([
        startTestServer({ dialect, env: { SESSION_LIFETIME: String(sessionLifetime) } }),
        startTestServer({ dialect, env: { TRUST_PROXY: '1' } }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([server.close(), proxied.close()]);
    });

    const signIn = (on: TestServer, headers: Record<string, string> = {}) =>
      on.post<{ access_token: string; expires_in: number }>('/auth/login', { Username: defaultAccount.username, Password: defaultAccount.password }, undefined, headers);
    const settings = (token: string) => server.post(settingsCall, { Authorisation: { Username: defaultAccount.username, Licensenumber: defaultAccount.licenceNumber }, SettingName: 'x' }, token);

    it('sets the refresh token HttpOnly, SameSite=Strict, only for /auth, and not Secure over plain HTTP (ASVS 3.4.1–3.4.5)', async () => {
      const attributes = cookieAttributes(await signIn(server));
      expect(attributes.has('httponly')).toBe(true);
      expect(attributes.get('samesite')).toBe('Strict');
      expect(attributes.get('path')).toBe('/auth');
      expect(attributes.has('secure')).toBe(false);
      expect(attributes.has('domain')).toBe(false);
    });

    it('marks the cookie Secure and sends HSTS when the request came over HTTPS, through a trusted proxy only', async () => {
      const https = await signIn(proxied, { 'x-forwarded-proto': 'https' });
      expect(cookieAttributes(https).has('secure')).toBe(true);
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const untrusted = await signIn(server, { 'x-forwarded-proto': 'https' });
      expect(cookieAttributes(untrusted).has('secure')).toBe(false);
      expect(untrusted.headers.get('strict-transport-security')).toBeNull();
      expect((await signIn(proxied)).headers.get('strict-transport-security')).toBeNull();
    });

    it('refuses a refresh or a cookie-only sign-out that is not JSON, as a cross-site form would send it (CSRF, ASVS 13.2.3)', async () => {
      const session = await server.login();
      const cookie = `${refreshCookie}=${session.refreshToken}`;
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
        const headers: Record<string, string> = type ? { 'content-type': type, cookie } : { cookie };
        const answer = await fetch(`${server.url}/auth/refresh`, { method: 'POST', headers, body: type ? '{}' : undefined });
        expect(answer.status, String(type)).toBe(415);
        const out = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers, body: type ? 'x=1' : undefined });
        expect(out.status, String(type)).toBe(415);
      }
      expect((await settings(session.accessToken)).status, 'the session is untouched').toBe(200);
      expect((await server.refresh(session.refreshToken)).status).toBe(200);
    });

    it('ends the session at its absolute lifetime however often it is renewed (ASVS 3.3.2)', async () => {
      const first = await signIn(server);
      expect(first.body.expires_in).toBeLessThanOrEqual(sessionLifetime);
      expect(Number(cookieAttributes(first).get('max-age'))).toBeLessThanOrEqual(sessionLifetime);
      const token = refreshTokenOf(first) ?? '';
      const renewed = await server.refresh(token);
      expect(renewed.status).toBe(200);
      const rows = await server.db.selectFrom('authTokens').select(['sessionId', 'sessionExpiresAt', 'expiresAt', 'createdAt']).orderBy('id').execute();
      const ofSession = rows.filter((row) => row.sessionId === rows.at(-1)?.sessionId);
      expect(new Set(ofSession.map((row) => row.sessionExpiresAt)).size, 'a refresh never moves the end').toBe(1);
      for (const row of ofSession) expect(row.expiresAt <= row.sessionExpiresAt).toBe(true);
      // The session's end arrives (moved into the past rather than waited for).
      await server.db.updateTable('authTokens').set({ sessionExpiresAt: new Date(Date.now() - 1000).toISOString() }).where('sessionId', '=', ofSession[0]?.sessionId ?? '').execute();
      const refused = await server.refresh(refreshTokenOf(renewed) ?? '');
      expect(refused.status).toBe(401);
      expect(refreshTokenOf(refused)).toBe('');
    });

    it('revokes every token of a user on block, and unblocking brings none back (ASVS 3.3.3)', async () => {
      const user = await server.addUser();
      const [first, second] = [await server.login(user), await server.login(user)];
      const call = (token: string) => server.post(settingsCall, { Authorisation: { Username: user.username, Licensenumber: user.licenceNumber }, SettingName: 'x' }, token);
      expect((await setAccountBlocked(server.db, user, true)).ok).toBe(true);
      expect((await setAccountBlocked(server.db, user, false)).ok).toBe(true);
      for (const session of [first, second]) {
        expect((await call(session.accessToken)).status).toBe(401);
        expect((await server.refresh(session.refreshToken)).status).toBe(401);
      }
      expect((await call((await server.login(user)).accessToken)).status, 'a new sign-in works').toBe(200);
    });

    it('revokes every token of a deleted user', async () => {
      const user = await server.addUser();
      const session = await server.login(user);
      await deleteAccount(server.db, user);
      expect((await server.refresh(session.refreshToken)).status).toBe(401);
      expect(await server.db.selectFrom('authTokens').select('id').where('userId', '=', user.userId).execute()).toEqual([]);
    });

    it('answers every API call with Cache-Control: no-store, the token answer included (ASVS 8.2.1)', async () => {
      const session = await server.login();
      const answers = [
        await signIn(server),
        await server.post('/auth/login', { Username: 'nobody', Password: 'wrong-password-here' }),
        await server.refresh(session.refreshToken),
        await server.refresh('made-up'),
        await settings(session.accessToken),
        await server.post(settingsCall, {}),
        await server.post('/ITWDataRestService_V1_0/NoSuchCall', {}, session.accessToken),
        await server.post('/auth/login', '{not json'),
      ];
      expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(Array(answers.length).fill('no-store'));
    });
  });
});
