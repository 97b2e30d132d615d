import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/services/opaque-tokens';
import { forEachDatabase, startTestServer } from './harness';
import type { Session, TestServer } from './harness';

const call = '/ManagementRestService_V1_0/GetSettingByName';

describe('bearer token and Authorisation object on every call', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      session = await server.login();
    });
    afterAll(() => server.close());

    const body = { Authorisation: { Username: 'tester', Licensenumber: 1000, ApplicationCode: 61, Language: 'eng' }, SettingName: 'grid' };

    it('answers a call with a valid token and matching Authorisation', async () => {
      expect((await session.call(call, { SettingName: 'grid' })).status).toBe(200);
    });

    it('answers 401 without a token, with a WWW-Authenticate header', async () => {
      const answer = await server.post(call, body);
      expect(answer.status).toBe(401);
      expect(answer.body.ErrorId).toBe('server.auth.tokenMissing');
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    });

    it('answers 401 for an unknown token and for a header that is not Bearer', async () => {
      expect((await server.post(call, body, 'not-a-token')).body.ErrorId).toBe('server.auth.tokenInvalid');
      const basic = await fetch(`${server.url}${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${session.accessToken}` },
        body: JSON.stringify(body),
      });
      expect(basic.status).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const expiring = await server.login();
      await server.db.updateTable('authTokens').set({ expiresAt: '2020-01-01T00:00:00.000Z' })
        .where('tokenHash', '=', hashToken(expiring.accessToken)).execute();
      const answer = await expiring.call(call, { SettingName: 'grid' });
      expect(answer.status).toBe(401);
      expect(answer.body.ErrorId).toBe('server.auth.tokenExpired');
    });

    it('checks the token before the body: no token and bad JSON answers 401', async () => {
      expect((await server.post(call, '{not json')).status).toBe(401);
    });

    it('answers 403 when the Authorisation object names another user or licence', async () => {
      const otherUser = await server.post(call, { ...body, Authorisation: { ...body.Authorisation, Username: 'someone' } }, session.accessToken);
      const otherLicence = await server.post(call, { ...body, Authorisation: { ...body.Authorisation, Licensenumber: 1001 } }, session.accessToken);
      expect(otherUser.status).toBe(403);
      expect(otherUser.body.ErrorId).toBe('server.auth.authorisationMismatch');
      expect(otherLicence.status).toBe(403);
    });

    it('accepts the Authorisation user name in any case and the licence number as text', async () => {
      const answer = await server.post(call, { ...body, Authorisation: { ...body.Authorisation, Username: 'TESTER', Licensenumber: '1000' } }, session.accessToken);
      expect(answer.status).toBe(200);
    });

    it('answers 400 when the Authorisation object is missing or malformed', async () => {
      const missing = await server.post(call, { SettingName: 'grid' }, session.accessToken);
      expect(missing.status).toBe(400);
      expect(missing.body.ResultMessage).toContain('Authorisation');
      const wrongType = await server.post(call, { ...body, Authorisation: { Username: 'tester', Licensenumber: 'abc' } }, session.accessToken);
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.ResultMessage).toContain('Authorisation.Licensenumber');
    });

    it('answers 403 for a token of a user blocked after sign-in', async () => {
      const user = await server.addUser({ username: 'soon-blocked' });
      const blockedSession = await server.login(user);
      await server.db.updateTable('users').set({ blocked: 1 }).where('id', '=', user.userId).execute();
      expect((await blockedSession.call(call, { SettingName: 'grid' })).status).toBe(403);
    });
  });
});
