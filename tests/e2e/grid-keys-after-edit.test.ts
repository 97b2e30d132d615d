import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import type { GridCells } from './grid-cells';
import { appPath, demoProjectId, expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * The grid's keys in any order of edits (spec 01 section 4, the grid behaves as a spreadsheet), in
 * every grid of the product (points, soil information, a point's layers, jars, tubes and finishings, a
 * tube's water and air samples, a sample's bottles, the XYZ import), in real Chromium against the real server: a cell is edited and committed
 * with Enter, then a range is copied with Ctrl+C, pasted elsewhere with Ctrl+V and taken back with
 * Ctrl+Z. Once a cell editor had been open the browser aimed the clipboard at a drawn cell rather than
 * the focused grid, and copy and paste did nothing until the page was reloaded.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

/** A cell by 1-based row and column title. */
interface At {
  row: number;
  column: string;
}

/** One grid of the table: how to open it, what to edit, which range to copy and where to paste it. */
interface GridCase {
  name: string;
  /** Opens the grid (signed in) and answers its cells. */
  open(page: Page): Promise<GridCells>;
  /** The cell typed into, and the text typed (a function of what it held). */
  edit: At & { text: (before: string) => string };
  /** The copied range: from `row` down `rows` rows, from `column` right `columns` columns. */
  copy: At & { rows: number; columns: number };
  paste: At;
}

async function openPoint(page: Page, name: string): Promise<void> {
  await openDemoProject(page);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

async function pointGrid(page: Page, point: string, tab: string): Promise<GridCells> {
  await openPoint(page, point);
  await page.getByRole('tab', { name: tab }).click();
  const cells = gridCells(page, page.getByRole('grid', { name: tab }));
  await cells.showRow(1);
  return cells;
}

/** Opens the first gauging tube of `point` from its tubes grid. */
async function openTube(page: Page, point: string): Promise<void> {
  const tubes = await pointGrid(page, point, 'Peilbuizen');
  await (await tubes.cell(1, 'Peilbuis')).click();
  await page.getByRole('toolbar', { name: 'Acties voor Peilbuizen' }).getByRole('button', { name: 'Rij openen' }).click();
  await page.getByRole('heading', { level: 1, name: `${point}-1`, exact: true }).waitFor();
}

const plusTen = (before: string) => String(Number(before) + 10);

const grids: GridCase[] = [
  {
    name: 'points (overview 108)',
    open: async (page) => {
      await page.goto(appPath(`project/${projectId}/overview/108`));
      const cells = gridCells(page, page.getByRole('grid'));
      await cells.showRow(1);
      return cells;
    },
    edit: { row: 5, column: 'Opmerking', text: () => 'na bewerking' },
    copy: { row: 5, column: 'Opmerking', rows: 2, columns: 1 },
    paste: { row: 40, column: 'Opmerking' },
  },
  {
    name: 'layers',
    open: (page) => pointGrid(page, 'B018', 'Lagen'),
    edit: { row: 3, column: 'Tot (cm)', text: plusTen },
    copy: { row: 1, column: 'Grondsoort', rows: 2, columns: 1 },
    paste: { row: 2, column: 'Grondsoort' },
  },
  {
    name: 'jars',
    open: (page) => pointGrid(page, 'B018', 'Grondmonsters'),
    edit: { row: 1, column: 'Barcode', text: () => 'BC-0001' },
    copy: { row: 1, column: 'Barcode', rows: 2, columns: 1 },
    paste: { row: 2, column: 'Barcode' },
  },
  {
    name: 'tubes',
    open: (page) => pointGrid(page, 'B018', 'Peilbuizen'),
    edit: { row: 1, column: 'Filter tot (cm)', text: plusTen },
    copy: { row: 1, column: 'Filter van (cm)', rows: 1, columns: 1 },
    paste: { row: 1, column: 'Filter tot (cm)' },
  },
  {
    name: 'finishings',
    open: (page) => pointGrid(page, 'B018', 'Afwerkingen'),
    edit: { row: 2, column: 'Tot (cm)', text: plusTen },
    copy: { row: 1, column: 'Afwerking', rows: 1, columns: 1 },
    paste: { row: 2, column: 'Afwerking' },
  },
  {
    name: 'soil information (overview 109)',
    open: async (page) => {
      await page.goto(appPath(`project/${projectId}/overview/109`));
      const cells = gridCells(page, page.getByRole('grid', { name: 'Bodeminformatie' }));
      await cells.showRow(1);
      return cells;
    },
    edit: { row: 2, column: 'Opmerking', text: () => 'na bewerking' },
    copy: { row: 1, column: 'Grondsoort', rows: 2, columns: 1 },
    paste: { row: 4, column: 'Grondsoort' },
  },
  {
    name: 'water samples',
    open: async (page) => {
      await openTube(page, 'B018');
      const cells = gridCells(page, page.getByRole('grid', { name: 'Watermonsters' }));
      await cells.showRow(1);
      return cells;
    },
    edit: { row: 1, column: 'pH', text: () => '7.1' },
    copy: { row: 1, column: 'pH', rows: 1, columns: 1 },
    paste: { row: 1, column: 'Temperatuur (°C)' },
  },
  {
    name: 'air samples',
    open: async (page) => {
      await openTube(page, 'B018');
      await page.getByRole('tab', { name: 'Luchtmonsters' }).click();
      const cells = gridCells(page, page.getByRole('grid', { name: 'Luchtmonsters' }));
      await cells.showRow(1);
      return cells;
    },
    edit: { row: 1, column: 'PID (ppm)', text: () => '3.5' },
    copy: { row: 1, column: 'Monsternaam', rows: 1, columns: 1 },
    paste: { row: 1, column: 'Opmerking' },
  },
  {
    name: 'bottles',
    open: async (page) => {
      await openTube(page, 'B018');
      const samples = gridCells(page, page.getByRole('grid', { name: 'Watermonsters' }));
      await (await samples.cell(1, 'Monsternaam')).click();
      await page.getByRole('toolbar', { name: 'Acties voor Watermonsters' }).getByRole('button', { name: 'Rij openen' }).click();
      await page.getByRole('heading', { level: 1, name: 'B018-1-1', exact: true }).waitFor();
      const cells = gridCells(page, page.getByRole('grid', { name: 'Flessen' }));
      await cells.showRow(1);
      return cells;
    },
    edit: { row: 1, column: 'Barcode', text: () => '54321' },
    copy: { row: 1, column: 'Barcode', rows: 1, columns: 1 },
    paste: { row: 2, column: 'Barcode' },
  },
  {
    name: 'XYZ import',
    open: async (page) => {
      await page.goto(appPath(`project/${projectId}/xyz-import`));
      const grid = page.getByRole('grid', { name: 'XYZ-import' });
      await grid.focus();
      await page.evaluate((block) => navigator.clipboard.writeText(block), 'B001\t155000\t463000\t\nB002\t155100\t463100\t\n');
      await page.keyboard.press('Control+V');
      const cells = gridCells(page, grid);
      await expect.poll(() => cells.rowCount()).toBe(2);
      return cells;
    },
    edit: { row: 1, column: 'Z', text: () => '1.5' },
    copy: { row: 1, column: 'X', rows: 2, columns: 1 },
    paste: { row: 1, column: 'Y' },
  },
];

/** The texts of `rows` × `columns` cells from `at`, row by row. */
async function texts(cells: GridCells, titles: readonly string[], at: At, rows: number, columns: number): Promise<string[][]> {
  const first = titles.indexOf(at.column);
  const block: string[][] = [];
  for (let row = at.row; row < at.row + rows; row++) {
    const line: string[] = [];
    for (const title of titles.slice(first, first + columns)) line.push((await cells.cellText(row, title)) ?? '');
    block.push(line);
  }
  return block;
}

describe('the grid keys after an edit', () => {
  it.each(grids)('$name: an edited and committed cell, then copy a range, paste it elsewhere and undo the paste', async (grid) => {
    const { page, problems } = harness;
    await signIn(page);
    const cells = await grid.open(page);
    const titles = await cells.columnTitles();

    const edited = await cells.cell(grid.edit.row, grid.edit.column);
    const text = grid.edit.text((await edited.textContent()) ?? '');
    await edited.click();
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect.poll(() => cells.cellText(grid.edit.row, grid.edit.column)).toBe(text);

    const { rows, columns } = grid.copy;
    const source = await texts(cells, titles, grid.copy, rows, columns);
    const before = await texts(cells, titles, grid.paste, rows, columns);
    await (await cells.cell(grid.copy.row, grid.copy.column)).click();
    for (let step = 1; step < rows; step++) await page.keyboard.press('Shift+ArrowDown');
    for (let step = 1; step < columns; step++) await page.keyboard.press('Shift+ArrowRight');
    await page.evaluate(() => navigator.clipboard.writeText('nothing copied'));
    await page.keyboard.press('Control+C');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n').map((line) => line.split('\t'))).toEqual(source);

    await (await cells.cell(grid.paste.row, grid.paste.column)).click();
    await page.keyboard.press('Control+V');
    await expect.poll(() => texts(cells, titles, grid.paste, rows, columns)).toEqual(source);

    await page.keyboard.press('Control+Z');
    await expect.poll(() => texts(cells, titles, grid.paste, rows, columns)).toEqual(before);
    expect(await cells.cellText(grid.edit.row, grid.edit.column)).toBe(text);
    expectNoPageProblems(problems);
  });
});
