import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sqliteFileName } from '../../server/db/connection';
import { addDemoLicenceUser } from './accounts';
import { gridCells } from './grid-cells';
import { appPath, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness } from './harness';

/**
 * The field templates editor (spec 01 section 3; spec 02 section 2, user menu) in real Chromium
 * against the real server: the application manager opens it from the user menu by keyboard, adds a
 * field to the measurement-point template, which the point screen shows at its next load (within the
 * app and after a reload) and whose value is typed and saved there (checked in the server's
 * database); the field then holds data, so deleting it is refused with its use count. A user without
 * the right reads the template only.
 */
const harness = useE2eHarness();

const gridName = 'Velden van Meetpunt';

function readDatabase<T>(query: (db: Database.Database) => T): T {
  const db = new Database(join(harness.dataDir, sqliteFileName), { readonly: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

const storedField = (code: string) => readDatabase((db) => db.prepare("SELECT LabelsJson, EditorType, Visible FROM licenceTemplateFields WHERE ScreenName = 'MeasurementPoint' AND FieldCode = ?").get(code) as { LabelsJson: string; EditorType: number; Visible: number } | undefined);
const anyPoint = () => readDatabase((db) => db.prepare('SELECT PrID, MpGuid FROM tblMeasurementPoints ORDER BY MpID LIMIT 1').get() as { PrID: number; MpGuid: string });
const storedValue = (mpGuid: string, code: string) => readDatabase((db) => {
  const row = db.prepare('SELECT ExtraFieldsJson FROM tblMeasurementPoints WHERE MpGuid = ?').get(mpGuid) as { ExtraFieldsJson: string | null } | undefined;
  return (JSON.parse(row?.ExtraFieldsJson ?? '{}') as Record<string, unknown>)[code];
});

const notice = (page: Page, text: string | RegExp) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: `Acties voor ${gridName}` });

describe('field templates editor', () => {
  it('lets the application manager add a field that the point screen shows at its next load, and refuses deleting it once it holds data', { timeout: 90_000 }, async () => {
    const { page, problems } = harness;
    const suffix = randomBytes(3).toString('hex');
    const code = `MpWeather${suffix}`;
    const label = `Weer ${suffix}`;
    const point = anyPoint();
    await signIn(page);
    // The point screen first, so the browser holds the day's template of points when the field is added.
    await page.goto(appPath(`project/${point.PrID}/measurementPoint/${point.MpGuid}`));
    await page.getByLabel('Meetpunt', { exact: true }).waitFor();
    await page.keyboard.press('Alt+U');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Veldsjablonen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Veldsjablonen' }).waitFor();
    const fields = gridCells(page, page.getByRole('grid', { name: gridName }));
    await fields.showRow(1);
    const before = await fields.rowCount();
    await expectNoSeriousA11yViolations(page);

    await toolbar(page).getByRole('button', { name: 'Nieuwe rij' }).click();
    await expect.poll(() => fields.rowCount()).toBe(before + 1);
    await fields.typeInto(before + 1, 'Veldnaam', code);
    await fields.typeInto(before + 1, 'Label (nl)', label);
    await fields.typeInto(before + 1, 'Label (en)', `Weather ${suffix}`);
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    await expect.poll(() => storedField(code)?.Visible).toBe(1);
    expect(JSON.parse(storedField(code)?.LabelsJson ?? '{}')).toMatchObject({ nl: label, en: `Weather ${suffix}` });
    expect(storedField(code)?.EditorType).toBe(1);

    // Back to the point within the app: its next load shows the new field (the day cache of templates is dropped, spec 01 section 9).
    await page.goBack();
    const input = page.getByLabel(label, { exact: true });
    await input.waitFor();
    // After a reload too; a value typed there is saved with the point.
    await page.reload();
    await input.waitFor();
    await input.fill('Zonnig');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => storedValue(point.MpGuid, code)).toBe('Zonnig');
    await page.reload();
    await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue()).toBe('Zonnig');

    // The field now holds data in one record: deleting it is refused with that count, and it stays.
    await page.goto(appPath('field-templates?screen=MeasurementPoint'));
    await fields.showRow(1);
    const added = await fields.rowWhere('Veldnaam', code);
    expect(added).toBeGreaterThan(0);
    expect(await fields.cellText(added, 'Gebruikt door records')).toBe('1');
    await (await fields.cell(added, 'Veldnaam')).click();
    await toolbar(page).getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.keyboard.press('Control+S');
    await notice(page, `Veld ${code} heeft waarden in 1 records`).waitFor();
    expect(storedField(code)).toBeDefined();
    expectNoPageProblems(problems);
  });

  it('keeps Required of the location visit\'s date checked and read-only, saying why', { timeout: 60_000 }, async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath('field-templates?screen=LocationVisit'));
    const visits = gridCells(page, page.getByRole('grid', { name: 'Velden van Locatiebezoek' }));
    await visits.showRow(1);
    await page.getByText('Verplicht staat vast voor LvDate: de server heeft dit veld nodig om een nieuw record op te slaan.').waitFor();
    const date = await visits.rowWhere('Veldnaam', 'LvDate');
    const remark = await visits.rowWhere('Veldnaam', 'LvRemark');
    expect(date).toBeGreaterThan(0);
    const required = await visits.cell(date, 'Verplicht');
    const before = await required.textContent();
    expect(await required.getAttribute('class')).toContain('data-grid__cell--readonly');
    expect(await (await visits.cell(remark, 'Verplicht')).getAttribute('class')).not.toContain('data-grid__cell--readonly');
    await required.click();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    expect(await (await visits.cell(date, 'Verplicht')).textContent()).toBe(before);
    expectNoPageProblems(problems);
  });

  it('shows a user without the right the template read-only', { timeout: 60_000 }, async () => {
    const { page, problems } = harness;
    await signIn(page, addDemoLicenceUser(harness.dataDir, { username: `templatereader${randomBytes(3).toString('hex')}` }));
    await page.goto(appPath('field-templates?screen=MeasurementPoint'));
    const table = page.getByRole('table', { name: gridName });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await table.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe('Meetpunt');
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Nieuwe rij' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(problems);
  });
});
