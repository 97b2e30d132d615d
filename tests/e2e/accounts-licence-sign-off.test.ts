import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SignInDetails } from './app-actions';
import { addDemoLicenceUser, signInAtProvider } from './accounts';
import { appPath, demoAccount, demoProject, expectNoPageProblems, expectNoSeriousA11yViolations, signIn } from './harness';
import { useE2eHarnessWithMail } from './harness-with-mail';
import { serviceSession } from './service-session';

/**
 * Single sign-on across licences and sign-off, in real Chromium against the real server and a local OpenID
 * Connect provider (spec 02 sections 2 and 7): an identity that reaches users in two licences chooses one on
 * /connect-azure and sees that licence's projects; signing off ends the session on the server (the old access
 * and refresh tokens are refused), passes the provider's sign-off, and the back button shows no data. A page
 * opened while signed in claims its seat with a keep-alive at once, not after the first interval (30 s here).
 */
const local = useE2eHarnessWithMail({ from: 'accounts@fieldwork.test', signOn: true });
const { harness } = local;

const provider = 'Local test provider';
/** What the provider's development pages ask for that this machine cannot reach (a web font, a favicon the stand-in lacks). */
const providerNoise = () => [/fonts\.googleapis\.com/, new RegExp(`404 \\(Not Found\\) \\(at ${local.oidc.issuer.replace(/[.]/g, '\\.')}/favicon\\.ico\\)$`)];

/** Names of this test's own: users, subject and licence never met by another test of the file. */
function fresh() {
  const suffix = randomBytes(3).toString('hex');
  return { suffix, licence: 2000 + (Number.parseInt(suffix, 16) % 7000) };
}

/** Signs in through the provider as `subject` from the login screen's single sign-on link. */
async function signOnFromLogin(page: Page, subject: string): Promise<void> {
  await page.goto(appPath('login'));
  await page.getByRole('link', { name: `Aanmelden met ${provider}` }).click();
  await signInAtProvider(page, subject);
}

/** A first sign-on of `subject`, linked on /connect-azure to the classic account `user`; lands in the app. */
async function linkSubject(page: Page, subject: string, user: SignInDetails): Promise<void> {
  await signOnFromLogin(page, subject);
  await page.getByRole('heading', { level: 1, name: 'Uw account koppelen' }).waitFor();
  await page.getByLabel(/^Gebruikersnaam/).fill(user.username);
  await page.getByLabel(/^Wachtwoord/).fill(user.password);
  await page.getByRole('button', { name: 'Account koppelen' }).click();
  await page.waitForURL((url) => url.pathname === appPath(''));
}

/** The browser's back button: history.back() once the evaluation has answered, as the page may be gone right after. */
async function pressBack(page: Page): Promise<void> {
  await page.evaluate(() => { setTimeout(() => history.back(), 0); });
}

const allProjectsTab = (page: Page) => page.getByRole('tab', { name: 'Alle projecten' });
const projectLink = (page: Page, code: string) => page.getByRole('row').getByRole('link', { name: code, exact: true });

