import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, demoProject, demoProjectId, expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * One name per action, in real Chromium against the real server: a toolbar button's text is the
 * title the palette lists for the command it runs; the grid's undo, clipboard and fill are palette
 * commands that act like the keys; and the '?' overlay in a grid lists the grid's keys too.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'Opdrachtenpalet' });
const option = (page: Page, name: string) => palette(page).getByRole('option', { name: new RegExp(`^${name}`) });

/** Opens the palette with Ctrl+K, types `search` and runs the first command it offers. */
async function runFromPalette(page: Page, search: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
  await palette(page).getByRole('combobox').fill(search);
  await option(page, search).first().waitFor();
  await page.keyboard.press('Enter');
  await palette(page).waitFor({ state: 'hidden' });
}

describe('one name per action', () => {
  it("names each button of the project's toolbar as the palette names its command", async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await page.getByRole('heading', { level: 1, name: `${demoProject.code} – ${demoProject.name}` }).waitFor();
    // The buttons that can run now (save waits for an edit); the palette offers what can run.
    const buttons = (await page.getByRole('toolbar').first().locator('button:not([disabled])').allTextContents()).map((text) => text.trim());
    expect(buttons).toContain('Verwijderen');
    await page.keyboard.press('Control+K');
    await palette(page).waitFor();
    const offered = await palette(page).getByRole('option').allTextContents();
    for (const text of buttons) expect(offered.some((entry) => entry.startsWith(text)), `palette offers '${text}'`).toBe(true);
    await page.keyboard.press('Escape');
    expectNoPageProblems(problems);
  });

  it('undoes, copies and fills down from the palette as the keys do, and names the toolbar undo as the palette does', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/108`));
    const cells = gridCells(page, page.getByRole('grid'));
    await cells.showRow(1);
    const before = await cells.cellText(8, 'Opmerking');

    await (await cells.cell(8, 'Opmerking')).click();
    await page.keyboard.type('uit het palet');
    await page.keyboard.press('Enter');
    await runFromPalette(page, 'Ongedaan maken');
    await expect.poll(() => cells.cellText(8, 'Opmerking')).toBe(before);
    await runFromPalette(page, 'Opnieuw');
    await expect.poll(() => cells.cellText(8, 'Opmerking')).toBe('uit het palet');

    await (await cells.cell(8, 'Opmerking')).click();
    await runFromPalette(page, 'Cellen kopiëren');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^uit het palet\r?\n?$/);

    await page.keyboard.press('Shift+ArrowDown');
    await runFromPalette(page, 'Omlaag doorvoeren');
    await expect.poll(() => cells.cellText(9, 'Opmerking')).toBe('uit het palet');
    // Focus is back in the grid: its own key takes the fill back.
    await page.keyboard.press('Control+Z');
    await expect.poll(() => cells.cellText(9, 'Opmerking')).not.toBe('uit het palet');

    await page.getByRole('toolbar').getByRole('button', { name: 'Ongedaan maken', exact: true }).click();
    await expect.poll(() => cells.cellText(8, 'Opmerking')).toBe(before);
    expectNoPageProblems(problems);
  });

  it("lists the grid's keys in the '?' overlay beside the commands", async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/108`));
    const cells = gridCells(page, page.getByRole('grid'));
    await (await cells.cell(3, 'Opmerking')).click();
    // In a grid '?' types into the cell, as any printable key does; the palette opens the overlay there.
    await runFromPalette(page, 'Sneltoetsen tonen');
    const overlay = page.getByRole('dialog', { name: 'Sneltoetsen' });
    await overlay.waitFor();
    for (const action of ['Cellen kopiëren', 'Plakken', 'Omlaag doorvoeren', 'Ongedaan maken', 'Cel bewerken', 'Naar de rand van de gegevens']) {
      await overlay.getByRole('rowheader', { name: action, exact: true }).waitFor();
    }
    await overlay.getByRole('table', { name: 'Toetsen in een tabel' }).waitFor();
    expectNoPageProblems(problems);
  });
});
