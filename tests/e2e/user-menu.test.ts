import { describe, expect, it } from 'vitest';
import { addDemoLicenceUser } from './accounts';
import { demoAccount, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness } from './harness';

/**
 * The user menu in real Chromium against the real server (spec 02 section 2, 'User menu'): opened
 * from the keyboard, a configured link present and an unset one absent, and the management statistics
 * screen showing the counts the server answered.
 */
const harness = useE2eHarness({ clientEnv: { VITE_HELP_URL: 'https://help.example.test/fieldwork' } });

describe('user menu', () => {
  it('opens from the keyboard, moves with the arrows, closes with Escape, and opens the statistics with the server\'s counts', { timeout: 60_000 }, async () => {
    const { page, problems } = harness;
    await signIn(page);

    const menuButton = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Gebruikersmenu' });
    await menu.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Mijn account');
    expect(await menu.getByRole('menuitem', { name: 'Help' }).getAttribute('href')).toBe('https://help.example.test/fieldwork');
    expect(await menu.getByRole('menuitem', { name: 'Roadmap' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');

    // The hotkey opens it from anywhere; ArrowUp wraps to the last entry, 'sign out'.
    await page.keyboard.press('Alt+U');
    await menu.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Mijn account');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Afmelden');

    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Veldsjablonen');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Beheerstatistieken');
    const answer = page.waitForResponse((response) => response.url().endsWith('/ManagementRestService_V1_0/GetManagementStatistics'));
    await page.keyboard.press('Enter');
    const counts = await (await answer).json() as Record<string, number>;
    await page.getByRole('heading', { level: 1, name: 'Beheerstatistieken' }).waitFor();
    const table = page.getByRole('table', { name: `Aantallen van licentie ${counts.Licensenumber}` });
    await table.waitFor();
    expect(counts.Projects).toBeGreaterThanOrEqual(1);
    for (const name of ['Projects', 'MeasurementPoints', 'Layers', 'Samples', 'AnalysisResults', 'ActiveUsers', 'MediaFiles']) {
      expect(await table.locator(`td[data-count="${name}"]`).textContent()).toBe(new Intl.NumberFormat('nl').format(counts[name] ?? -1));
    }
    expect(await page.getByRole('img', { name: 'Aantallen als staven' }).locator('g[data-bar]').count()).toBe(7);
    expectNoPageProblems(problems);
  });

  it('shows my account: the profile and the functions of the licence', { timeout: 60_000 }, async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.keyboard.press('Alt+U');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Mijn account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mijn account' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Functies' }).waitFor();
    expect(await page.locator('dd').first().textContent()).toBe(demoAccount.username);
    expect(await page.getByRole('alert').filter({ hasText: 'Unable' }).count()).toBe(0);
    expectNoPageProblems(problems);
  });

  it('shows a user without the right a code list read-only with the codes the server answered', { timeout: 60_000 }, async () => {
    const { page, problems } = harness;
    await signIn(page, addDemoLicenceUser(harness.dataDir, { username: 'codelistreader' }));
    await page.keyboard.press('Alt+U');
    const answer = page.waitForResponse((response) => response.url().endsWith('/ManagementRestService_V1_0/GetCodeListEditor'));
    await page.getByRole('menu').getByRole('menuitem', { name: 'Codelijsten' }).click();
    const list = await (await answer).json() as { Codes: { GcCode: string; UseCount: number }[] };
    await page.getByRole('heading', { level: 1, name: 'Codelijsten' }).waitFor();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(list.Codes.length);
    expect(list.Codes.length).toBeGreaterThan(0);
    expect(await rows.first().locator('td').first().textContent()).toBe(list.Codes[0]?.GcCode);
    expectNoPageProblems(problems);
  });
});
