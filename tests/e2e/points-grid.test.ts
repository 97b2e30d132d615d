import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDemoLicenceUser } from './accounts';
import { gridCells } from './grid-cells';
import { appPath, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness } from './harness';

/**
 * The measurement points grid in real Chromium against the real server: what a
 * data manager does with keys, clicks and the clipboard on the demo project's 300 points (B001…B300).
 * Contexts start in Dutch; columns are found by their header text, cells by ARIA row and column index.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const grid = (page: Page) => page.getByRole('grid');
const pointsPath = () => appPath(`project/${projectId}/overview/108`);

async function openGrid(page: Page, signedIn = false): Promise<void> {
  if (!signedIn) await signIn(page);
  await page.goto(pointsPath());
  await grid(page).locator('[role="row"][aria-rowindex="2"]').waitFor();
}

const cells = (page: Page) => gridCells(page, grid(page));

/** Scrolls the grid, as a user would, until 1-based `row` is drawn. */
const showRow = (page: Page, row: number) => cells(page).showRow(row);

/** The cell of 1-based `row` in the column titled `title`, scrolled into the drawn rows. */
const cell = (page: Page, row: number, title: string) => cells(page).cell(row, title);

const cellText = async (page: Page, row: number, title: string) => (await cell(page, row, title)).textContent();

/** The active cell's row (1-based) and text, from aria-activedescendant. */
async function active(page: Page): Promise<{ row: number; text: string }> {
  return grid(page).evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant') ?? '';
    const target = document.getElementById(id);
    const row = Number(target?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? 0) - 1;
    return { row, text: target?.textContent ?? '' };
  });
}

async function clickCell(page: Page, row: number, title: string, modifiers: ('Shift' | 'Control')[] = []): Promise<void> {
  const target = await cell(page, row, title);
  await target.click({ modifiers });
}

const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar').getByRole('button', { name, exact: true });

