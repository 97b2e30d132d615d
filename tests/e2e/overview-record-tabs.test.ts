import type Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness, readServerSqlite } from './harness';

/**
 * The overview tabs that are screens of their own (spec 02 section 2: picture gallery GP, attachment
 * gallery ES, project participants PP, project details DP, all lab assignments OL) in real Chromium
 * against the real server, in Dutch; values are checked against the server's database. The shared
 * data table's settings (mode, sort) are saved per user (UpdateSetting) and survive a reload.
 */
const harness = useE2eHarness();

let projectId = 0;
beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

function database<T>(read: (db: Database.Database) => T): T {
  return readServerSqlite(harness, read);
}

const tabPath = (tab: string) => appPath(`project/${projectId}/${tab}`);

/** Waits for the next UpdateSetting answer, so a reload reads what was saved. */
function settingSaved(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/UpdateSetting') && response.ok());
}

describe('overview tabs of their own', () => {
  it('shows every tab in the tab bar with its short code, and the project details from the server', async () => {
    const { page } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/110`));
    const tabs = page.getByRole('navigation', { name: 'Overzichten' });
    for (const [name, code] of [['Fotogalerij', 'GP'], ['Bijlagen', 'ES'], ['Projectdeelnemers', 'PP'], ['Projectdetails', 'DP'], ['Alle labopdrachten', 'OL']] as const) {
      const link = tabs.getByRole('link', { name, exact: true });
      await link.waitFor();
      expect(await link.textContent()).toBe(`${code}${name}`);
    }

    await tabs.getByRole('link', { name: 'Projectdetails', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Projectdetails' }).waitFor();
    const project = database((db) => db.prepare('select PrCode, PrName from tblProjects where PrID = ?').get(projectId) as { PrCode: string; PrName: string });
    const details = page.getByRole('table', { name: 'Projectdetails' });
    await details.getByRole('cell', { name: project.PrCode, exact: true }).waitFor();
    await details.getByRole('cell', { name: project.PrName, exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Overzichten' }).getByRole('link', { name: 'Projectdetails', exact: true }).getAttribute('aria-current')).toBe('page');

  });

  it('shows the galleries\' empty states (spec 02 section 2)', async () => {
    const { page } = harness;
    await signIn(page);
    await page.goto(tabPath('pictures'));
    await page.getByText('Geen afbeeldingen', { exact: true }).waitFor();
    await page.getByText('Geen kaartafbeeldingen', { exact: true }).waitFor();
    await page.goto(tabPath('attachments'));
    await page.getByText('Geen kaartlagen', { exact: true }).waitFor();
    await page.getByText('Geen documenten', { exact: true }).waitFor();

  });

  it('lists the participants and the lab assignments, of the project and across projects', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(tabPath('participants'));
    await page.getByRole('table', { name: 'Projectdeelnemers' }).getByRole('cell', { name: 'demo', exact: true }).waitFor();

    await page.goto(tabPath('lab-assignments'));
    const orders = database((db) => (db.prepare('select OrderNr from tblLabAssignments where PrID = ? and (LbDeleted is null or LbDeleted = 0) order by LbID').all(projectId) as { OrderNr: string }[]).map((row) => row.OrderNr));
    expect(orders.length).toBeGreaterThan(0);
    // Compared as sets: another test may have saved a sort for this list.
    await expect.poll(async () => (await page.getByRole('table', { name: 'Alle labopdrachten' }).getByRole('link').allTextContents()).sort()).toEqual([...orders].sort());
    const across = page.getByRole('table', { name: 'Labopdrachten van alle projecten' });
    await across.waitFor();
    expect(await across.getByRole('cell', { name: 'DEMO-AMF', exact: true }).count()).toBeGreaterThan(0);
    expectNoPageProblems(problems);
  });

  it('has no serious or critical accessibility violation on the lab assignments tab', async () => {
    const { page } = harness;
    await signIn(page);
    await page.goto(tabPath('lab-assignments'));
    await page.getByRole('table', { name: 'Labopdrachten van alle projecten' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('sorts and filters the lab assignment list from the keyboard, and the sort and tile mode survive a reload', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(tabPath('lab-assignments'));
    const table = page.getByRole('table', { name: 'Alle labopdrachten' });
    const links = () => table.getByRole('link').allTextContents();
    await expect.poll(async () => (await links()).length).toBeGreaterThan(1);
    const original = await links();

    const header = table.getByRole('columnheader', { name: /Ordernummer/ });
    await header.getByRole('button').focus();
    let saved = settingSaved(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await saved;
    expect(await links()).toEqual([...original].sort().reverse());

    const filter = page.getByRole('searchbox').first();
    await filter.focus();
    await page.keyboard.type(original[0] ?? '');
    await expect.poll(links).toEqual([original[0]]);

    saved = settingSaved(page);
    await page.getByRole('group', { name: 'Weergave' }).first().getByRole('button', { name: 'Tegels' }).press('Enter');
    await saved;
    await page.reload();
    const tiles = page.getByRole('list', { name: 'Alle labopdrachten' });
    await tiles.waitFor();
    expect(await page.getByRole('group', { name: 'Weergave' }).first().getByRole('button', { name: 'Tegels' }).getAttribute('aria-pressed')).toBe('true');
    expect(await tiles.getByRole('link').allTextContents()).toEqual([...original].sort().reverse());

    saved = settingSaved(page);
    await page.getByRole('group', { name: 'Weergave' }).first().getByRole('button', { name: 'Tabel' }).press('Enter');
    await saved;
    await page.reload();
    await expect.poll(() => page.getByRole('table', { name: 'Alle labopdrachten' }).getByRole('columnheader', { name: /Ordernummer/ }).getAttribute('aria-sort')).toBe('descending');
    expectNoPageProblems(problems);
  });
});
