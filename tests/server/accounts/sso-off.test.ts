import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from '../harness';
import type { TestServer } from '../harness';

describe('without a single sign-on provider (spec 02 section 2: no dead sign-on button)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    beforeAll(async () => { server = await startTestServer({ dialect }); });
    afterAll(() => server.close());

    it('tells the login screen there is no provider, and the sign-on paths answer 404', async () => {
      expect((await server.post('/auth/settings', {})).body).toEqual({ ResultCode: 'Succes', SsoEnabled: false, SsoName: null, SsoClientId: null, KeepAliveSeconds: 30 });
      expect((await fetch(`${server.url}/auth/oidc/start`, { redirect: 'manual' })).status).toBe(404);
      expect((await fetch(`${server.url}/auth/oidc/callback?code=x&state=y`, { redirect: 'manual' })).status).toBe(404);
    });

    it('answers IsValid false for an unknown invite token, and refuses an unknown link ticket with the spec message', async () => {
      expect((await server.post('/oauth/ValidateInviteToken', { InviteToken: 'not-a-real-invite-token' })).body).toEqual({ ResultCode: 'Succes', IsValid: false });
      const refused = await server.post('/oauth/ConnectUserToAzureLoginByInviteToken', { AzureJwt: 'not-a-real-link-ticket', InviteToken: 'not-a-real-invite-token' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ErrorId: 'accounts.server.linkUnknown', ResultMessage: 'Unknown or expired link. Sign in again.' });
    });
  });
});
