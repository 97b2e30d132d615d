import { describe, expect, it } from 'vitest';
import { dataEdge } from '../../../../src/grid/model/data-edge';
import { navigate } from '../../../../src/grid/model/navigation';
import type { NavigationContext } from '../../../../src/grid/model/navigation';
import { currentRange, extendTo, selectCell, selectRow } from '../../../../src/grid/model/selection';

const context: NavigationContext = { rowCount: 50, columnCount: 5, pageSize: 20 };
const at = (row: number, col: number) => selectCell({ row, col });
const move = (direction: 'up' | 'down' | 'left' | 'right', extend = false, toDataEdge = false) => ({ type: 'move' as const, direction, extend, toDataEdge });

describe('arrows, Home/End and PageUp/PageDown (as in a spreadsheet)', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(navigate(at(3, 2), move('down'), context).active).toEqual({ row: 4, col: 2 });
    expect(navigate(at(3, 2), move('left'), context).active).toEqual({ row: 3, col: 1 });
    expect(navigate(at(0, 0), move('up'), context).active).toEqual({ row: 0, col: 0 });
    expect(navigate(at(49, 4), move('right'), context).active).toEqual({ row: 49, col: 4 });
  });

  it('Shift+arrows grow the range from the focus while the active cell stays; a plain arrow collapses it', () => {
    let selection = navigate(at(3, 1), move('down', true), context);
    selection = navigate(selection, move('right', true), context);
    expect(currentRange(selection)).toEqual({ top: 3, left: 1, bottom: 4, right: 2 });
    expect(selection.active).toEqual({ row: 3, col: 1 });
    selection = navigate(selection, move('up', true), context);
    selection = navigate(selection, move('up', true), context);
    expect(currentRange(selection)).toEqual({ top: 2, left: 1, bottom: 3, right: 2 });
    const collapsed = navigate(selection, move('down'), context);
    expect(collapsed.ranges).toEqual([{ top: 4, left: 1, bottom: 4, right: 1 }]);
  });

  it('Shift+Left on whole rows changes nothing; Shift+Down adds a row', () => {
    const rows = selectRow(at(5, 0), 5, {}, context);
    expect(navigate(rows, move('left', true), context)).toBe(rows);
    expect(currentRange(navigate(rows, move('down', true), context))).toEqual({ top: 5, left: 0, bottom: 6, right: 4 });
  });

  it('Home and End go to the row ends, Ctrl+Home and Ctrl+End to the grid corners, Shift extends', () => {
    expect(navigate(at(7, 3), { type: 'home', extend: false, grid: false }, context).active).toEqual({ row: 7, col: 0 });
    expect(navigate(at(7, 1), { type: 'end', extend: false, grid: false }, context).active).toEqual({ row: 7, col: 4 });
    expect(navigate(at(7, 3), { type: 'home', extend: false, grid: true }, context).active).toEqual({ row: 0, col: 0 });
    expect(navigate(at(7, 3), { type: 'end', extend: false, grid: true }, context).active).toEqual({ row: 49, col: 4 });
    const extended = navigate(at(7, 3), { type: 'end', extend: true, grid: true }, context);
    expect(currentRange(extended)).toEqual({ top: 7, left: 3, bottom: 49, right: 4 });
    expect(extended.active).toEqual({ row: 7, col: 3 });
  });

  it('PageDown and PageUp move by the page size and stop at the ends', () => {
    expect(navigate(at(10, 2), { type: 'page', direction: 'down', extend: false }, context).active).toEqual({ row: 30, col: 2 });
    expect(navigate(at(40, 2), { type: 'page', direction: 'down', extend: false }, context).active).toEqual({ row: 49, col: 2 });
    expect(navigate(at(10, 2), { type: 'page', direction: 'up', extend: false }, context).active).toEqual({ row: 0, col: 2 });
    expect(currentRange(navigate(at(10, 2), { type: 'page', direction: 'down', extend: true }, context))).toEqual({ top: 10, left: 2, bottom: 30, right: 2 });
  });
});