describe('measurement points grid', () => {
  it('moves like a spreadsheet: arrows, Tab, Home and End, Ctrl+End, Ctrl+Home, PageDown', async () => {
    const { page, problems } = harness;
    await openGrid(page);
    expect(await grid(page).getAttribute('aria-rowcount')).toBe('301');
    await grid(page).focus();
    expect(await active(page)).toEqual({ row: 1, text: 'B001' });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await active(page)).toEqual({ row: 3, text: 'B003' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect((await active(page)).text).toBe('B003');
    await page.keyboard.press('Control+End');
    expect((await active(page)).row).toBe(300);
    await page.keyboard.press('Home');
    expect(await active(page)).toEqual({ row: 300, text: 'B300' });
    await page.keyboard.press('Control+Home');
    expect(await active(page)).toEqual({ row: 1, text: 'B001' });
    await page.keyboard.press('PageDown');
    expect((await active(page)).row).toBeGreaterThan(6);
    await page.keyboard.press('Control+ArrowDown');
    expect((await active(page)).text).toBe('B300');
    expectNoPageProblems(problems);
  });

  it('draws every cell in view under its header, with the same text each time, while scrolling sideways and down', async () => {
    const { page, problems } = harness;
    await openGrid(page);
    const seen = await grid(page).evaluate(async (element) => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const texts = new Map<string, string>();
      const faults: string[] = [];
      // Every header cell in view must have a drawn cell right under it in every row in view, and a cell must show
      // the same text whenever it comes back into view. (No named helpers outside: the page gets this function's source.)
      const check = () => {
        const view = element.getBoundingClientRect();
        const inView = (box: DOMRect) => box.right > view.left + 1 && box.left < view.right - 1 && box.bottom > view.top + 33 && box.top < view.bottom - 1;
        const headers = [...element.querySelectorAll<HTMLElement>('[role="columnheader"][aria-colindex]')]
          .filter((header) => { const box = header.getBoundingClientRect(); return box.right > view.left + 1 && box.left < view.right - 1; });
        const rows = [...element.querySelectorAll<HTMLElement>('[role="row"]:not([hidden])')]
          .filter((row) => Number(row.getAttribute('aria-rowindex')) > 1 && inView(row.getBoundingClientRect()));
        for (const row of rows) {
          for (const header of headers) {
            const col = header.getAttribute('aria-colindex');
            // The first header is the row numbers' corner, over each row's row header.
            const cell = row.querySelector<HTMLElement>(`[role="gridcell"][aria-colindex="${col}"]`) ?? (col === '1' ? row.querySelector<HTMLElement>('[role="rowheader"]') : null);
            const where = `${row.getAttribute('aria-rowindex')}:${col}`;
            if (!cell || cell.hidden || Math.abs(cell.getBoundingClientRect().left - header.getBoundingClientRect().left) > 1) {
              faults.push(`${where} not drawn under its header at ${element.scrollLeft},${element.scrollTop}`);
              continue;
            }
            const text = cell.textContent ?? '';
            const before = texts.get(where);
            if (before === undefined) texts.set(where, text);
            else if (before !== text) faults.push(`${where} showed '${before}', then '${text}'`);
          }
        }
      };
      const sweep = async (to: number) => {
        const step = to > element.scrollLeft ? 32 : -32;
        while (Math.abs(to - element.scrollLeft) > 1) {
          const before = element.scrollLeft;
          element.scrollLeft = step > 0 ? Math.min(to, before + step) : Math.max(to, before + step);
          await frames();
          check();
          if (element.scrollLeft === before) break;
        }
      };
      const down = async (rows: number) => {
        element.scrollTop += rows * 32;
        await frames();
        check();
      };
      const widest = element.scrollWidth - element.clientWidth;
      check();
      await sweep(widest);
      await sweep(0);
      await down(6);
      await sweep(widest / 2);
      await down(20);
      await sweep(widest);
      await down(-26);
      await sweep(0);
      return { cells: texts.size, widest, faults: faults.slice(0, 10) };
    });
    expect(seen.faults).toEqual([]);
    // The points grid is wider than the window, and the sweeps saw its cells in many rows.
    expect(seen.widest).toBeGreaterThan(300);
    expect(seen.cells).toBeGreaterThan(500);
    expectNoPageProblems(problems);
  });

  it('edits by typing and commits with Enter, cancels with Escape, and keeps F2 text', async () => {
    const { page } = harness;
    await openGrid(page);
    await clickCell(page, 5, 'Opmerking');
    await page.keyboard.type('Nat zand');
    await page.keyboard.press('Enter');
    expect(await cellText(page, 5, 'Opmerking')).toBe('Nat zand');
    expect((await active(page)).row).toBe(6);
    await page.keyboard.type('weg');
    await page.keyboard.press('Escape');
    expect(await cellText(page, 6, 'Opmerking')).toBe('');
    await clickCell(page, 5, 'Opmerking');
    await page.keyboard.press('F2');
    await page.keyboard.type(', grijs');
    await page.keyboard.press('Tab');
    expect(await cellText(page, 5, 'Opmerking')).toBe('Nat zand, grijs');
    expect(await (await cell(page, 5, 'Opmerking')).getAttribute('class')).toContain('data-grid__cell--changed');
  });

  it('pastes TSV with quoted cells, tabs and newlines, copies a block and pastes it elsewhere', async () => {
    const { page } = harness;
    await openGrid(page);
    await clickCell(page, 10, 'Opmerking');
    await page.evaluate((text) => navigator.clipboard.writeText(text), '"met ""quote"" en\ttab"\n"twee\nregels"\n');
    await page.keyboard.press('Control+V');
    await expect.poll(() => cellText(page, 10, 'Opmerking')).toBe('met "quote" en\ttab');
    expect(await cellText(page, 11, 'Opmerking')).toBe('twee\nregels');

    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Control+C');
    // Excel's TSV: quotes doubled inside quoted cells; the clipboard may carry the row breaks as LF.
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.replace(/\r\n/g, '\n').replace(/\n+$/, '')).toBe('"met ""quote"" en\ttab"\n"twee\nregels"');
    await clickCell(page, 20, 'Opmerking');
    await page.keyboard.press('Control+V');
    await expect.poll(() => cellText(page, 20, 'Opmerking')).toBe('met "quote" en\ttab');
    expect(await cellText(page, 21, 'Opmerking')).toBe('twee\nregels');
  });

  it('fills down with Ctrl+D, and undo and redo take the fill back and bring it again', async () => {
    const { page } = harness;
    await openGrid(page);
    await clickCell(page, 30, 'Opmerking');
    await page.keyboard.type('vul');
    await page.keyboard.press('Enter');
    await clickCell(page, 30, 'Opmerking');
    await clickCell(page, 33, 'Opmerking', ['Shift']);
    await page.keyboard.press('Control+D');
    for (const row of [31, 32, 33]) expect(await cellText(page, row, 'Opmerking')).toBe('vul');
    await page.keyboard.press('Control+Z');
    for (const row of [31, 32, 33]) expect(await cellText(page, row, 'Opmerking')).toBe('');
    expect(await cellText(page, 30, 'Opmerking')).toBe('vul');
    await page.keyboard.press('Control+Y');
    for (const row of [31, 32, 33]) expect(await cellText(page, row, 'Opmerking')).toBe('vul');
    await page.keyboard.press('Control+Shift+Z');
    await page.keyboard.press('Control+Z');
    await page.keyboard.press('Control+Z');
    expect(await cellText(page, 30, 'Opmerking')).toBe('');
  });

  it('multi-edits one field on the selected rows, and the save stores it', async () => {
    const { page } = harness;
    await openGrid(page);
    await showRow(page, 40);
    await grid(page).locator('[role="row"][aria-rowindex="41"] [role="rowheader"]').click();
    await grid(page).locator('[role="row"][aria-rowindex="45"] [role="rowheader"]').click({ modifiers: ['Shift'] });
    await toolbarButton(page, 'Meervoudig bewerken…').click();
    await page.getByRole('option', { name: 'Opmerking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eén veld voor alle geselecteerde rijen' });
    expect(await dialog.getByLabel('Veld').inputValue()).toBe('MpRemark');
    await dialog.getByLabel('Nieuwe waarde').fill('Gecontroleerd');
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    for (const row of [40, 41, 42, 43, 44]) expect(await cellText(page, row, 'Opmerking')).toBe('Gecontroleerd');
    expect(await cellText(page, 39, 'Opmerking')).toBe('');

    await toolbarButton(page, 'Opslaan').click();
    await notice(page, 'Opgeslagen.').waitFor();
    await openGrid(page, true);
    expect(await cellText(page, 42, 'Opmerking')).toBe('Gecontroleerd');
  });

  it('marks an invalid cell and refuses the save with the catalogue message, saving nothing', async () => {
    const { page } = harness;
    await openGrid(page);
    await clickCell(page, 60, 'Diepte (cm)');
    const before = await cellText(page, 60, 'Diepte (cm)');
    await page.keyboard.type('12,5');
    await page.keyboard.press('Enter');
    const marked = await cell(page, 60, 'Diepte (cm)');
    expect(await marked.getAttribute('aria-invalid')).toBe('true');
    expect(await marked.textContent()).toBe('12,5');
    await marked.hover();
    await page.getByRole('tooltip').filter({ hasText: 'punt' }).waitFor();
    await toolbarButton(page, 'Opslaan').click();
    const refused = notice(page, ', rij 60, Diepte (cm): ');
    await refused.waitFor();
    await refused.getByRole('button').click();
    await page.getByRole('button', { name: /^\d+ fout(en)?$/ }).click();
    await page.getByRole('button', { name: 'Rij 60, Diepte (cm)' }).click();
    expect((await active(page)).row).toBe(60);

    await page.reload();
    await grid(page).locator('[role="row"][aria-rowindex="2"]').waitFor();
    expect(await cellText(page, 60, 'Diepte (cm)')).toBe(before);
  });

  it('adds a new row and deletes selected rows after a confirmation', async () => {
    const { page } = harness;
    await openGrid(page);
    await toolbarButton(page, 'Nieuwe rij').click();
    await expect.poll(() => grid(page).getAttribute('aria-rowcount')).toBe('302');
    expect((await active(page)).row).toBe(301);
    await page.keyboard.press('Enter');
    await page.keyboard.type('B301');
    await page.keyboard.press('Escape');
    await grid(page).locator('[role="row"][aria-rowindex="302"] [role="rowheader"]').click();
    await page.getByRole('toolbar').getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rijen verwijderen' }).click();
    await expect.poll(() => grid(page).getAttribute('aria-rowcount')).toBe('301');
    expect(await toolbarButton(page, 'Opslaan').isDisabled()).toBe(true);
  });

  it('brings the user column layout back after a reload', async () => {
    const { page } = harness;
    // A layout is saved per user: this test's own user keeps the hidden column from the other tests, which sign in as demo.
    await signIn(page, addDemoLicenceUser(harness.dataDir, { username: 'layout', allRights: true }));
    await openGrid(page, true);
    await cells(page).showColumn('Opmerking');
    await cells(page).header('Opmerking').getByRole('button').click();
    const menu = page.getByRole('dialog', { name: /Opmerking/ });
    const saved = page.waitForResponse((response) => response.url().includes('/UpdateSetting'));
    await menu.getByRole('button', { name: 'Verbergen' }).click();
    await expect.poll(() => cells(page).columnTitles()).not.toContain('Opmerking');
    await saved;
    await page.reload();
    await grid(page).locator('[role="row"][aria-rowindex="2"]').waitFor();
    expect(await cells(page).columnTitles()).toContain('Type meetpunt');
    expect(await cells(page).columnTitles()).not.toContain('Opmerking');
    await page.getByRole('button', { name: 'Kolom Meetpunt…' }).click();
    await page.getByRole('dialog', { name: /Meetpunt/ }).getByRole('button', { name: 'Opmerking tonen' }).click();
    await expect.poll(() => cells(page).columnTitles()).toContain('Opmerking');
    await cells(page).showColumn('Opmerking');
    await cells(page).header('Opmerking').waitFor();
  });

  it('shows a column\'s sort and selection on its own header cell, and moves them when another column takes them', async () => {
    const { page } = harness;
    await openGrid(page);
    const header = (title: string) => cells(page).header(title);
    await header('Meetpunt').getByRole('button').click();
    await page.getByRole('dialog', { name: /Meetpunt/ }).getByRole('button', { name: 'Aflopend sorteren' }).click();
    await expect.poll(() => header('Meetpunt').getAttribute('aria-sort')).toBe('descending');
    expect(await header('Meetpunt').locator('.data-grid__sort-mark').textContent()).toBe('▼');
    // A click on a header selects its column; a click on another moves the selection there.
    await header('Meetpunt').locator('.data-grid__header-title').click();
    await expect.poll(() => header('Meetpunt').getAttribute('aria-selected')).toBe('true');
    await cells(page).showColumn('Opmerking');
    await header('Opmerking').locator('.data-grid__header-title').click();
    await expect.poll(() => header('Opmerking').getAttribute('aria-selected')).toBe('true');
    expect(await header('Meetpunt').getAttribute('aria-selected')).toBe('false');
    await header('Opmerking').getByRole('button').click();
    await page.getByRole('dialog', { name: /Opmerking/ }).getByRole('button', { name: 'Oplopend sorteren' }).click();
    await expect.poll(() => header('Opmerking').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('Meetpunt').getAttribute('aria-sort')).toBeNull();
  });

  it('opens the active row\'s point and passes an accessibility scan', async () => {
    const { page } = harness;
    await openGrid(page);
    await expectNoSeriousA11yViolations(page);
    await clickCell(page, 7, 'Meetpunt');
    await toolbarButton(page, 'Rij openen').click();
    await page.getByRole('heading', { level: 1, name: 'B007', exact: true }).waitFor();
  });
});
