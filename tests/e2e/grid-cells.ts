import type { Locator, Page } from 'playwright-core';

/**
 * Finding cells of a DataGrid the way a user sees them (the grids' browser tests): columns by
 * their header text, rows by their 1-based number, scrolling the grid as a user would until the
 * cell is drawn. The body and the header are virtualised both ways, so a column out of view has no
 * header element: its place comes from the grid's list of every column title (data-column-titles,
 * view order, beside aria-colcount). Every helper takes the grid it works in.
 */
export interface GridCells {
  readonly grid: Locator;
  /** The drawn header of the column titled `title` (exactly); `showColumn` first when it may be out of view. */
  header(title: string): Locator;
  /** Every visible column's title, in view order (the grid's data-column-titles). */
  columnTitles(): Promise<string[]>;
  /** aria-colindex of the column titled `title`; fails naming the grid's columns when there is none. */
  columnIndex(title: string): Promise<number>;
  /** Scrolls the grid sideways, as a user would, until the column titled `title` is drawn and in view. */
  showColumn(title: string): Promise<void>;
  /** The cell of 1-based `row` in the column titled `title`, scrolled into the drawn rows. */
  cell(row: number, title: string): Promise<Locator>;
  cellText(row: number, title: string): Promise<string | null>;
  /** Scrolls until 1-based `row` is drawn. */
  showRow(row: number): Promise<void>;
  /** The number of rows (aria-rowcount less the header). */
  rowCount(): Promise<number>;
  /** The 1-based number of the first row whose cell in the column titled `title` reads `text`; 0 when none does. */
  rowWhere(title: string, text: string): Promise<number>;
  /** Clicks the cell of 1-based `row` in the column titled `title`, types `text` and commits it with Enter. */
  typeInto(row: number, title: string, text: string): Promise<void>;
}

/** Cell helpers over `grid` (e.g. page.getByRole('grid')), with 32 px rows as DataGrid draws them. */
export function gridCells(page: Page, grid: Locator, rowHeight = 32): GridCells {
  const header = (title: string) => {
    const exact = new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`);
    return grid.getByRole('columnheader').filter({ has: page.locator('.data-grid__header-title', { hasText: exact }) });
  };
  const columnTitles = async () => JSON.parse(await grid.getAttribute('data-column-titles') ?? '[]') as string[];
  const columnIndex = async (title: string) => {
    const titles = await columnTitles();
    const index = titles.indexOf(title);
    if (index < 0) throw new Error(`The grid has no column titled '${title}'; its columns: ${titles.join(', ')}`);
    // aria-colcount counts the row-header column too, when there is one, before the data columns.
    return Number(await grid.getAttribute('aria-colcount')) - titles.length + index + 1;
  };
  const showRow = async (row: number) => {
    const drawn = grid.locator(`[role="row"][aria-rowindex="${row + 1}"]`);
    if (await drawn.isVisible()) return;
    await grid.evaluate((element, top) => { element.scrollTop = top; }, Math.max(0, (row - 4) * rowHeight));
    await drawn.waitFor();
  };
  const showColumnAt = async (col: number) => {
    const shown = await grid.evaluate(async (element, wanted) => {
      // Scrolls towards the column by the drawn columns' mean width until its header is drawn (widths differ, so a few steps).
      for (let step = 0; step < 40; step++) {
        const headers = [...element.querySelectorAll<HTMLElement>('[role="columnheader"]')];
        const hit = headers.find((node) => Number(node.getAttribute('aria-colindex')) === wanted);
        if (hit) {
          element.scrollLeft = Math.max(0, hit.offsetLeft - 300);
          return true;
        }
        const centre = headers.filter((node) => getComputedStyle(node).position === 'absolute');
        const first = centre[0];
        const last = centre.at(-1);
        if (!first || !last) {
          element.scrollLeft += element.clientWidth;
        } else {
          const firstIndex = Number(first.getAttribute('aria-colindex'));
          const lastIndex = Number(last.getAttribute('aria-colindex'));
          const meanWidth = (last.offsetLeft + last.offsetWidth - first.offsetLeft) / (lastIndex - firstIndex + 1);
          const from = wanted > lastIndex ? last : first;
          const fromIndex = wanted > lastIndex ? lastIndex : firstIndex;
          element.scrollLeft = Math.max(0, from.offsetLeft + (wanted - fromIndex) * meanWidth - 300);
        }
        // Two frames: the scroll's draw of the body and the header. (No named helper here: the page gets this function's source.)
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      return false;
    }, col);
    if (!shown) throw new Error(`The column of aria-colindex ${col} was not drawn after scrolling to it`);
  };
  const showColumn = async (title: string) => showColumnAt(await columnIndex(title));
  const cell = async (row: number, title: string) => {
    const col = await columnIndex(title);
    await showColumnAt(col);
    await showRow(row);
    return grid.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"][aria-colindex="${col}"]`);
  };
  const rowCount = async () => Number(await grid.getAttribute('aria-rowcount')) - 1;
  const cellText = async (row: number, title: string) => (await cell(row, title)).textContent();
  return {
    grid, header, columnTitles, columnIndex, showColumn, cell, showRow, cellText, rowCount,
    rowWhere: async (title, text) => {
      const rows = await rowCount();
      for (let index = 1; index <= rows; index++) if (await cellText(index, title) === text) return index;
      return 0;
    },
    typeInto: async (row, title, text) => {
      await (await cell(row, title)).click();
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    },
  };
}