describe('Tab and Enter', () => {
  it('Tab moves right and wraps to the first column of the next row; Shift+Tab goes back over the wrap', () => {
    expect(navigate(at(2, 3), { type: 'tab', backward: false }, context).active).toEqual({ row: 2, col: 4 });
    expect(navigate(at(2, 4), { type: 'tab', backward: false }, context).active).toEqual({ row: 3, col: 0 });
    expect(navigate(at(3, 0), { type: 'tab', backward: true }, context).active).toEqual({ row: 2, col: 4 });
    expect(navigate(at(49, 4), { type: 'tab', backward: false }, context).active).toEqual({ row: 49, col: 4 });
    expect(navigate(at(0, 0), { type: 'tab', backward: true }, context).active).toEqual({ row: 0, col: 0 });
  });

  it('Enter moves down and Shift+Enter up', () => {
    expect(navigate(at(2, 3), { type: 'enter', backward: false }, context).active).toEqual({ row: 3, col: 3 });
    expect(navigate(at(2, 3), { type: 'enter', backward: true }, context).active).toEqual({ row: 1, col: 3 });
    expect(navigate(at(49, 3), { type: 'enter', backward: false }, context).active).toEqual({ row: 49, col: 3 });
  });

  it('inside a selected block Tab walks row by row and Enter column by column, wrapping, the block kept', () => {
    const block = extendTo(at(1, 1), { row: 2, col: 2 }, context);
    const tabs = [block];
    for (let i = 0; i < 4; i++) tabs.push(navigate(tabs[tabs.length - 1]!, { type: 'tab', backward: false }, context));
    expect(tabs.map((s) => [s.active.row, s.active.col])).toEqual([[1, 1], [1, 2], [2, 1], [2, 2], [1, 1]]);
    expect(tabs[4]!.ranges).toEqual(block.ranges);
    const down = navigate(block, { type: 'enter', backward: false }, context);
    expect(down.active).toEqual({ row: 2, col: 1 });
    expect(navigate(down, { type: 'enter', backward: false }, context).active).toEqual({ row: 1, col: 2 });
    expect(navigate(block, { type: 'enter', backward: true }, context).active).toEqual({ row: 2, col: 2 });
  });
});

describe('Ctrl+arrows to the edge of the data (Excel rule)', () => {
  // Column 0 holds: rows 0-3 filled, 4-6 empty, 7-8 filled, the rest empty.
  const filled = new Set([0, 1, 2, 3, 7, 8]);
  const isEmpty = (row: number, col: number) => col !== 0 || !filled.has(row);
  const size = { rowCount: 50, columnCount: 5 };

  it('from a filled cell with a filled neighbour, goes to the last filled cell before a blank', () => {
    expect(dataEdge({ row: 0, col: 0 }, 'down', size, isEmpty)).toEqual({ row: 3, col: 0 });
    expect(dataEdge({ row: 8, col: 0 }, 'up', size, isEmpty)).toEqual({ row: 7, col: 0 });
  });

  it('from the end of a block, or from a blank, goes to the next filled cell after the blanks', () => {
    expect(dataEdge({ row: 3, col: 0 }, 'down', size, isEmpty)).toEqual({ row: 7, col: 0 });
    expect(dataEdge({ row: 5, col: 0 }, 'down', size, isEmpty)).toEqual({ row: 7, col: 0 });
    expect(dataEdge({ row: 7, col: 0 }, 'up', size, isEmpty)).toEqual({ row: 3, col: 0 });
  });

  it('with nothing further, goes to the edge of the grid; at the edge it stays', () => {
    expect(dataEdge({ row: 8, col: 0 }, 'down', size, isEmpty)).toEqual({ row: 49, col: 0 });
    expect(dataEdge({ row: 2, col: 0 }, 'right', size, isEmpty)).toEqual({ row: 2, col: 4 });
    expect(dataEdge({ row: 0, col: 0 }, 'up', size, isEmpty)).toEqual({ row: 0, col: 0 });
  });

  it('navigate uses the rule, extends with Shift, and without a test goes to the grid edge', () => {
    const withData = { ...context, isEmpty };
    expect(navigate(at(0, 0), move('down', false, true), withData).active).toEqual({ row: 3, col: 0 });
    const extended = navigate(at(0, 0), move('down', true, true), withData);
    expect(currentRange(extended)).toEqual({ top: 0, left: 0, bottom: 3, right: 0 });
    expect(navigate(extended, move('down', true, true), withData).focus).toEqual({ row: 7, col: 0 });
    expect(navigate(at(0, 0), move('down', false, true), context).active).toEqual({ row: 49, col: 0 });
  });

  it('walks 100,000 empty rows to the last row', () => {
    const big = { rowCount: 100_000, columnCount: 30 };
    expect(dataEdge({ row: 0, col: 5 }, 'down', big, () => true)).toEqual({ row: 99_999, col: 5 });
  });
});

describe('whole rows and columns from the keyboard', () => {
  it('Shift+Space takes the rows of the range, Ctrl+Space its columns, Ctrl+A all', () => {
    const block = extendTo(at(3, 1), { row: 4, col: 2 }, context);
    expect(navigate(block, { type: 'selectRow' }, context).ranges).toEqual([{ top: 3, left: 0, bottom: 4, right: 4 }]);
    expect(navigate(block, { type: 'selectColumn' }, context).ranges).toEqual([{ top: 0, left: 1, bottom: 49, right: 2 }]);
    const all = navigate(block, { type: 'selectAll' }, context);
    expect(all.ranges).toEqual([{ top: 0, left: 0, bottom: 49, right: 4 }]);
    expect(all.active).toEqual({ row: 3, col: 1 });
  });
});
