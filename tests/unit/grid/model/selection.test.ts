import { describe, expect, it } from 'vitest';
import {
  clampSelection, clickCell, currentRange, extendTo, isCellSelected, isColumnSelected, isMultiCell, isRowSelected, selectAll, selectCell,
  selectColumn, selectedRowIndexes, selectRow,
} from '../../../../src/grid/model/selection';

const size = { rowCount: 100, columnCount: 10 };

describe('mouse selection (range selection)', () => {
  it('a click selects one cell; Shift+click extends from the anchor and keeps the active cell', () => {
    const one = clickCell(selectCell({ row: 0, col: 0 }), { row: 2, col: 3 }, {}, size);
    expect(one.ranges).toEqual([{ top: 2, left: 3, bottom: 2, right: 3 }]);
    const extended = clickCell(one, { row: 6, col: 1 }, { extend: true }, size);
    expect(extended.ranges).toEqual([{ top: 2, left: 1, bottom: 6, right: 3 }]);
    expect(extended.active).toEqual({ row: 2, col: 3 });
    expect(extended.focus).toEqual({ row: 6, col: 1 });
  });

  it('a drag extends to each cell it passes, shrinking back as it returns', () => {
    let selection = selectCell({ row: 5, col: 5 });
    selection = extendTo(selection, { row: 8, col: 7 }, size);
    selection = extendTo(selection, { row: 3, col: 5 }, size);
    expect(currentRange(selection)).toEqual({ top: 3, left: 5, bottom: 5, right: 5 });
    expect(extendTo(selection, { row: 3, col: 5 }, size)).toBe(selection);
  });

  it('Ctrl+click adds a range and makes its cell active', () => {
    const first = extendTo(selectCell({ row: 0, col: 0 }), { row: 1, col: 1 }, size);
    const both = clickCell(first, { row: 9, col: 9 }, { add: true }, size);
    expect(both.ranges).toHaveLength(2);
    expect(both.active).toEqual({ row: 9, col: 9 });
    expect(isCellSelected(both, 1, 1)).toBe(true);
    expect(isCellSelected(both, 9, 9)).toBe(true);
    expect(isCellSelected(both, 5, 5)).toBe(false);
    expect(selectedRowIndexes(both)).toEqual([0, 1, 9]);
  });

  it('a click past the grid lands on its last cell', () => {
    expect(clickCell(selectCell({ row: 0, col: 0 }), { row: 500, col: 50 }, {}, size).active).toEqual({ row: 99, col: 9 });
  });
});

describe('whole rows and columns', () => {
  it('a row header selects the full row; Shift extends to more rows; the row header reads selected', () => {
    const row = selectRow(selectCell({ row: 0, col: 4 }), 10, {}, size);
    expect(row.ranges).toEqual([{ top: 10, left: 0, bottom: 10, right: 9 }]);
    expect(row.unit).toBe('rows');
    expect(row.active).toEqual({ row: 10, col: 4 });
    const rows = selectRow(row, 13, { extend: true }, size);
    expect(rows.ranges).toEqual([{ top: 10, left: 0, bottom: 13, right: 9 }]);
    expect(isRowSelected(rows, 12, size)).toBe(true);
    expect(isRowSelected(rows, 14, size)).toBe(false);
    expect(selectedRowIndexes(rows)).toEqual([10, 11, 12, 13]);
  });

  it('extending whole rows to a cell keeps them whole', () => {
    const rows = extendTo(selectRow(selectCell({ row: 0, col: 0 }), 2, {}, size), { row: 4, col: 1 }, size);
    expect(currentRange(rows)).toEqual({ top: 2, left: 0, bottom: 4, right: 9 });
  });

  it('a column header selects every row of the column; Ctrl adds another column', () => {
    const column = selectColumn(selectCell({ row: 7, col: 0 }), 3, {}, size);
    expect(column.ranges).toEqual([{ top: 0, left: 3, bottom: 99, right: 3 }]);
    const two = selectColumn(column, 6, { add: true }, size);
    expect(two.ranges).toHaveLength(2);
    expect(isColumnSelected(two, 6, size)).toBe(true);
    expect(isColumnSelected(two, 5, size)).toBe(false);
  });

  it('select all spans the grid and keeps the active cell', () => {
    const all = selectAll(selectCell({ row: 40, col: 2 }), size);
    expect(all.ranges).toEqual([{ top: 0, left: 0, bottom: 99, right: 9 }]);
    expect(all.active).toEqual({ row: 40, col: 2 });
    expect(isMultiCell(all)).toBe(true);
    expect(isMultiCell(selectCell({ row: 1, col: 1 }))).toBe(false);
  });

  it('after a filter shrinks the grid the selection is clamped and whole rows stay whole', () => {
    const rows = selectRow(selectRow(selectCell({ row: 0, col: 0 }), 50, {}, size), 80, { extend: true }, size);
    const clamped = clampSelection(rows, { rowCount: 60, columnCount: 12 });
    expect(currentRange(clamped)).toEqual({ top: 50, left: 0, bottom: 59, right: 11 });
    expect(clamped.active).toEqual({ row: 50, col: 0 });
  });

  it('selecting 100,000 whole rows lists each row once without copying cells', () => {
    const big = { rowCount: 100_000, columnCount: 30 };
    const all = selectAll(selectCell({ row: 0, col: 0 }), big);
    const rows = selectedRowIndexes(all);
    expect(rows).toHaveLength(100_000);
    expect(rows[99_999]).toBe(99_999);
    expect(isCellSelected(all, 99_999, 29)).toBe(true);
  });
});
