import type { Locator, Page } from 'playwright-core';

/**
 * Finding cells of a DataGrid the way a user sees them (the grids' browser tests): columns by
 * their header text, rows by their 1-based number, scrolling the grid as a user would until the
 * cell is drawn (the body is virtualised both ways). Every helper takes the grid it works in.
 */
export interface GridCells {
  readonly grid: Locator;
  /** The header of the column titled `title` (exactly). */
  header(title: string): Locator;
  /** The cell of 1-based `row` in the column titled `title`, scrolled into the drawn rows. */
  cell(row: number, title: string): Promise<Locator>;
  cellText(row: number, title: string): Promise<string | null>;
  /** Scrolls until 1-based `row` is drawn. */
  showRow(row: number): Promise<void>;
  /** The number of rows (aria-rowcount less the header). */
  rowCount(): Promise<number>;
}

/** Cell helpers over `grid` (e.g. page.getByRole('grid')), with 32 px rows as DataGrid draws them. */
export function gridCells(page: Page, grid: Locator, rowHeight = 32): GridCells {
  const header = (title: string) => {
    const exact = new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`);
    return grid.getByRole('columnheader').filter({ has: page.locator('.data-grid__header-title', { hasText: exact }) });
  };
  const showRow = async (row: number) => {
    const drawn = grid.locator(`[role="row"][aria-rowindex="${row + 1}"]`);
    if (await drawn.isVisible()) return;
    await grid.evaluate((element, top) => { element.scrollTop = top; }, Math.max(0, (row - 4) * rowHeight));
    await drawn.waitFor();
  };
  const showColumn = async (title: string) => {
    const left = await header(title).evaluate((node) => (node as HTMLElement).offsetLeft);
    await grid.evaluate((element, to) => { element.scrollLeft = Math.max(0, to - 300); }, left);
  };
  const cell = async (row: number, title: string) => {
    const col = Number(await header(title).getAttribute('aria-colindex'));
    await showColumn(title);
    await showRow(row);
    return grid.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"][aria-colindex="${col}"]`);
  };
  return {
    grid, header, cell, showRow,
    cellText: async (row, title) => (await cell(row, title)).textContent(),
    rowCount: async () => Number(await grid.getAttribute('aria-rowcount')) - 1,
  };
}
