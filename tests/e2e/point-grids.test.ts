import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, demoProjectId, expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';
import { runPaletteCommand } from './app-actions';

/**
 * The grids of a measurement point's layers, soil samples, gauging tubes and finishings (spec 01
 * section 2, the measurement point's lists) in real Chromium against the real server: paste from a spreadsheet, errors at
 * the cell and a refused save that keeps every edit, multi-edit, undo, soil codes that follow the
 * percentages, MpDepth that follows the deepest layer, tabs that keep their edits, one save for all.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const gridToolbar = (page: Page, grid: string) => page.getByRole('toolbar', { name: `Acties voor ${grid}` });

async function openPoint(page: Page, name: string): Promise<void> {
  await signIn(page);
  await openDemoProject(page);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((tsv) => navigator.clipboard.writeText(tsv), text);
  await page.keyboard.press('Control+V');
}

describe('the layers grid of a measurement point', () => {
  it('takes pasted layers, marks an overlap at the cell, refuses the save, then saves the fixed rows and moves MpDepth', async () => {
    const { page, problems } = harness;
    await openPoint(page, 'B020');
    const depth = Number(await page.getByLabel('Diepte (cm)', { exact: true }).inputValue());
    const layers = gridCells(page, page.getByRole('grid', { name: 'Lagen' }));
    await layers.grid.waitFor();
    const rows = await layers.rowCount();

    await gridToolbar(page, 'Lagen').getByRole('button', { name: 'Nieuwe rij' }).click();
    // From Excel: two layers, the second starting 10 cm inside the first.
    await paste(page, `${depth}\t${depth + 30}\r\n${depth + 20}\t${depth + 60}\r\n`);
    await expect.poll(() => layers.rowCount()).toBe(rows + 2);
    expect(await (await layers.cell(rows + 2, 'Van (cm)')).getAttribute('aria-invalid')).toBe('true');
    expect(await (await layers.cell(rows + 1, 'Van (cm)')).getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    // The first problem in reading order: the first pasted layer reaches into the second.
    await notice(page, `Niet opgeslagen: Lagen, rij ${rows + 1}, Tot (cm): 'Tot' mag niet dieper zijn dan 'van' van de volgende laag (${depth + 20} cm).`).waitFor();

    await (await layers.cell(rows + 2, 'Van (cm)')).click();
    await page.keyboard.type(String(depth + 30));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await layers.cell(rows + 2, 'Van (cm)')).getAttribute('aria-invalid')).not.toBe('true');

    // Multi-edit the soil type of both new rows.
    await layers.grid.locator(`[role="row"][aria-rowindex="${rows + 2}"] [role="rowheader"]`).click();
    await layers.grid.locator(`[role="row"][aria-rowindex="${rows + 3}"] [role="rowheader"]`).click({ modifiers: ['Shift'] });
    await gridToolbar(page, 'Lagen').getByRole('button', { name: 'Meervoudig bewerken' }).click();
    await page.getByRole('option', { name: 'Grondsoort', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Eén veld voor alle geselecteerde rijen' });
    expect(await dialog.getByLabel('Veld').inputValue()).toBe('LaSoilTypeCode');
    await dialog.getByLabel('Nieuwe waarde').selectOption('Z');
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    expect([await layers.cellText(rows + 1, 'Grondsoort'), await layers.cellText(rows + 2, 'Grondsoort')]).toEqual(['Zand', 'Zand']);

    // 40 % lutum makes it clay; undo takes the percentage and the code back together, redo brings both.
    await (await layers.cell(rows + 2, 'Lutum (%)')).click();
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    await expect.poll(() => layers.cellText(rows + 2, 'Grondsoort')).toBe('Klei');
    await page.keyboard.press('Control+Z');
    expect([await layers.cellText(rows + 2, 'Lutum (%)'), await layers.cellText(rows + 2, 'Grondsoort')]).toEqual(['', 'Zand']);
    await page.keyboard.press('Control+Y');
    expect(await layers.cellText(rows + 2, 'Grondsoort')).toBe('Klei');

    await page.keyboard.press('Control+S');
    await expect.poll(() => page.getByLabel('Diepte (cm)', { exact: true }).inputValue()).toBe(String(depth + 60));
    await page.reload();
    await layers.grid.waitFor();
    await expect.poll(() => layers.rowCount()).toBe(rows + 2);
    expect([await layers.cellText(rows + 2, 'Van (cm)'), await layers.cellText(rows + 2, 'Grondsoort')]).toEqual([String(depth + 30), 'Klei']);
    expectNoPageProblems(problems);
  });
});

describe('the soil sample, gauging tube and finishing grids', () => {
  it('marks duplicate jar names and a reversed range, keeps the edits across tabs, and saves every tab at once', async () => {
    const { page, problems } = harness;
    await openPoint(page, 'B021');
    await page.getByRole('tab', { name: 'Grondmonsters' }).click();
    const jars = gridCells(page, page.getByRole('grid', { name: 'Grondmonsters' }));
    await jars.grid.waitFor();
    const jarRows = await jars.rowCount();
    await gridToolbar(page, 'Grondmonsters').getByRole('button', { name: 'Nieuwe rij' }).click();
    expect(await jars.cellText(jarRows + 1, 'Monsternaam')).toMatch(/^B021-\d+$/);
    await paste(page, 'DUP\t10\t50\nDUP\t60\t40\n');
    await expect.poll(() => jars.rowCount()).toBe(jarRows + 2);
    for (const row of [jarRows + 1, jarRows + 2]) expect(await (await jars.cell(row, 'Monsternaam')).getAttribute('aria-invalid')).toBe('true');
    expect(await (await jars.cell(jarRows + 2, 'Tot (cm)')).getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Control+S');
    await notice(page, `Niet opgeslagen: Grondmonsters, rij ${jarRows + 1}, Monsternaam: `).waitFor();
    await (await jars.cell(jarRows + 2, 'Monsternaam')).click();
    await page.keyboard.type('DUP2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('80');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('grid', { name: 'Grondmonsters' }).locator('[aria-invalid="true"]').count()).toBe(0);

    // A tube in the next tab, while the jars are still unsaved.
    await page.getByRole('tab', { name: 'Peilbuizen' }).click();
    const tubes = gridCells(page, page.getByRole('grid', { name: 'Peilbuizen' }));
    const tubeRows = await tubes.rowCount();
    await gridToolbar(page, 'Peilbuizen').getByRole('button', { name: 'Nieuwe rij' }).click();
    const tubeName = await tubes.cellText(tubeRows + 1, 'Peilbuis');
    expect(tubeName).toMatch(/^B021-\d+$/);
    await paste(page, `${tubeName ?? ''}\t100\t200`);
    await page.getByRole('tab', { name: 'Grondmonsters' }).click();
    expect(await jars.cellText(jarRows + 2, 'Monsternaam')).toBe('DUP2');

    // The finishing's add from the palette opens its tab with a new row, whose type is required.
    await runPaletteCommand(page, 'Afwerking toevoegen');
    await expect.poll(() => page.getByRole('tab', { name: 'Afwerkingen' }).getAttribute('aria-selected')).toBe('true');
    const finishings = gridCells(page, page.getByRole('grid', { name: 'Afwerkingen' }));
    const finishingRows = await finishings.rowCount();
    expect(await (await finishings.cell(finishingRows, 'Afwerking')).getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => finishings.rowCount()).toBe(finishingRows - 1);

    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Grondmonsters' }).click();
    await expect.poll(() => jars.rowCount()).toBe(jarRows + 2);
    expect(await jars.cellText(jarRows + 2, 'Tot (cm)')).toBe('80');
    await page.getByRole('tab', { name: 'Peilbuizen' }).click();
    await expect.poll(() => tubes.rowCount()).toBe(tubeRows + 1);
    expect(await tubes.cellText(tubeRows + 1, 'Filter tot (cm)')).toBe('200');
    expectNoPageProblems(problems);
  });
});

describe('every layer of the project in the soil information grid', () => {
  it('edits layers of several points at once, refuses an overlap, and moves the point\'s depth with its deepest layer', async () => {
    const { page, problems } = harness;
    const projectId = await demoProjectId(harness);
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/109`));
    const layers = gridCells(page, page.getByRole('grid', { name: 'Bodeminformatie' }));
    await layers.showRow(1);
    // Rows come by point name and depth: B001's layers first, then B002's.
    expect(await layers.cellText(1, 'Meetpunt')).toBe('B001');
    let last = 1;
    while (await layers.cellText(last + 1, 'Meetpunt') === 'B001') last += 1;
    expect(await layers.cellText(last + 1, 'Meetpunt')).toBe('B002');
    const deepest = Number(await layers.cellText(last, 'Tot (cm)'));

    // An overlap inside B001 is marked and refuses the save; B002 is not touched by it.
    await (await layers.cell(1, 'Tot (cm)')).click();
    const firstTo = await layers.cellText(1, 'Tot (cm)');
    await page.keyboard.type(String(deepest + 5));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await layers.cell(2, 'Van (cm)')).getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Control+S');
    await notice(page, 'Niet opgeslagen: Bodeminformatie, rij ').waitFor();
    await page.keyboard.press('Control+Z');

    // Lutum of B002's first layer, and B001's deepest layer 30 cm deeper: one save for both points.
    await (await layers.cell(last + 1, 'Lutum (%)')).click();
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    await expect.poll(() => layers.cellText(last + 1, 'Grondsoort')).toBe('Klei');
    await (await layers.cell(last, 'Tot (cm)')).click();
    await page.keyboard.type(String(deepest + 30));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await notice(page, 'Opgeslagen.').waitFor();

    await page.reload();
    await layers.showRow(1);
    expect([await layers.cellText(1, 'Tot (cm)'), await layers.cellText(last, 'Tot (cm)'), await layers.cellText(last + 1, 'Grondsoort')])
      .toEqual([firstTo, String(deepest + 30), 'Klei']);
    await openDemoProject(page);
    await page.getByRole('link', { name: 'B001', exact: true }).click();
    await expect.poll(() => page.getByLabel('Diepte (cm)', { exact: true }).inputValue()).toBe(String(deepest + 30));
    expectNoPageProblems(problems);
  });
});
