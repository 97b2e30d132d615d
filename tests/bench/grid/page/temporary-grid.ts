import type { PeerColumn, PeerRow } from 'peers-bench-data';

/**
 * Stand-in until src/grid's DataGrid lands: one [role=grid] scroll element, a 32 px sticky header and
 * recycled absolutely positioned rows, so the bench infrastructure can be run end to end.
 */
export function mountTemporaryGrid(root: HTMLElement, rows: readonly PeerRow[], columns: readonly PeerColumn[], rowHeight: number): HTMLElement {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const scroller = document.createElement('div');
  scroller.setAttribute('role', 'grid');
  scroller.setAttribute('aria-rowcount', String(rows.length + 1));
  scroller.style.cssText = 'width:100%;height:100%;overflow:auto;position:relative';
  const sizer = document.createElement('div');
  sizer.style.cssText = `position:relative;width:${total}px;height:${(rows.length + 1) * rowHeight}px`;
  const cellCss = (left: number, width: number) =>
    `position:absolute;top:0;left:${left}px;width:${width}px;height:${rowHeight}px;line-height:${rowHeight}px;box-sizing:border-box;padding:0 8px;overflow:hidden;white-space:nowrap;border-right:1px solid #ddd;border-bottom:1px solid #ddd`;
  const lefts = columns.map((_, i) => columns.slice(0, i).reduce((sum, column) => sum + column.width, 0));
  const header = document.createElement('div');
  header.setAttribute('role', 'row');
  header.style.cssText = `position:sticky;top:0;z-index:1;height:${rowHeight}px;background:#f3f3f3;font-weight:600`;
  columns.forEach((column, i) => {
    const cell = header.appendChild(document.createElement('div'));
    cell.setAttribute('role', 'columnheader');
    cell.style.cssText = cellCss(lefts[i] ?? 0, column.width);
    cell.textContent = column.title;
  });
  sizer.appendChild(header);
  const pool: { element: HTMLElement; cells: HTMLElement[] }[] = [];
  const draw = () => {
    const first = Math.floor(scroller.scrollTop / rowHeight);
    const count = Math.ceil(scroller.clientHeight / rowHeight) + 1;
    while (pool.length < count) {
      const element = sizer.appendChild(document.createElement('div'));
      element.setAttribute('role', 'row');
      element.style.cssText = `position:absolute;left:0;height:${rowHeight}px;width:${total}px`;
      const cells = columns.map((column, i) => {
        const cell = element.appendChild(document.createElement('div'));
        cell.setAttribute('role', 'gridcell');
        cell.style.cssText = cellCss(lefts[i] ?? 0, column.width);
        return cell;
      });
      pool.push({ element, cells });
    }
    pool.forEach(({ element, cells }, i) => {
      const index = first + i;
      const row = rows[index];
      element.style.display = row ? '' : 'none';
      if (!row) return;
      element.style.top = `${(index + 1) * rowHeight}px`;
      cells.forEach((cell, c) => {
        cell.textContent = String(row[columns[c]?.key ?? ''] ?? '');
      });
    });
  };
  scroller.appendChild(sizer);
  root.appendChild(scroller);
  scroller.addEventListener('scroll', draw, { passive: true });
  draw();
  return scroller;
}
