import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, demoProjectId, expectNoPageProblems, readServerSqlite, recordToolbarDrawn, runPaletteCommand, signIn, useE2eHarness } from './harness';
import { demoServiceCall } from './demo-service-call';

/**
 * Location visits created, changed and deleted from their grid under the project (spec 01 sections 1
 * and 7, SetLocationVisits; spec 02 section 2, the overview's location visits tab) in real Chromium
 * against the real server: the grid opened from the palette and from the project's toolbar, a new
 * visit dated now, its remark saved, a remark over 250 characters refused and named, the remark
 * changed and the visit deleted after a confirmation — each step checked in the server's database.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

interface StoredVisit { LvGuid: string; LvDate: string | null; LvRemark: string | null }

function storedVisits(where: { remark?: string; guid?: string }): StoredVisit[] {
  return readServerSqlite(harness, (db) => {
    const [column, value] = where.guid === undefined ? ['LvRemark', where.remark] : ['LvGuid', where.guid];
    return db.prepare(`SELECT LvGuid, LvDate, LvRemark FROM tblLocationVisits WHERE PrID = ? AND ${column} = ?`).all(projectId, value) as StoredVisit[];
  });
}

/** Calls the data service as the demo user from outside the browser (another user's change). */
async function dataCall(call: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return (await demoServiceCall(harness.url, `/ITWDataRestService_V1_0/${call}`, body)).body;
}

const visitsTitle = 'Locatiebezoeken';
const toolbar = (page: Page) => page.getByRole('toolbar', { name: `Acties voor ${visitsTitle}` });
const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const visitsGrid = (page: Page) => gridCells(page, page.getByRole('grid', { name: visitsTitle }));

async function rowWithRemark(page: Page, remark: string, rows: number): Promise<number> {
  const visits = visitsGrid(page);
  for (let index = 1; index <= rows; index++) if (await visits.cellText(index, 'Opmerking') === remark) return index;
  return 0;
}

describe('location visits', () => {
  it('opens the visits grid from the project toolbar', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}`));
    await page.getByRole('toolbar').first().getByRole('button', { name: 'Locatiebezoeken bewerken', exact: true }).click();
    await page.waitForURL(`**/project/${projectId}/overview/113`);
    await visitsGrid(page).showRow(1);
    expectNoPageProblems(problems);
  });

  it('shows the spec\'s message when the server refuses a change: the visit was deleted by someone else meanwhile', async () => {
    const { page } = harness;
    const remark = `Bezoek dat verdwijnt ${Date.now()}`;
    const added = await dataCall('SetLocationVisits', { action: 'INSERT', data: { PrID: projectId, LocationVisits: [{ LvDate: '2026-11-20T10:00:00', LvRemark: remark }] } });
    expect(added.ResultCode).toBe('Import_Succes');
    const stored = storedVisits({ remark })[0]!;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/113`));
    const visits = visitsGrid(page);
    await visits.showRow(1);
    const row = await rowWithRemark(page, remark, await visits.rowCount());
    expect(row).toBeGreaterThan(0);

    const deleted = await dataCall('SetLocationVisits', { action: 'DELETE', data: { PrID: projectId, LvGuid: stored.LvGuid } });
    expect(deleted.ResultCode).toBe('Import_Succes');
    await (await visits.cell(row, 'Opmerking')).click();
    await page.keyboard.type('Gewijzigd');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+S');
    await notice(page, 'Kan het locatiebezoek niet opslaan of verwijderen.').waitFor();
    expect(storedVisits({ guid: stored.LvGuid })).toEqual([]);
  });

  it('adds a visit, changes it, refuses a too long remark and deletes the visit, each kept in the database', async () => {
    const { page, problems } = harness;
    const remark = `Bezoek met de opdrachtgever ${Date.now()}`;
    const changedRemark = `${remark} (verplaatst)`;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}`));
    await recordToolbarDrawn(page);
    await runPaletteCommand(page, 'Locatiebezoeken bewerken');
    await page.waitForURL(`**/project/${projectId}/overview/113`);
    let visits = visitsGrid(page);
    await visits.showRow(1);
    const before = await visits.rowCount();
    expect(before).toBeGreaterThan(0);

    await toolbar(page).getByRole('button', { name: 'Nieuwe rij' }).click();
    await expect.poll(() => visits.rowCount()).toBe(before + 1);
    const added = before + 1;
    expect(await visits.cellText(added, 'Bezoekdatum')).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    await (await visits.cell(added, 'Opmerking')).click();
    await page.keyboard.type(remark);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    await expect.poll(() => storedVisits({ remark }).length).toBe(1);
    const stored = storedVisits({ remark })[0]!;
    expect(stored.LvDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

    await page.reload();
    visits = visitsGrid(page);
    await expect.poll(() => visits.rowCount()).toBe(before + 1);
    const saved = await rowWithRemark(page, remark, before + 1);
    expect(saved).toBeGreaterThan(0);

    // A remark over 250 characters (spec 01 section 5) is refused and named; nothing reaches the database; undo takes it back.
    await (await visits.cell(saved, 'Opmerking')).click();
    await page.keyboard.type('x'.repeat(251));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+S');
    await notice(page, `Niet opgeslagen: ${visitsTitle}, rij ${saved}, Opmerking:`).waitFor();
    expect(storedVisits({ guid: stored.LvGuid }).map((row) => row.LvRemark)).toEqual([remark]);
    await page.keyboard.press('Control+Z');
    await expect.poll(() => visits.cellText(saved, 'Opmerking')).toBe(remark);

    // Changed: the same row (by its guid) holds the new remark.
    await (await visits.cell(saved, 'Opmerking')).click();
    await page.keyboard.type(changedRemark);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+S');
    await expect.poll(() => storedVisits({ guid: stored.LvGuid }).map((row) => row.LvRemark)).toEqual([changedRemark]);

    // Deleted after the confirmation: the row is gone from the database.
    await page.reload();
    await expect.poll(() => visits.rowCount()).toBe(before + 1);
    const changed = await rowWithRemark(page, changedRemark, before + 1);
    expect(changed).toBeGreaterThan(0);
    await (await visits.cell(changed, 'Opmerking')).click();
    await toolbar(page).getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rijen verwijderen' }).click();
    await expect.poll(() => visits.rowCount()).toBe(before);
    await page.keyboard.press('Control+S');
    await expect.poll(() => storedVisits({ guid: stored.LvGuid }).length).toBe(0);
    await page.reload();
    await expect.poll(() => visits.rowCount()).toBe(before);
    expectNoPageProblems(problems);
  });
});
