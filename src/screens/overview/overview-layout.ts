import type { ColumnKind, OverviewColumnView } from './overview-columns';

/**
 * Column widths of the overview table in rem. Numbers and dates have a known width; text columns
 * take a share of what is left, remarks twice as much because they are the longest. Header and
 * rows share one grid template, so cells line up without a real <table> (which cannot be virtualised).
 */
const fixedWidths: Record<Exclude<ColumnKind, 'text'>, number> = { number: 8, date: 9.5 };
const textWidth = 10;
const remarkWidth = 16;

function isRemark(column: OverviewColumnView): boolean {
  return /Remark$/.test(column.name);
}

/** The narrowest a column may get, in rem. */
function minimumColumnWidth(column: OverviewColumnView): number {
  if (column.kind !== 'text') return fixedWidths[column.kind];
  return isRemark(column) ? remarkWidth : textWidth;
}

/** The CSS grid-template-columns of the table's rows. */
export function columnTemplate(columns: readonly OverviewColumnView[]): string {
  return columns.map((column) => {
    const min = minimumColumnWidth(column);
    if (column.kind !== 'text') return `${min}rem`;
    return `minmax(${min}rem, ${isRemark(column) ? 2 : 1}fr)`;
  }).join(' ');
}

/** The table's minimum width in rem: below it the table scrolls sideways rather than squeezing cells. */
export function minimumTableWidth(columns: readonly OverviewColumnView[]): number {
  return columns.reduce((sum, column) => sum + minimumColumnWidth(column), 0);
}