describe('single sign-on: the licence choice and sign-off', () => {
  it('lets an identity linked in two licences choose one and a language after sign-in, and shows that licence\'s projects in that language', { timeout: 90_000 }, async () => {
    const { suffix, licence } = fresh();
    const subject = `twee-licenties-${suffix}`;
    const home = addDemoLicenceUser(harness.dataDir, { username: `thuis-${suffix}` });
    const manager = addDemoLicenceUser(harness.dataDir, { username: `beheer-${suffix}`, allRights: true, licence });
    const otherLicence = await serviceSession(harness.url, manager);
    const code = `LIC-${suffix.toUpperCase()}`;
    const created = await otherLicence.call('/ITWDataRestService_V1_0/SetProject', { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
    expect(created.body.ResultCode, JSON.stringify(created.body)).toBe('Import_Succes');
    const delivered = local.smtp.nextMessage();
    const invited = await otherLicence.call('/UserManagement/InviteUser', { Email: `${subject}@example.test`, DisplayName: 'Adviseur Twee', Language: 'nl' });
    expect(invited.body).toEqual({ ResultCode: 'Succes' });
    const inviteLink = /http:\/\/\S+\/Web\/connect-azure\?invite_token=\S+/.exec((await delivered).text ?? '')?.[0] ?? '';
    expect(inviteLink.startsWith(harness.url)).toBe(true);

    // The identity is linked to the demo licence's account, then joins the other licence by its invitation.
    const linking = await harness.newPage();
    await linkSubject(linking.page, subject, home);
    const joining = await harness.newPage();
    await joining.page.goto(inviteLink);
    await joining.page.getByRole('link', { name: `Uitnodiging accepteren met ${provider}` }).click();
    await signInAtProvider(joining.page, subject);
    await joining.page.waitForURL((url) => url.pathname === appPath(''));

    // Signing on again, the identity reaches two licences: the user chooses one, and a language.
    // One sign-on picks the other licence in English, the next the demo licence in Dutch.
    const choices = [
      { licence, language: 'en', signIn: 'Sign in', allProjects: 'All projects', sees: code, notSees: demoProject.code },
      { licence: demoAccount.licenceNumber, language: 'nl', signIn: 'Aanmelden', allProjects: 'Alle projecten', sees: demoProject.code, notSees: code },
    ];
    for (const choice of choices) {
      const { page, problems } = await harness.newPage();
      await signOnFromLogin(page, subject);
      await page.getByRole('heading', { level: 2, name: 'Kies een licentie en een taal' }).waitFor();
      const licences = page.getByLabel('Licentienummer');
      await expect.poll(() => licences.locator('option').allTextContents()).toEqual(expect.arrayContaining([
        `${licence} — Licence ${licence}`, expect.stringMatching(new RegExp(`^${demoAccount.licenceNumber} — `)),
      ]));
      await expectNoSeriousA11yViolations(page);
      await licences.selectOption(String(choice.licence));
      await page.getByLabel('Taal', { exact: true }).selectOption(choice.language);
      await page.getByRole('button', { name: choice.signIn, exact: true }).click();
      await page.waitForURL((url) => url.pathname === appPath(''));
      await page.getByRole('tab', { name: choice.allProjects }).click();
      await projectLink(page, choice.sees).waitFor();
      expect(await projectLink(page, choice.notSees).count()).toBe(0);
      expectNoPageProblems(problems, providerNoise());
    }
    expectNoPageProblems(linking.problems, providerNoise());
    expectNoPageProblems(joining.problems, providerNoise());
  });

  it('signs off: the session ends on the server, the provider signs off too, and the back button shows no data', { timeout: 90_000 }, async () => {
    const { page, context, problems } = harness;
    const { suffix } = fresh();
    const user = addDemoLicenceUser(harness.dataDir, { username: `afmelden-${suffix}` });
    const bearers = new Set<string>();
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (authorization?.startsWith('Bearer ')) bearers.add(authorization.slice('Bearer '.length));
    });
    await linkSubject(page, `afmelden-${suffix}`, user);
    // A new user has no projects of their own yet: the demo project is under all projects.
    await allProjectsTab(page).click();
    await projectLink(page, demoProject.code).click();
    await page.waitForURL(demoProject.url);
    // The app's own path of the project screen, as a redirect back after sign-in names it ('/project/1').
    const projectPath = new URL(page.url()).pathname.slice(appPath('').length - 1);
    const point = page.getByRole('link', { name: 'B001', exact: true });
    await point.waitFor();
    const refresh = (await context.cookies()).find((cookie) => cookie.name === 'fdw_refresh')?.value ?? '';
    expect(refresh).not.toBe('');
    expect(bearers.size).toBeGreaterThan(0);

    // Signing off goes by the provider's sign-off page, which sends the browser back to the login screen.
    await page.getByRole('banner').getByRole('link', { name: 'Afmelden' }).click();
    await page.waitForURL((url) => url.origin === local.oidc.issuer);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.origin === harness.url && url.pathname === appPath('login'));
    await page.getByLabel(/^Gebruikersnaam/).waitFor();

    // The session ended on the server: none of its access tokens, nor its refresh token, is taken any more.
    for (const token of bearers) {
      const answer = await fetch(`${harness.url}/ITWDataRestService_V1_0/GetProjects`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ Authorisation: { Username: user.username, Licensenumber: user.licence, ApplicationCode: 61, Language: 'nld' }, LanguageCode: 'nld', WebserviceVersion: '1.0', TypeOfExport: 'VeldData', Parameters: { Filter: 'all' } }),
      });
      expect(answer.status).toBe(401);
    }
    const renewed = await fetch(`${harness.url}/auth/refresh`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `fdw_refresh=${refresh}` }, body: '{}' });
    expect(renewed.status).toBe(401);

    // Back as the browser's back button goes: past the provider's page to the app, then to the project's own entry.
    const signInForm = page.getByLabel(/^Gebruikersnaam/);
    await pressBack(page);
    await page.waitForURL((url) => url.origin === local.oidc.issuer);
    await pressBack(page);
    await page.waitForURL((url) => url.origin === harness.url);
    await signInForm.or(point).first().waitFor();
    expect(await point.count()).toBe(0);
    await pressBack(page);
    await page.waitForURL((url) => url.origin === harness.url && url.searchParams.get('redirect') === projectPath);
    await signInForm.or(point).first().waitFor();
    expect(await point.count()).toBe(0);
    await signInForm.waitFor();
    expect(await page.getByText(demoProject.name).count()).toBe(0);
    expectNoPageProblems(problems, [...providerNoise(), /status of 401/]);
  });

  it('sends a keep-alive as a signed-in page opens, so a reload keeps the seat without waiting a whole interval', { timeout: 60_000 }, async () => {
    const { page, problems } = await harness.newPage();
    // Well inside the 30 s interval, so only a keep-alive sent as the page opens can answer.
    const nextKeepAlive = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/token/postUpdateKeepAliveToken', { timeout: 10_000 });
    // The signed-in app's own first keep-alive is awaited first, so the one after the reload is the reload's.
    const afterSignIn = nextKeepAlive();
    await signIn(page, addDemoLicenceUser(harness.dataDir, { username: `herladen-${fresh().suffix}` }));
    expect((await afterSignIn).status()).toBe(200);
    const afterReload = nextKeepAlive();
    await page.reload();
    expect((await afterReload).status()).toBe(200);
    expectNoPageProblems(problems);
  });
});
