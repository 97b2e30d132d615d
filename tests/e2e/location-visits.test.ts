import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, demoProjectId, expectNoPageProblems, signIn, useE2eHarness } from './harness';

/**
 * Location visits created, changed and deleted from their grid under the project (spec 01 sections 1
 * and 7, SetLocationVisits; spec 02 section 2, the overview's location visits tab) in real Chromium
 * against the real server: a new visit dated now, its remark saved and read back after a reload, a
 * remark over 250 characters refused and named, and the visit deleted after a confirmation.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Acties voor Locatiebezoeken' });
const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

async function openVisits(page: Page) {
  await page.goto(appPath(`project/${projectId}/overview/113`));
  const visits = gridCells(page, page.getByRole('grid', { name: 'Locatiebezoeken' }));
  await visits.showRow(1);
  return visits;
}

describe('location visits', () => {
  it('adds a visit, changes it, refuses a too long remark and deletes the visit, each kept by the server', async () => {
    const { page, problems } = harness;
    await signIn(page);
    let visits = await openVisits(page);
    const before = await visits.rowCount();
    expect(before).toBeGreaterThan(0);

    await toolbar(page).getByRole('button', { name: 'Nieuwe rij' }).click();
    await expect.poll(() => visits.rowCount()).toBe(before + 1);
    const added = before + 1;
    expect(await visits.cellText(added, 'Bezoekdatum')).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    await (await visits.cell(added, 'Opmerking')).click();
    await page.keyboard.type('Bezoek met de opdrachtgever');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();

    await page.reload();
    visits = gridCells(page, page.getByRole('grid', { name: 'Locatiebezoeken' }));
    await expect.poll(() => visits.rowCount()).toBe(before + 1);
    const row = async () => {
      for (let index = 1; index <= before + 1; index++) if (await visits.cellText(index, 'Opmerking') === 'Bezoek met de opdrachtgever') return index;
      return 0;
    };
    const saved = await row();
    expect(saved).toBeGreaterThan(0);

    // A remark over 250 characters is refused and named; undo takes it back.
    await (await visits.cell(saved, 'Opmerking')).click();
    await page.keyboard.type('x'.repeat(251));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+S');
    await notice(page, `Niet opgeslagen: Locatiebezoeken, rij ${saved}, Opmerking:`).waitFor();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => visits.cellText(saved, 'Opmerking')).toBe('Bezoek met de opdrachtgever');

    // Changed, then deleted.
    await (await visits.cell(saved, 'Opmerking')).click();
    await page.keyboard.type('Bezoek verplaatst');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+S');
    await expect.poll(() => notice(page, 'Opgeslagen.').count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => visits.rowCount()).toBe(before + 1);
    const changed = await (async () => {
      for (let index = 1; index <= before + 1; index++) if (await visits.cellText(index, 'Opmerking') === 'Bezoek verplaatst') return index;
      return 0;
    })();
    expect(changed).toBeGreaterThan(0);
    await (await visits.cell(changed, 'Opmerking')).click();
    await toolbar(page).getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rijen verwijderen' }).click();
    await expect.poll(() => visits.rowCount()).toBe(before);
    await page.keyboard.press('Control+S');
    await expect.poll(() => toolbar(page).getByRole('button', { name: 'Opslaan', exact: true }).isDisabled()).toBe(true);
    await page.reload();
    await expect.poll(() => visits.rowCount()).toBe(before);
    expectNoPageProblems(problems);
  });
});
