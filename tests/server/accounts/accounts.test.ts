import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJarFetch } from '../cookie-jar';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { startLocalOidc } from '../local-oidc';
import type { LocalOidc } from '../local-oidc';
import { startLocalSmtp } from '../local-smtp';
import type { LocalSmtp } from '../local-smtp';
import { postJson, signOnThrough } from './sso-driver';

const users = '/UserManagement';

/**
 * Accounts as a team needs them (spec 02 sections 5–7) against a local OpenID Connect provider and
 * a local SMTP server: linking, invitations, blocking, the concurrent-user limit, logging off,
 * rights and the front-end log.
 */
describe('single sign-on and user administration (spec 02 sections 5–7)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let oidc: LocalOidc;
    let smtp: LocalSmtp;
    let manager: Session;
    beforeAll(async () => {
      [oidc, smtp] = await Promise.all([startLocalOidc(), startLocalSmtp()]);
      server = await startTestServer({ dialect, env: { ...oidc.env(), SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port) } });
      oidc.acceptCallback(`${server.url}/auth/oidc/callback`);
      manager = await server.login(await server.addUser({ username: 'manager', rights: 'all', licenceNumber: 1000 }));
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await Promise.all([oidc.close(), smtp.close()]);
    });

    /** Signs on as `login` and, when the server signs in, renews once to read the token answer. */
    async function signOn(login: string, query: Record<string, string> = {}) {
      const jar = cookieJarFetch();
      const landed = await signOnThrough(jar, server.url, login, query);
      const refreshed = landed.searchParams.get('sso') === 'done' ? await postJson(jar, `${server.url}/auth/refresh`, {}) : undefined;
      return { jar, landed, refreshed };
    }

    async function invite(email: string): Promise<string> {
      const delivered = smtp.nextMessage();
      expect((await manager.call(`${users}/InviteUser`, { Email: email, DisplayName: 'New Person', Language: 'en' })).body).toEqual({ ResultCode: 'Succes' });
      const link = /https?:\/\/\S+connect-azure\?invite_token=\S+/.exec((await delivered).text ?? '')?.[0] ?? '';
      return new URL(link).searchParams.get('invite_token') ?? '';
    }

    const keepAlive = (token: string) => server.post('/token/postUpdateKeepAliveToken', undefined, token);

    it('says a provider is configured, and sends an unknown identity to /connect-azure to link the classic account', async () => {
      expect((await server.post('/auth/settings', {})).body).toEqual({ ResultCode: 'Succes', SsoEnabled: true, SsoName: 'Local test provider', SsoClientId: oidc.clientId, KeepAliveSeconds: 30 });

      const linker = await server.addUser({ username: 'linker' });
      const first = await signOn('linker-subject', { redirect_url: '/project/1' });
      expect(first.landed.pathname).toBe('/Web/connect-azure');
      expect(first.landed.searchParams.get('redirect')).toBe('/project/1');
      const ticket = first.landed.searchParams.get('ticket') ?? '';
      const wrong = await postJson(first.jar, `${server.url}/oauth/ConnectUserToAzureLogin`, { AzureJwt: ticket, Username: 'linker', Password: 'not-the-password-1' });
      expect(wrong.status).toBe(401);
      const linked = await postJson(first.jar, `${server.url}/oauth/ConnectUserToAzureLogin`, { AzureJwt: ticket, Username: 'linker', Password: linker.password });
      expect(linked.status).toBe(200);
      expect(linked.body.username).toBe('linker');
      // The ticket is single-use.
      expect((await postJson(first.jar, `${server.url}/oauth/ConnectUserToAzureLogin`, { AzureJwt: ticket, Username: 'linker', Password: linker.password })).body.ErrorId)
        .toBe('accounts.server.linkUnknown');

      const again = await signOn('linker-subject');
      expect(again.landed.pathname).toBe('/Web/login');
      expect(again.refreshed?.body).toMatchObject({ username: 'linker', licensenumber: 1000 });
    });

    it('invites by e-mail; the invite token signs on once and expires with use', { timeout: 20_000 }, async () => {
      const token = await invite('newbie@example.test');
      expect((await server.post('/oauth/ValidateInviteToken', { InviteToken: token })).body).toEqual({ ResultCode: 'Succes', IsValid: true });
      const accepted = await signOn('newbie-subject', { invite_token: token });
      expect(accepted.refreshed?.body).toMatchObject({ username: 'newbie@example.test', name: 'New Person' });
      expect((await server.post('/oauth/ValidateInviteToken', { InviteToken: token })).body.IsValid).toBe(false);
      const listed = await manager.call<{ Users: { UserName: string; Linked: boolean; Invited: boolean; Email: string }[] }>(`${users}/GetManagedUsers`);
      expect(listed.body.Users.find((user) => user.UserName === 'newbie@example.test')).toMatchObject({ Linked: true, Invited: false, Email: 'newbie@example.test' });
      const reused = await signOn('someone-else', { invite_token: token });
      expect(reused.landed.searchParams.get('sso_error')).toBe('accounts.server.inviteInvalid');
      const events = await server.db.selectFrom('authEvents').select(['event', 'actor']).where('username', '=', 'newbie@example.test').execute();
      expect(events).toContainEqual({ event: 'admin.userInvited', actor: '1000/manager' });
    });

    it('blocks a user: the next keep-alive is refused with the blocked message, and unblocking brings no session back', async () => {
      const token = await invite('blockme@example.test');
      const user = await signOn('blockme-subject', { invite_token: token });
      const access = String(user.refreshed?.body.access_token);
      expect((await keepAlive(access)).body).toEqual({ ResultCode: 'Succes', Result: 'success' });
      expect((await manager.call(`${users}/SetUserBlocked`, { UserName: 'blockme@example.test', Blocked: true })).body).toEqual({ ResultCode: 'Succes' });
      const refused = await keepAlive(access);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ ErrorId: 'server.auth.accountBlocked', ResultMessage: 'Your account has been blocked by your application manager.' });
      expect((await signOn('blockme-subject')).landed.searchParams.get('sso_error')).toBe('server.auth.accountBlocked');
      await manager.call(`${users}/SetUserBlocked`, { UserName: 'blockme@example.test', Blocked: false });
      expect((await keepAlive(access)).status).toBe(401);
      const events = await server.db.selectFrom('authEvents').select(['event', 'actor']).where('username', '=', 'blockme@example.test').execute();
      expect(events).toEqual(expect.arrayContaining([{ event: 'admin.userBlocked', actor: '1000/manager' }, { event: 'admin.userUnblocked', actor: '1000/manager' }]));
    });

    it('refuses a sign-in beyond the concurrent-user limit with the spec message, until a user is logged off', async () => {
      const licence = 2000 + (dialect === 'postgres' ? 1 : 0);
      const boss = await server.login(await server.addUser({ username: 'boss', rights: 'all', licenceNumber: licence }));
      const worker = await server.addUser({ username: 'worker', licenceNumber: licence });
      const late = await server.addUser({ username: 'late', licenceNumber: licence });
      await server.login(worker);
      expect((await boss.call(`${users}/UpdateLicence`, { Kind: 'office', MaxConcurrentUsers: 2 })).body).toEqual({ ResultCode: 'Succes' });
      const refused = await server.post('/auth/login', { Username: 'late', Password: late.password, Licensenumber: licence });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ ErrorId: 'accounts.server.concurrentLimit' });
      // Signing in again as someone already signed in takes no extra seat.
      await server.login(worker);
      const listed = await boss.call<{ Licence: { SignedInUsers: number; MaxConcurrentUsers: number } }>(`${users}/GetManagedUsers`);
      expect(listed.body.Licence).toMatchObject({ SignedInUsers: 2, MaxConcurrentUsers: 2 });
      expect((await boss.call(`${users}/LogOffUser`, { UserName: 'worker' })).body).toEqual({ ResultCode: 'Succes' });
      expect((await server.post('/auth/login', { Username: 'late', Password: late.password, Licensenumber: licence })).status).toBe(200);
    });

    it("links an application licence only to an application the spec names (Windows 60, iOS 62) and refuses other codes", async () => {
      const licence = 2100 + (dialect === 'postgres' ? 1 : 0);
      const boss = await server.login(await server.addUser({ username: 'appboss', rights: 'all', licenceNumber: licence }));
      for (const code of [60, 62, '62']) {
        expect((await boss.call(`${users}/UpdateLicence`, { Kind: 'application', ApplicationCode: code, MaxConcurrentUsers: null })).body, String(code)).toEqual({ ResultCode: 'Succes' });
      }
      for (const code of [63, 1, 999]) {
        expect((await boss.call(`${users}/UpdateLicence`, { Kind: 'application', ApplicationCode: code, MaxConcurrentUsers: null })).status, String(code)).toBe(400);
      }
      const listed = await boss.call<{ Licence: { Kind: string; ApplicationCode: number } }>(`${users}/GetManagedUsers`);
      expect(listed.body.Licence).toMatchObject({ Kind: 'application', ApplicationCode: 62 });
    });

    it('changes function rights per user, and refuses every call to a user without the UserAdministration right', async () => {
      const plain = await server.addUser({ username: 'plain' });
      const session = await server.login(plain);
      expect((await session.call(`${users}/GetManagedUsers`)).status).toBe(403);
      await manager.call(`${users}/SetUserRights`, { UserName: 'plain', FeatureRights: ['Export'], FunctionRights: ['UserAdministration'] });
      const listed = await session.call<{ Users: { UserName: string; FeatureRights: string[]; FunctionRights: string[] }[] }>(`${users}/GetManagedUsers`);
      expect(listed.status).toBe(200);
      expect(listed.body.Users.find((user) => user.UserName === 'plain')).toMatchObject({ FeatureRights: ['Export'], FunctionRights: ['UserAdministration'] });
      expect((await session.call(`${users}/SetUserBlocked`, { UserName: 'plain', Blocked: true })).body.ErrorId).toBe('accounts.server.notYourself');
    });

    it('generates a PIN valid two weeks that signs in once in place of the password, also for a single sign-on account', async () => {
      const token = await invite('pinuser@example.test');
      const user = await signOn('pinuser-subject', { invite_token: token });
      const access = String(user.refreshed?.body.access_token);
      const generated = await server.post<{ ResultCode: string; Pincode: string; ExpiresAt: string }>('/oauth/GenerateAndSavePincodeAsPassword', {}, access);
      expect(generated.body.ResultCode).toBe('Succes');
      expect(generated.body.Pincode).toMatch(/^\d{10}$/);
      const days = (new Date(generated.body.ExpiresAt).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);
      const stored = await server.db.selectFrom('accountTokens').select('tokenHash').where('kind', '=', 'pin').execute();
      expect(stored.map((row) => row.tokenHash).join()).not.toContain(generated.body.Pincode);
      const withPin = () => server.post('/auth/login', { Username: 'pinuser@example.test', Password: generated.body.Pincode, Licensenumber: 1000 });
      expect((await withPin()).status).toBe(200);
      expect((await withPin()).status, 'single use').toBe(401);

      const again = await server.post<{ Pincode: string }>('/oauth/GenerateAndSavePincodeAsPassword', {}, access);
      await server.db.updateTable('accountTokens').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', 'pin').where('usedAt', 'is', null).execute();
      expect((await server.post('/auth/login', { Username: 'pinuser@example.test', Password: again.body.Pincode, Licensenumber: 1000 })).status, 'expired').toBe(401);
    });

    it('stores front-end errors and activity for the manager, refusing a flood from one user', async () => {
      const logger = await server.login(await server.addUser({ username: 'logger' }));
      const logged = await logger.call('/LoggingRestService/LogFrontEndError', { ErrorType: 'error', ErrorMessage: 'grid exploded', FunctionDescription: 'paste' });
      expect(logged.body).toEqual({ ResultCode: 'Succes', Success: true, Message: '' });
      await logger.call('/LoggingRestService/LogFrontEndActivity', { ActivityType: 'navigation', ActivityMessage: 'opened project' });
      const logs = await manager.call<{ Logs: { username: string; kind: string; message: string }[] }>(`${users}/GetFrontEndLogs`, {});
      expect(logs.body.Logs.filter((entry) => entry.username === 'logger').map((entry) => entry.message).sort()).toEqual(['grid exploded', 'opened project']);
      let status = 200;
      for (let sent = 2; sent <= 30 && status === 200; sent += 1) {
        status = (await logger.call('/LoggingRestService/LogFrontEndActivity', { ActivityType: 'x', ActivityMessage: `n${sent}` })).status;
      }
      expect(status).toBe(429);
    });
  });
});
