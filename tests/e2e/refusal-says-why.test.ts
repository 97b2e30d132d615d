import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, demoProjectId, expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * A refused save says why (spec 01 section 8, 'save failed due to invalid values', made useful): the
 * notice names the first problem in reading order and where it is, and the grid's active cell moves
 * onto it, with keyboard focus in the grid, so the user can fix it at once. A record form does the
 * same: the record and the field are named and the field's control takes focus.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const alert = (page: Page) => page.getByRole('alert');

/** The active cell's 1-based row and the title of its column, from aria-activedescendant; and whether the grid has focus. */
async function activeCell(page: Page, name?: string) {
  const grid = name ? page.getByRole('grid', { name }) : page.getByRole('grid');
  return grid.evaluate((element) => {
    const target = document.getElementById(element.getAttribute('aria-activedescendant') ?? '');
    const row = Number(target?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? 0) - 1;
    const col = target?.getAttribute('aria-colindex') ?? '';
    const header = element.querySelector(`[role="columnheader"][aria-colindex="${col}"] .data-grid__header-title`)?.textContent ?? '';
    return { row, column: header, focused: document.activeElement === element };
  });
}

describe('a refused save says why', () => {
  it('names the grid, row, column and problem of the first bad cell of the points grid, and lands on it', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/108`));
    const points = gridCells(page, page.getByRole('grid'));
    await points.showRow(1);
    const label = await points.grid.getAttribute('aria-label');
    await (await points.cell(70, 'Diepte (cm)')).click();
    await page.keyboard.type('12,5');
    await page.keyboard.press('Enter');
    await (await points.cell(65, 'Opmerking')).click();
    await page.keyboard.press('Control+Home');
    await page.getByRole('toolbar').getByRole('button', { name: 'Opslaan', exact: true }).click();

    await expect.poll(() => alert(page).textContent()).toMatch(new RegExp(`^Niet opgeslagen: ${label ?? ''}, rij 70, Diepte \\(cm\\): \\S`));
    expect(await alert(page).textContent()).not.toContain('Opslaan mislukt door ongeldige waarden');
    expect(await activeCell(page)).toEqual({ row: 70, column: 'Diepte (cm)', focused: true });
    expectNoPageProblems(problems);
  });

  it('names a new layer whose required soil type is empty, in the language of the user', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await page.getByRole('link', { name: 'B030', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'B030', exact: true }).waitFor();
    const layers = gridCells(page, page.getByRole('grid', { name: 'Lagen' }));
    await layers.grid.waitFor();
    const rows = await layers.rowCount();
    await page.getByRole('toolbar', { name: 'Acties voor Lagen' }).getByRole('button', { name: 'Nieuwe rij' }).click();
    await expect.poll(() => layers.rowCount()).toBe(rows + 1);
    await page.keyboard.press('Control+Home');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();

    await expect.poll(() => alert(page).textContent()).toContain(`Niet opgeslagen: Lagen, rij ${rows + 1}, Grondsoort: Dit veld is verplicht.`);
    expect(await activeCell(page, 'Lagen')).toEqual({ row: rows + 1, column: 'Grondsoort', focused: true });
    expectNoPageProblems(problems);
  });

  it("names the point and the field of a record form's first problem and puts focus in that field", async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await page.getByRole('link', { name: 'B031', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'B031', exact: true }).waitFor();
    const remark = page.getByLabel('Opmerking', { exact: true });
    await remark.fill('x'.repeat(251));
    await remark.press('Tab');
    const name = page.getByLabel('Meetpunt', { exact: true });
    await name.fill('');
    await name.press('Tab');
    const save = page.getByRole('button', { name: 'Opslaan', exact: true });

    // Reading order: the name above the remark comes first.
    await save.click();
    const lastAlert = () => alert(page).locator('.notice__text').last().textContent();
    await expect.poll(lastAlert).toBe('Niet opgeslagen: B031, Meetpunt: Dit veld is verplicht.');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);

    // With the name fixed, the remark far down the form is named and focused.
    await name.fill('B031');
    await name.press('Tab');
    await save.click();
    await expect.poll(lastAlert).toMatch(/^Niet opgeslagen: B031, Opmerking: \S/);
    expect(await remark.evaluate((element) => element === document.activeElement)).toBe(true);
    expectNoPageProblems(problems);
  });
});
