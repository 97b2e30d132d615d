import type { VisibleColumn } from '../controller/column-set';

/** Where the visible columns sit in a row, in px from the row's left edge (the gutter included). */
export interface ColumnGeometry {
  readonly lefts: readonly number[];
  readonly widths: readonly number[];
  readonly pinnedCount: number;
  /** Gutter plus pinned columns: the part that never scrolls sideways. */
  readonly pinnedWidth: number;
  readonly totalWidth: number;
}

/** The geometry of columns after a gutter of `gutterWidth` px. */
export function columnGeometry(columns: readonly VisibleColumn[], gutterWidth: number): ColumnGeometry {
  const lefts: number[] = [];
  const widths: number[] = [];
  let left = gutterWidth;
  let pinnedCount = 0;
  let pinnedWidth = gutterWidth;
  for (const column of columns) {
    lefts.push(left);
    widths.push(column.width);
    left += column.width;
    if (column.pinned && pinnedCount === lefts.length - 1) {
      pinnedCount++;
      pinnedWidth = left;
    }
  }
  return { lefts, widths, pinnedCount, pinnedWidth, totalWidth: left };
}
