import { describe, expect, it } from 'vitest';
import { addDemoLicenceUser, signInAtProvider } from './accounts';
import { appPath, demoAccount, expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject } from './harness';
import { useE2eHarnessWithMail } from './harness-with-mail';

/**
 * Accounts as a team needs them, in real Chromium against the real server, a local OpenID Connect
 * provider and a local SMTP server (spec 02 sections 2, 5, 6 and 7): single sign-on linked to the
 * demo account, an invitation by e-mail accepted through single sign-on, pinning the new user to
 * the demo project, blocking them (thrown out within one keep-alive) and the concurrent-user limit.
 */
// Keep-alives every 2 s instead of 30 s, so 'within one keep-alive' is quick to see.
const local = useE2eHarnessWithMail({ from: 'accounts@fieldwork.test', signOn: true, serverEnv: { KEEP_ALIVE_SECONDS: '2' } });
const { harness } = local;

describe('accounts with single sign-on', () => {
  it('links single sign-on, invites a user who signs in, pins, blocks (out within one keep-alive) and enforces the concurrent-user limit', { timeout: 90_000 }, async () => {
    const { page: manager, problems } = harness;

    // The application manager signs in through the provider and links the classic demo account once.
    await manager.goto(appPath('login'));
    await manager.getByRole('link', { name: 'Aanmelden met Local test provider' }).click();
    await signInAtProvider(manager, 'manager-subject');
    await manager.getByRole('heading', { level: 1, name: 'Uw account koppelen' }).waitFor();
    await manager.getByLabel(/^Gebruikersnaam/).fill(demoAccount.username);
    await manager.getByLabel(/^Wachtwoord/).fill(demoAccount.password);
    await manager.getByRole('button', { name: 'Account koppelen' }).click();
    await manager.waitForURL((url) => url.pathname === appPath(''));

    // An invitation by e-mail from user administration (the header's entry).
    await manager.getByRole('button', { name: 'Gebruikersbeheer' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Gebruikersbeheer' }).waitFor();
    const delivered = local.smtp.nextMessage();
    await manager.getByLabel(/^E-mailadres/).fill('nieuw@example.test');
    await manager.getByLabel(/^Naam/).fill('Nieuwe Collega');
    await manager.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await manager.getByRole('status').filter({ hasText: 'Uitnodiging verstuurd.' }).waitFor();
    const mail = await delivered;
    await manager.getByRole('cell', { name: 'nieuw@example.test' }).first().waitFor();
    await expectNoSeriousA11yViolations(manager);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('nieuw@example.test');
    const link = /http:\/\/\S+\/Web\/connect-azure\?invite_token=\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link.startsWith(harness.url)).toBe(true);

    // The new user accepts through single sign-on and lands in the app.
    const { page: newcomer, problems: newcomerProblems } = await harness.newPage();
    await newcomer.goto(link);
    await newcomer.getByText('Uw uitnodiging is geldig. Meld u aan om deze te accepteren.').waitFor();
    await newcomer.getByRole('link', { name: 'Uitnodiging accepteren met Local test provider' }).click();
    await signInAtProvider(newcomer, 'newcomer-subject');
    await newcomer.waitForURL((url) => url.pathname === appPath(''));
    await newcomer.getByText('Nieuwe Collega', { exact: true }).waitFor();

    // The manager pins the demo project for the new user in the participants tab.
    const projectId = await openDemoProject(manager);
    await manager.goto(appPath(`project/${projectId}/overview`));
    await manager.getByRole('link', { name: 'Projectdeelnemers' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Projectdeelnemers' }).waitFor();
    await manager.getByRole('checkbox').first().waitFor();
    await expectNoSeriousA11yViolations(manager);
    const pin = manager.getByRole('checkbox', { name: 'Project vastgezet voor nieuw@example.test' });
    // The box follows the server: it shows the pin once UnpinAndPinProject succeeded and GetUsers was read again.
    await pin.click();
    await expect.poll(() => pin.isChecked()).toBe(true);
    await manager.reload();
    await expect.poll(() => manager.getByRole('checkbox', { name: 'Project vastgezet voor nieuw@example.test' }).isChecked()).toBe(true);

    // Blocked: the new user's next keep-alive is refused and the blocked-account screen shows.
    await manager.goto(appPath('users'));
    await manager.getByRole('button', { name: 'nieuw@example.test blokkeren' }).click();
    await manager.getByRole('button', { name: 'nieuw@example.test deblokkeren' }).waitFor();
    await newcomer.getByRole('heading', { level: 1, name: 'Account geblokkeerd' }).waitFor({ timeout: 6000 });
    await newcomer.getByText('Uw account is geblokkeerd door uw applicatiebeheerder.').waitFor();

    // The concurrent-user limit: one seat, taken by the manager, so the next sign-in is refused.
    await manager.getByLabel(/^Gelijktijdige gebruikers/).fill('1');
    await manager.getByRole('button', { name: 'Licentie opslaan' }).click();
    await manager.getByText('Nu aangemeld: 1 (maximum 1)').waitFor();
    const third = addDemoLicenceUser(harness.dataDir, { username: 'derde' });
    const { page: late, problems: lateProblems } = await harness.newPage();
    await late.goto(appPath('login'));
    await late.getByLabel(/^Gebruikersnaam/).fill(third.username);
    await late.getByLabel(/^Wachtwoord/).fill(third.password);
    await late.getByRole('button', { name: /^Aanmelden$/ }).click();
    await late.getByRole('alert').filter({ hasText: 'Het maximale aantal gelijktijdige gebruikers voor deze licentie is bereikt.' }).waitFor();

    // A PIN for the mobile app (spec 02 section 1), generated by the signed-in manager.
    await manager.goto(appPath('generate-pincode'));
    await manager.getByRole('button', { name: 'Pincode maken' }).click();
    await manager.getByRole('status').filter({ hasText: /Uw pincode: \d{10} geldig tot/ }).waitFor();

    // The provider's development pages ask for a web font this machine cannot reach, and the browser asks the provider
    // (the test's stand-in, which has none) for a favicon; the app itself asks nothing outside.
    const providerFont = /fonts\.googleapis\.com/;
    const providerFavicon = new RegExp(`404 \\(Not Found\\) \\(at ${local.oidc.issuer.replace(/[.]/g, '\\.')}/favicon\\.ico\\)$`);
    expectNoPageProblems(problems, [providerFont, providerFavicon]);
    // The refused keep-alive (403) and the refused sign-in (403) are the answers this test provokes.
    expectNoPageProblems(newcomerProblems, [providerFont, /status of 403/]);
    expectNoPageProblems(lateProblems, [/status of 403/]);
  });
});
