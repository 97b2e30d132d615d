import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness } from './harness';

/**
 * The batch XYZ import (spec 02 section 2) in real Chromium against the real server: a block
 * pasted from a spreadsheet into the import's grid on the demo project (DEMO-AMF, RD EPSG:28992,
 * points B001…B300), its errors at the cells, one save, and the moved points on the points grid.
 * Contexts start in Dutch.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const importPath = () => appPath(`project/${projectId}/xyz-import`);
const importGrid = (page: Page) => gridCells(page, page.getByRole('grid', { name: 'XYZ-import' }));
const pointsGrid = (page: Page) => gridCells(page, page.getByRole('grid'));
const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar').getByRole('button', { name, exact: true });
const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
/** A count of the preview, by its key (total, new, updated, invalid, gaugingTubes). */
const count = (page: Page, key: string) => page.locator(`.xyz-counts [data-count="${key}"]`);

async function openImport(page: Page): Promise<void> {
  await signIn(page);
  await page.goto(importPath());
  await page.locator('.xyz-counts[data-total="0"]').waitFor();
}

/** Pastes `text` with Ctrl+V into the import grid at its first cell, as from a spreadsheet. */
async function paste(page: Page, text: string): Promise<void> {
  const grid = page.getByRole('grid', { name: 'XYZ-import' });
  await grid.focus();
  await page.evaluate((block) => navigator.clipboard.writeText(block), text);
  await page.keyboard.press('Control+V');
}

/** The points grid after the import: B-number `n` is row n. */
async function pointXY(page: Page, n: number): Promise<[string | null, string | null]> {
  const grid = pointsGrid(page);
  return [await grid.cellText(n, 'X-coördinaat'), await grid.cellText(n, 'Y-coördinaat')];
}

describe('batch XYZ import', () => {
  it('opens from the points tab, marks a bad row at its cell, refuses the save, saves once fixed and shows the points moved', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/108`));
    await pointsGrid(page).showRow(1);
    await toolbarButton(page, 'XYZ-import').click();
    await page.waitForURL(/\/xyz-import$/);
    await page.locator('.xyz-counts[data-total="0"]').waitFor();

    await paste(page, 'Naam\tX\tY\tZ\r\nB001\t155123.45\t463210.55\t\r\nB002\t155200,5\t463300\t\r\nb003\t155300\t463400\t1.25\r\n');
    await expect.poll(() => count(page, 'total').textContent()).toBe('3');
    await page.getByText('Kopregel overgeslagen: Naam, X, Y, Z.').waitFor();
    const grid = importGrid(page);
    const bad = await grid.cell(2, 'X');
    expect(await bad.getAttribute('aria-invalid')).toBe('true');
    expect(await bad.textContent()).toBe('155200,5');
    expect(await count(page, 'updated').textContent()).toBe('2');
    expect(await count(page, 'invalid').textContent()).toBe('1');
    await bad.click();
    await page.getByRole('status').filter({ hasText: 'Rij 2, X' }).filter({ hasText: 'komma' }).waitFor();

    await toolbarButton(page, 'Importeren').click();
    await notice(page, 'Verbeter de rij met fouten voordat u opslaat.').waitFor();
    expect(new URL(page.url()).pathname).toBe(importPath());

    await bad.click();
    await page.keyboard.type('155200.5');
    await page.keyboard.press('Enter');
    await expect.poll(() => count(page, 'invalid').textContent()).toBe('0');
    expect(await (await grid.cell(2, 'X')).getAttribute('aria-invalid')).toBeNull();
    expect(await count(page, 'updated').textContent()).toBe('3');

    await toolbarButton(page, 'Importeren').click();
    await page.waitForURL(/\/overview\/108$/);
    await notice(page, 'Geïmporteerd: 0 nieuwe en 3 bijgewerkte punten.').waitFor();
    await expect.poll(() => pointXY(page, 1)).toEqual(['155123.45', '463210.55']);
    expect(await pointXY(page, 2)).toEqual(['155200.5', '463300']);
    expect(await pointXY(page, 3)).toEqual(['155300', '463400']);
    expectNoPageProblems(problems);
  });

  it('reprojects WGS84 coordinates into the project\'s RD, shows them per row, and stores them', async () => {
    const { page } = harness;
    await openImport(page);
    await page.getByLabel('Coördinatenstelsel van de geplakte gegevens').selectOption('EPSG:4326');
    // Amersfoort's tower, the origin of RD, at RD 155000 463000 (RDNAPTRANS): a row of the demo project and a new point.
    await paste(page, 'B010\t5.38720621\t52.15517440\r\nXYZ-NEW-1\t5.38\t52.15\t2.5\tja\r\n');
    await expect.poll(() => count(page, 'total').textContent()).toBe('2');
    expect(await count(page, 'new').textContent()).toBe('1');
    expect(await count(page, 'gaugingTubes').textContent()).toBe('1');
    const preview = page.getByRole('table', { name: 'Status per rij' });
    const previewRow = (name: string) => preview.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    expect(await previewRow('B010').getByRole('cell').allTextContents()).toEqual(['1', 'B010', 'Bijgewerkt', '155000.18', '463000.23', '', '']);
    expect(await previewRow('XYZ-NEW-1').getByRole('cell').nth(2).textContent()).toBe('Nieuw');

    await toolbarButton(page, 'Importeren').click();
    await page.waitForURL(/\/overview\/108$/);
    await expect.poll(() => pointXY(page, 10)).toEqual(['155000.18', '463000.23']);
    expect(await pointsGrid(page).rowCount()).toBe(301);
  });

  it('reads Belgian Lambert 72 coordinates into RD, and marks a row outside the picked system', async () => {
    const { page } = harness;
    await openImport(page);
    await page.getByLabel('Coördinatenstelsel van de geplakte gegevens').selectOption('EPSG:31370');
    // Baarle-Nassau: BL72 188808.16 237317.16 is RD 123000 384000.
    await paste(page, 'B020\t188808.16\t237317.16\r\nB021\t155000\t463000\r\n');
    await expect.poll(() => count(page, 'total').textContent()).toBe('2');
    const preview = page.getByRole('table', { name: 'Status per rij' });
    const cells = preview.getByRole('row').filter({ has: page.getByRole('cell', { name: 'B020', exact: true }) }).getByRole('cell');
    expect(await cells.nth(3).textContent()).toBe('123000');
    expect(await cells.nth(4).textContent()).toBe('384000');
    expect(await count(page, 'invalid').textContent()).toBe('1');
    // RD's 463000 lies far north of Belgium: the Y cell is refused.
    expect(await (await importGrid(page).cell(2, 'Y')).getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);
  });

  it('opens from the project screen\'s toolbar', async () => {
    const { page } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}`));
    await toolbarButton(page, 'XYZ-import').click();
    await page.waitForURL(/\/xyz-import$/);
    await page.getByRole('heading', { level: 1, name: 'XYZ-import' }).waitFor();
  });
});
