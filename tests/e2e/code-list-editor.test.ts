import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDemoLicenceUser } from './accounts';
import { gridCells } from './grid-cells';
import { appPath, expectNoPageProblems, expectNoSeriousA11yViolations, readServerSqlite, signIn, useE2eHarness } from './harness';

/**
 * The code-list editor (spec 01 section 3; spec 02 section 2, user menu) in real Chromium against the
 * real server: the application manager adds a code to the measurement point types (list 1012), which
 * a point screen offers after a reload, changes its description and deletes it, each checked in the server's database; deleting a code the
 * demo points use is refused with its use count; a user without the right reads the list only.
 */
const harness = useE2eHarness();

const category = 1012;
const gridName = `Codes van lijst ${category}`;

interface StoredCode { GcCode: string; DescriptionsJson: string; Active: number; Removed: number }

function storedCode(code: string): StoredCode | undefined {
  return readServerSqlite(harness, (db) => db.prepare('SELECT GcCode, DescriptionsJson, Active, Removed FROM licenceCodes WHERE GcCategoryID = ? AND GcCode = ?').get(category, code) as StoredCode | undefined);
}

function anyPoint(): { PrID: number; MpGuid: string } {
  return readServerSqlite(harness, (db) => db.prepare('SELECT PrID, MpGuid FROM tblMeasurementPoints ORDER BY MpID LIMIT 1').get() as { PrID: number; MpGuid: string });
}

const notice = (page: Page, text: string | RegExp) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: `Acties voor ${gridName}` });

describe('code list editor', () => {
  it('lets the application manager add, change and delete a code, and refuses deleting a code in use with its use count', { timeout: 60_000 }, async () => {
    const { page, problems } = harness;
    const code = `T${randomBytes(3).toString('hex').toUpperCase()}`;
    await signIn(page);
    await page.goto(appPath(`code-lists?category=${category}`));
    const codes = gridCells(page, page.getByRole('grid', { name: gridName }));
    await codes.showRow(1);
    const before = await codes.rowCount();
    await expectNoSeriousA11yViolations(page);

    await toolbar(page).getByRole('button', { name: 'Nieuwe rij' }).click();
    await expect.poll(() => codes.rowCount()).toBe(before + 1);
    await codes.typeInto(before + 1, 'Code', code);
    await codes.typeInto(before + 1, 'Omschrijving (nl)', 'Proefput');
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    await expect.poll(() => storedCode(code)?.Active).toBe(1);
    expect(JSON.parse(storedCode(code)?.DescriptionsJson ?? '{}')).toMatchObject({ nl: 'Proefput' });

    // A point screen offers the new code after a reload (spec 01 section 9: the day caches are dropped on a change).
    const point = anyPoint();
    await page.goto(appPath(`project/${point.PrID}/measurementPoint/${point.MpGuid}`));
    await expect.poll(() => page.getByLabel('Type meetpunt', { exact: true }).locator('option', { hasText: 'Proefput' }).count()).toBe(1);
    await page.goto(appPath(`code-lists?category=${category}`));
    await codes.showRow(1);

    // Changed: the description in English beside the Dutch one.
    const added = await codes.rowWhere('Code', code);
    expect(added).toBeGreaterThan(0);
    await codes.typeInto(added, 'Omschrijving (en)', 'Trial pit');
    await page.keyboard.press('Control+S');
    await expect.poll(() => JSON.parse(storedCode(code)?.DescriptionsJson ?? '{}')).toMatchObject({ nl: 'Proefput', en: 'Trial pit' });

    // Deleted after the confirmation: gone from the database.
    await (await codes.cell(added, 'Code')).click();
    await toolbar(page).getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.keyboard.press('Control+S');
    await expect.poll(() => storedCode(code)).toBeUndefined();
    await expect.poll(() => codes.rowCount()).toBe(before);

    // A code the demo points use ('B', borehole) is refused with its use count, and stays.
    const used = await codes.rowWhere('Code', 'B');
    expect(used).toBeGreaterThan(0);
    const uses = Number(await codes.cellText(used, 'Gebruikt door records'));
    expect(uses).toBeGreaterThan(0);
    await (await codes.cell(used, 'Code')).click();
    await toolbar(page).getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.keyboard.press('Control+S');
    await notice(page, `Code B wordt door ${uses} records gebruikt`).waitFor();
    await page.reload();
    await expect.poll(() => codes.rowCount()).toBe(before);
    expect(await codes.rowWhere('Code', 'B')).toBeGreaterThan(0);
    expectNoPageProblems(problems);
  });

  it('shows a user without the right the list read-only', async () => {
    const { page, problems } = harness;
    await signIn(page, addDemoLicenceUser(harness.dataDir, { username: `reader${randomBytes(3).toString('hex')}` }));
    await page.goto(appPath(`code-lists?category=${category}`));
    const table = page.getByRole('table', { name: gridName });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Nieuwe rij' }).count()).toBe(0);
    expectNoPageProblems(problems);
  });
});
