import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccount, forEachDatabase, startTestServer } from './harness';
import type { TestServer } from './harness';

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  language: string;
  licensenumber: number;
  name: string;
  ResultCode?: string;
  ErrorId?: string;
}

const settingsCall = '/ManagementRestService_V1_0/GetSettingByName';

describe('sign-in, refresh and sign-out (issue Data service, deliver 5)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    beforeAll(async () => { server = await startTestServer({ dialect }); });
    afterAll(() => server.close());

    const login = (body: Record<string, unknown>) => server.post<TokenAnswer>('/auth/login', body);
    const authorisation = { Username: defaultAccount.username, Licensenumber: defaultAccount.licenceNumber };

    it('answers the token exchange fields for the right password', async () => {
      const answer = await login({ Username: 'tester', Password: defaultAccount.password });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ expires_in: 3600, language: 'nl', licensenumber: 1000, name: 'tester' });
      expect(answer.body.access_token).toMatch(/^[\w-]{43}$/);
      expect(answer.body.refresh_token).not.toBe(answer.body.access_token);
    });

    it('ignores case and surrounding spaces in the user name and accepts the licence number as text', async () => {
      const answer = await login({ Username: ' TESTER ', Password: defaultAccount.password, Licensenumber: '1000' });
      expect(answer.status).toBe(200);
    });

    it('stores only a hash of each token', async () => {
      const answer = await login({ Username: 'tester', Password: defaultAccount.password });
      const stored = await server.db.selectFrom('authTokens').select('tokenHash').execute();
      expect(stored.map((row) => row.tokenHash)).not.toContain(answer.body.access_token);
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
      await server.addUser({ licenceNumber: 3001, username: 'twice', password: 'same-password' });
      await server.addUser({ licenceNumber: 3002, username: 'twice', password: 'same-password' });
      await server.addUser({ licenceNumber: 3003, username: 'twice', password: 'other-password' });
      const ambiguous = await login({ Username: 'twice', Password: 'same-password' });
      expect(ambiguous.status).toBe(400);
      expect(ambiguous.body.ErrorId).toBe('server.auth.licenceRequired');
      expect((await login({ Username: 'twice', Password: 'same-password', Licensenumber: 3002 })).body.licensenumber).toBe(3002);
      expect((await login({ Username: 'twice', Password: 'other-password' })).body.licensenumber).toBe(3003);
    });

    it('refuses a blocked account with 403', async () => {
      const blocked = await server.addUser({ username: 'blocked' });
      await server.db.updateTable('users').set({ blocked: 1 }).where('id', '=', blocked.userId).execute();
      const answer = await login({ Username: 'blocked', Password: blocked.password });
      expect(answer.status).toBe(403);
      expect(answer.body.ErrorId).toBe('server.auth.accountBlocked');
    });

    it('limits sign-in attempts per user name and address to 10 a minute', async () => {
      const target = await server.addUser({ username: 'limited' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        statuses.push((await login({ Username: 'limited', Password: 'guess' })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      const limited = await login({ Username: 'limited', Password: target.password });
      expect(statuses[10]).toBe(429);
      expect(limited.status).toBe(429);
      expect(limited.body.ErrorId).toBe('server.auth.tooManyAttempts');
      expect((await login({ Username: 'tester', Password: defaultAccount.password })).status).toBe(200);
    });

    it('rotates the pair on refresh: the new pair works, the old one does not', async () => {
      const first = (await login({ Username: 'tester', Password: defaultAccount.password })).body;
      const refreshed = await server.post<TokenAnswer>('/auth/refresh', { refresh_token: first.refresh_token });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.access_token).not.toBe(first.access_token);
      expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
      expect((await server.post(settingsCall, { Authorisation: authorisation, SettingName: 'x' }, refreshed.body.access_token)).status).toBe(200);
      expect((await server.post(settingsCall, { Authorisation: authorisation, SettingName: 'x' }, first.access_token)).status).toBe(401);
    });

    it('ends the session when a used refresh token comes back', async () => {
      const first = (await login({ Username: 'tester', Password: defaultAccount.password })).body;
      const second = (await server.post<TokenAnswer>('/auth/refresh', { refresh_token: first.refresh_token })).body;
      const replay = await server.post<TokenAnswer>('/auth/refresh', { refresh_token: first.refresh_token });
      expect(replay.status).toBe(401);
      expect(replay.body.ErrorId).toBe('server.auth.refreshInvalid');
      expect((await server.post(settingsCall, { Authorisation: authorisation, SettingName: 'x' }, second.access_token)).status).toBe(401);
      expect((await server.post('/auth/refresh', { refresh_token: second.refresh_token })).status).toBe(401);
    });

    it('refuses an unknown refresh token', async () => {
      expect((await server.post('/auth/refresh', { refresh_token: 'made-up' })).status).toBe(401);
    });

    it('signs out: the access and refresh tokens stop working', async () => {
      const session = (await login({ Username: 'tester', Password: defaultAccount.password })).body;
      const out = await server.post('/auth/logout', undefined, session.access_token);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ ResultCode: 'Succes' });
      expect((await server.post(settingsCall, { Authorisation: authorisation, SettingName: 'x' }, session.access_token)).status).toBe(401);
      expect((await server.post('/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    });
  });
});
