import { describe, expect, it } from 'vitest';
import {
  clampCell, clampRange, isSingleCell, rangeBetween, rangeContains, rangeHeight, rangeWidth, sameCell,
} from '../../../../src/grid/model/cell-address';

describe('cell addresses and ranges', () => {
  it('normalises a range drawn in any direction', () => {
    expect(rangeBetween({ row: 5, col: 3 }, { row: 2, col: 7 })).toEqual({ top: 2, left: 3, bottom: 5, right: 7 });
    const range = rangeBetween({ row: 4, col: 1 }, { row: 1, col: 0 });
    expect([rangeHeight(range), rangeWidth(range)]).toEqual([4, 2]);
    expect(rangeContains(range, 4, 1)).toBe(true);
    expect(rangeContains(range, 5, 1)).toBe(false);
    expect(isSingleCell(rangeBetween({ row: 2, col: 2 }, { row: 2, col: 2 }))).toBe(true);
  });

  it('clamps cells and ranges into the grid, and keeps (0, 0) for an empty grid', () => {
    expect(clampCell({ row: 120, col: -3 }, { rowCount: 100, columnCount: 30 })).toEqual({ row: 99, col: 0 });
    expect(clampCell({ row: 4, col: 4 }, { rowCount: 0, columnCount: 0 })).toEqual({ row: 0, col: 0 });
    const inside = { row: 3, col: 3 };
    expect(clampCell(inside, { rowCount: 10, columnCount: 10 })).toBe(inside);
    expect(clampRange({ top: 5, left: 0, bottom: 50, right: 40 }, { rowCount: 20, columnCount: 30 })).toEqual({ top: 5, left: 0, bottom: 19, right: 29 });
    expect(sameCell({ row: 1, col: 2 }, { row: 1, col: 2 })).toBe(true);
  });
});
