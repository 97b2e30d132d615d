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
 * The single sign-on service's calls (spec 02 section 7, under /oauth/) and every login message of spec 02
 * sections 5 and 8, each provoked, against a local OpenID Connect provider: the callback's token variant,
 * the licence and language picked at /connect-azure, the PIN redirect's id_token and sign-off at the provider.
 */
describe('the sign-on calls and their login messages (spec 02 sections 2, 5, 7 and 8)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let oidc: LocalOidc;
    let smtp: LocalSmtp;
    // Licence numbers of this dialect's run, so the two runs never share a licence.
    const licence = (n: number) => 4000 + n * 10 + (dialect === 'postgres' ? 1 : 0);
    beforeAll(async () => {
      [oidc, smtp] = await Promise.all([startLocalOidc(), startLocalSmtp()]);
      server = await startTestServer({ dialect, env: { ...oidc.env(), SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port) } });
      oidc.acceptCallback(`${server.url}/auth/oidc/callback`);
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await Promise.all([oidc.close(), smtp.close()]);
    });

    async function signOn(login: string, query: Record<string, string> = {}) {
      const jar = cookieJarFetch();
      return { jar, landed: await signOnThrough(jar, server.url, login, query) };
    }
    const oauth = (call: string, body: Record<string, unknown>, token?: string) => server.post(`/oauth/${call}`, body, token);
    const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

    /** Signs `login` on for the first time and links it to the classic account `user`. */
    async function linkTo(login: string, user: { username: string; password: string; licenceNumber: number }) {
      const first = await signOn(login);
      const ticket = first.landed.searchParams.get('ticket') ?? '';
      const linked = await postJson(first.jar, `${server.url}/oauth/ConnectUserToAzureLogin`, { AzureJwt: ticket, Username: user.username, Password: user.password, Licensenumber: user.licenceNumber });
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);
      return String(linked.body.access_token);
    }

    async function manager(licenceNumber: number): Promise<Session> {
      return server.login(await server.addUser({ username: `manager${licenceNumber}`, rights: 'all', licenceNumber }));
    }

    async function invite(boss: Session, email: string): Promise<string> {
      const delivered = smtp.nextMessage();
      expect((await boss.call(`${users}/InviteUser`, { Email: email, DisplayName: 'Invited Person', Language: 'en' })).body).toEqual({ ResultCode: 'Succes' });
      const link = /https?:\/\/\S+connect-azure\?invite_token=\S+/.exec((await delivered).text ?? '')?.[0] ?? '';
      return new URL(link).searchParams.get('invite_token') ?? '';
    }

    it('signs a linked identity in with the callback variant that carries token, expiry, language, licence number and user name', async () => {
      const user = await server.addUser({ username: 'fragment', licenceNumber: licence(1) });
      await linkTo('fragment-subject', user);
      const { landed } = await signOn('fragment-subject', { redirect_url: '/project/7' });
      expect(landed.pathname).toBe('/Web/login');
      expect(landed.searchParams.get('redirect')).toBe('/project/7');
      const token = fragment(landed);
      expect(Object.fromEntries([...token].filter(([key]) => key !== 'access_token' && key !== 'expires_in')))
        .toEqual({ token_type: 'Bearer', language: 'nl', licensenumber: String(licence(1)), name: 'fragment', username: 'fragment' });
      expect(Number(token.get('expires_in'))).toBeGreaterThan(0);
      expect((await server.post('/token/postUpdateKeepAliveToken', undefined, token.get('access_token') ?? '')).status).toBe(200);
    });

    it('lets an identity linked in two licences pick a licence and a language at /connect-azure', { timeout: 30_000 }, async () => {
      const first = await server.addUser({ username: 'twice', licenceNumber: licence(2) });
      await linkTo('twice-subject', first);
      const second = await manager(licence(3));
      const joined = await signOn('twice-subject', { invite_token: await invite(second, 'twice@example.test') });
      expect(fragment(joined.landed).get('licensenumber')).toBe(String(licence(3)));

      const { landed } = await signOn('twice-subject');
      expect(landed.pathname).toBe('/Web/connect-azure');
      expect(landed.searchParams.get('choose')).toBe('licence');
      const ticket = landed.searchParams.get('ticket') ?? '';
      const info = await oauth('GetUserInfoByAzureJwt', { AzureJwt: ticket });
      expect(info.body).toMatchObject({ ResultCode: 'Succes', Users: [{ Username: 'twice', Licensenumber: licence(2) }, { Username: 'twice@example.test', Licensenumber: licence(3) }] });
      const licences = await oauth('GetLicensesByAzureJwt', { AzureJwt: ticket });
      expect((licences.body.Licenses as { Licensenumber: number }[]).map((entry) => entry.Licensenumber)).toEqual([licence(2), licence(3)]);

      const request = { AzureJwt: ticket, ApplicationCode: 61, Language: 'deu', Licensenumber: licence(3), ClientId: oidc.clientId };
      const signedIn = await oauth('GetSingleClassicTokenByAzureJwt', request);
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(signedIn.body).toMatchObject({ licensenumber: licence(3), language: 'de', username: 'twice@example.test' });
      expect((await oauth('GetSingleClassicTokenByAzureJwt', request)).body.ErrorId, 'the ticket is single-use').toBe('accounts.server.linkUnknown');

      const usage = await server.post<Record<string, unknown>>('/oauth/GetLicenseUsageInformation', {}, String(signedIn.body.access_token));
      expect(usage.body).toMatchObject({ ResultCode: 'Succes', Licensenumber: licence(3), MaxConcurrentUsers: null });
      expect(Number(usage.body.SignedInUsers)).toBeGreaterThanOrEqual(1);
    });

    it('appends the id_token to a PIN redirect, with which the PIN page generates a PIN that signs in once', async () => {
      const user = await server.addUser({ username: 'pinner', licenceNumber: licence(4) });
      await linkTo('pinner-subject', user);
      const { landed } = await signOn('pinner-subject', { redirect_url: '/generate-pincode' });
      expect(landed.pathname).toBe('/Web/generate-pincode');
      const idToken = fragment(landed).get('id_token') ?? '';
      const generated = await oauth('GenerateAndSavePincodeAsPassword', { AzureJwt: idToken });
      expect(generated.body.Pincode).toMatch(/^\d{10}$/);
      expect((await server.post('/auth/login', { Username: 'pinner', Password: generated.body.Pincode, Licensenumber: licence(4) })).status).toBe(200);
      expect((await oauth('GenerateAndSavePincodeAsPassword', { AzureJwt: idToken })).body.ErrorId, 'used up').toBe('accounts.server.linkUnknown');
      expect((await oauth('GenerateAndSavePincodeAsPassword', {})).body.ErrorId).toBe('server.auth.tokenMissing');
    });

    it('sends a single sign-on user to the provider\'s sign-off path, and a password user nowhere', async () => {
      const user = await server.addUser({ username: 'leaver', licenceNumber: licence(5) });
      const access = await linkTo('leaver-subject', user);
      const out = await server.post<{ SignOffUrl: string }>('/auth/logout', undefined, access);
      const signOff = new URL(out.body.SignOffUrl);
      expect(signOff.origin).toBe(oidc.issuer);
      expect(signOff.searchParams.get('client_id')).toBe(oidc.clientId);
      expect(signOff.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/Web/login`);
      const plain = await server.login(await server.addUser({ username: 'plainleaver', licenceNumber: licence(5) }));
      expect((await server.post('/auth/logout', undefined, plain.accessToken)).body).toEqual({ ResultCode: 'Succes', SignOffUrl: null });
    });

    describe('every login message, provoked', () => {
      it('invalid or expired invite token', async () => {
        expect((await oauth('ValidateInviteToken', { InviteToken: 'no-such-invitation-token' })).body).toEqual({ ResultCode: 'Succes', IsValid: false });
        expect((await signOn('stranger-1', { invite_token: 'no-such-invitation-token' })).landed.searchParams.get('sso_error')).toBe('accounts.server.inviteInvalid');
        const ticket = (await signOn('stranger-2')).landed.searchParams.get('ticket') ?? '';
        const refused = await oauth('ConnectUserToAzureLoginByInviteToken', { AzureJwt: ticket, InviteToken: 'no-such-invitation-token' });
        expect(refused.body.ErrorId).toBe('accounts.server.inviteInvalid');
      });

      it('no licence found', async () => {
        const ticket = (await signOn('stranger-3')).landed.searchParams.get('ticket') ?? '';
        expect((await oauth('GetLicensesByAzureJwt', { AzureJwt: ticket })).body.ErrorId).toBe('accounts.server.noLicence');
        const user = await server.addUser({ username: 'onelicence', licenceNumber: licence(6) });
        await linkTo('onelicence-subject', user);
        const again = (await signOn('onelicence-subject', { redirect_url: '/generate-pincode' })).landed;
        const refused = await oauth('GetSingleClassicTokenByAzureJwt', { AzureJwt: fragment(again).get('id_token'), ApplicationCode: 61, Language: 'nl', Licensenumber: 999_999, ClientId: oidc.clientId });
        expect(refused.status).toBe(401);
        expect(refused.body.ErrorId).toBe('accounts.server.noLicence');
      });

      it('concurrent-user limit exceeded', async () => {
        const boss = await manager(licence(7));
        const user = await server.addUser({ username: 'crowded', licenceNumber: licence(7) });
        const access = await linkTo('crowded-subject', user);
        await server.post('/auth/logout', undefined, access);
        expect((await boss.call(`${users}/UpdateLicence`, { Kind: 'office', MaxConcurrentUsers: 1 })).body).toEqual({ ResultCode: 'Succes' });
        expect((await signOn('crowded-subject')).landed.searchParams.get('sso_error')).toBe('accounts.server.concurrentLimit');
      });

      it('login token failure: a code the provider does not know, or a token asked for another client', async () => {
        const jar = cookieJarFetch();
        const started = await jar(`${server.url}/auth/oidc/start`, { redirect: 'manual' });
        const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
        const back = await jar(`${server.url}/auth/oidc/callback?code=not-a-code&state=${state}`, { redirect: 'manual' });
        expect(new URL(back.headers.get('location') ?? '', server.url).searchParams.get('sso_error')).toBe('accounts.server.loginTokenFailed');
        const ticket = (await signOn('stranger-4')).landed.searchParams.get('ticket') ?? '';
        const refused = await oauth('GetSingleClassicTokenByAzureJwt', { AzureJwt: ticket, ApplicationCode: 61, Language: 'nl', Licensenumber: 1000, ClientId: 'another-client' });
        expect(refused.body.ErrorId).toBe('accounts.server.loginTokenFailed');
      });

      it('user name not unique for this e-mail: an identity reaches one user per licence', { timeout: 20_000 }, async () => {
        const boss = await manager(licence(8));
        const user = await server.addUser({ username: 'unique', licenceNumber: licence(8) });
        await linkTo('unique-subject', user);
        const refused = await signOn('unique-subject', { invite_token: await invite(boss, 'unique-second@example.test') });
        expect(refused.landed.searchParams.get('sso_error')).toBe('accounts.server.usernameNotUnique');
      });

      it('account blocked', async () => {
        const boss = await manager(licence(9));
        const user = await server.addUser({ username: 'blocked', licenceNumber: licence(9) });
        await linkTo('blocked-subject', user);
        await boss.call(`${users}/SetUserBlocked`, { UserName: 'blocked', Blocked: true });
        expect((await signOn('blocked-subject')).landed.searchParams.get('sso_error')).toBe('server.auth.accountBlocked');
      });

      it('unknown or expired link', async () => {
        expect((await oauth('GetUserInfoByAzureJwt', { AzureJwt: 'a-ticket-nobody-issued-0000' })).body.ErrorId).toBe('accounts.server.linkUnknown');
        const ticket = (await signOn('stranger-5')).landed.searchParams.get('ticket') ?? '';
        await server.db.updateTable('accountTokens').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', 'linkTicket').where('usedAt', 'is', null).execute();
        expect((await oauth('GetLicensesByAzureJwt', { AzureJwt: ticket })).body.ErrorId).toBe('accounts.server.linkUnknown');
        const noCookie = await fetch(`${server.url}/auth/oidc/callback?code=x&state=y`, { redirect: 'manual' });
        expect(new URL(noCookie.headers.get('location') ?? '', server.url).searchParams.get('sso_error')).toBe('accounts.server.linkUnknown');
      });

      it('licence linked to a different application', async () => {
        const boss = await manager(licence(10));
        const user = await server.addUser({ username: 'mobile', licenceNumber: licence(10) });
        await linkTo('mobile-subject', user);
        const ticket = fragment((await signOn('mobile-subject', { redirect_url: '/generate-pincode' })).landed).get('id_token');
        const refused = await oauth('GetSingleClassicTokenByAzureJwt', { AzureJwt: ticket, ApplicationCode: 62, Language: 'nl', Licensenumber: licence(10), ClientId: oidc.clientId });
        expect(refused.body.ErrorId).toBe('accounts.server.otherApplication');
        expect((await boss.call(`${users}/UpdateLicence`, { Kind: 'application', ApplicationCode: 62, MaxConcurrentUsers: null })).body).toEqual({ ResultCode: 'Succes' });
        expect((await signOn('mobile-subject')).landed.searchParams.get('sso_error')).toBe('accounts.server.otherApplication');
      });

      it('invalid credentials', async () => {
        const user = await server.addUser({ username: 'wrongpw', licenceNumber: licence(11) });
        const ticket = (await signOn('wrongpw-subject')).landed.searchParams.get('ticket') ?? '';
        const refused = await oauth('ConnectUserToAzureLogin', { AzureJwt: ticket, Username: user.username, Password: 'not-the-password-1', Licensenumber: user.licenceNumber });
        expect(refused.status).toBe(401);
        expect(refused.body.ErrorId).toBe('server.auth.invalidCredentials');
      });
    });
  });
});
