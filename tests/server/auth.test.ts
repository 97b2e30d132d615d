import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccount, forEachDatabase, refreshCookie, refreshTokenOf, startTestServer } from './harness';
import type { Answer, TestServer } from './harness';

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  language: string;
  licensenumber: number;
  name: string;
  ResultCode?: string;
  ErrorId?: string;
}

const settingsCall = '/ManagementRestService_V1_0/GetSettingByName';

/** The refresh token an answer set as its cookie; fails the test when there is none. */
function cookieOf(answer: Pick<Answer, 'headers' | 'status'>): string {
  const token = refreshTokenOf(answer);
  if (!token) throw new Error(`no ${refreshCookie} cookie in the answer (${answer.status})`);
  return token;
}

describe('sign-in, refresh and sign-out (spec 02 section 7; ASVS 3.2, 3.3)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    beforeAll(async () => { server = await startTestServer({ dialect }); });
    afterAll(() => server.close());

    const login = (body: Record<string, unknown>) => server.post<TokenAnswer>('/auth/login', body);
    const signIn = () => login({ Username: 'tester', Password: defaultAccount.password });
    const authorisation = { Username: defaultAccount.username, Licensenumber: defaultAccount.licenceNumber };
    const settings = (token: string) => server.post(settingsCall, { Authorisation: authorisation, SettingName: 'x' }, token);

    it('answers the token exchange fields for the right password, the refresh token only as a cookie', async () => {
      const answer = await signIn();
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ expires_in: 900, language: 'nl', licensenumber: 1000, name: 'tester' });
      expect(answer.body.access_token).toMatch(/^[\w-]{43}$/);
      expect(answer.body).not.toHaveProperty('refresh_token');
      expect(cookieOf(answer)).toMatch(/^[\w-]{43}$/);
      expect(cookieOf(answer)).not.toBe(answer.body.access_token);
    });

    it('ignores case and surrounding spaces in the user name and accepts the licence number as text', async () => {
      const answer = await login({ Username: ' TESTER ', Password: defaultAccount.password, Licensenumber: '1000' });
      expect(answer.status).toBe(200);
    });

    it('stores only a hash of each token', async () => {
      const answer = await signIn();
      const stored = await server.db.selectFrom('authTokens').select('tokenHash').execute();
      expect(stored.map((row) => row.tokenHash)).not.toContain(answer.body.access_token);
      expect(stored.map((row) => row.tokenHash)).not.toContain(cookieOf(answer));
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });

    it('refuses a wrong password and an unknown user with the same 401 answer', async () => {
      const wrong = await login({ Username: 'tester', Password: 'not-the-password' });
      const unknown = await login({ Username: 'nobody', Password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.ErrorId).toBe('server.auth.invalidCredentials');
      expect(unknown.text).toBe(wrong.text);
    });

    it('refuses the right password in another licence', async () => {
      const answer = await login({ Username: 'tester', Password: defaultAccount.password, Licensenumber: 2000 });
      expect(answer.status).toBe(401);
    });

    it('needs the licence number only when the password matches in two licences', async () => {
      await server.addUser({ licenceNumber: 3001, username: 'twice', password: 'same-password-7' });
      await server.addUser({ licenceNumber: 3002, username: 'twice', password: 'same-password-7' });
      await server.addUser({ licenceNumber: 3003, username: 'twice', password: 'other-password-7' });
      const ambiguous = await login({ Username: 'twice', Password: 'same-password-7' });
      expect(ambiguous.status).toBe(400);
      expect(ambiguous.body.ErrorId).toBe('server.auth.licenceRequired');
      expect((await login({ Username: 'twice', Password: 'same-password-7', Licensenumber: 3002 })).body.licensenumber).toBe(3002);
      expect((await login({ Username: 'twice', Password: 'other-password-7' })).body.licensenumber).toBe(3003);
    });

    it('refuses a blocked account with 403', async () => {
      const blocked = await server.addUser({ username: 'blocked' });
      await server.db.updateTable('users').set({ blocked: 1 }).where('id', '=', blocked.userId).execute();
      const answer = await login({ Username: 'blocked', Password: blocked.password });
      expect(answer.status).toBe(403);
      expect(answer.body.ErrorId).toBe('server.auth.accountBlocked');
    });

    it('rotates on refresh: a new access token and cookie; the old access token lives out its 15 minutes (another tab may hold it)', async () => {
      const first = await signIn();
      const refreshed = await server.refresh<TokenAnswer>(cookieOf(first));
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.access_token).not.toBe(first.body.access_token);
      expect(cookieOf(refreshed)).not.toBe(cookieOf(first));
      expect((await settings(refreshed.body.access_token)).status).toBe(200);
      expect((await settings(first.body.access_token)).status).toBe(200);
    });

    it('ends the whole session when a used refresh token comes back (ASVS 3.3.x: a replayed token leaked)', async () => {
      const first = await signIn();
      const second = await server.refresh<TokenAnswer>(cookieOf(first));
      const replay = await server.refresh<TokenAnswer>(cookieOf(first));
      expect(replay.status).toBe(401);
      expect(replay.body.ErrorId).toBe('server.auth.refreshInvalid');
      expect(refreshTokenOf(replay)).toBe('');
      expect((await settings(second.body.access_token)).status).toBe(401);
      expect((await settings(first.body.access_token)).status).toBe(401);
      expect((await server.refresh(cookieOf(second))).status).toBe(401);
    });

    it('refuses an unknown refresh token and a refresh without a cookie, and clears the cookie', async () => {
      const unknown = await server.refresh('made-up');
      expect(unknown.status).toBe(401);
      expect(refreshTokenOf(unknown)).toBe('');
      expect((await server.post('/auth/refresh', {})).status).toBe(401);
    });

    it('ignores a refresh_token in the body: only the cookie counts', async () => {
      const session = await signIn();
      expect((await server.post('/auth/refresh', { refresh_token: cookieOf(session) })).status).toBe(401);
    });

    it('signs out with the bearer token: the access and refresh tokens stop working and the cookie is cleared', async () => {
      const session = await signIn();
      const out = await server.post('/auth/logout', undefined, session.body.access_token);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ ResultCode: 'Succes', SignOffUrl: null });
      expect(refreshTokenOf(out)).toBe('');
      expect((await settings(session.body.access_token)).status).toBe(401);
      expect((await server.refresh(cookieOf(session))).status).toBe(401);
    });

    it('signs out with the cookie alone (a reload that never renewed): the session ends', async () => {
      const session = await signIn();
      const out = await server.post('/auth/logout', {}, undefined, { cookie: `${refreshCookie}=${cookieOf(session)}` });
      expect(out.status).toBe(200);
      expect((await settings(session.body.access_token)).status).toBe(401);
      expect((await server.refresh(cookieOf(session))).status).toBe(401);
    });
  });
});
