import { describe, expect, it } from 'vitest';
import { blockWindow, rowPoolSize, visibleRows } from '../../../../src/grid/model/visible-rows';

describe('visibleRows', () => {
  it('draws the rows in view plus the overscan on each side, within the rows there are', () => {
    // 32 px rows, a 320 px viewport scrolled to row 100: rows 100–110 in view, 4 more each side.
    expect(visibleRows(3200, 320, 32, 100_000, 4)).toEqual({ first: 96, last: 114 });
    expect(visibleRows(0, 320, 32, 100_000, 4)).toEqual({ first: 0, last: 14 });
    expect(visibleRows(3200, 320, 32, 105, 4)).toEqual({ first: 96, last: 104 });
  });

  it('draws nothing without rows', () => {
    expect(visibleRows(0, 320, 32, 0, 4)).toEqual({ first: 0, last: -1 });
  });
});

describe('rowPoolSize', () => {
  it('holds every row a viewport can show at once with its overscan', () => {
    // 10 rows fill 320 px; a scroll between rows shows part of one more, and the window rounds both edges.
    expect(rowPoolSize(320, 32, 4)).toBe(20);
    const pool = rowPoolSize(320, 32, 4);
    for (let top = 0; top < 640; top += 7) {
      const { first, last } = visibleRows(top, 320, 32, 100_000, 4);
      expect(last - first + 1).toBeLessThanOrEqual(pool);
    }
  });
});

describe('blockWindow', () => {
  it('widens a window to whole blocks, capped at the count', () => {
    expect(blockWindow({ first: 3, last: 9 }, 16, 30)).toEqual({ first: 0, last: 15 });
    expect(blockWindow({ first: 14, last: 20 }, 16, 30)).toEqual({ first: 0, last: 29 });
    expect(blockWindow({ first: 17, last: 25 }, 16, 2_000)).toEqual({ first: 16, last: 31 });
  });

  it('stays the same while the window moves inside one block', () => {
    const windows = [2, 3, 4, 5, 6].map((first) => blockWindow({ first, last: first + 8 }, 16, 2_000));
    expect(new Set(windows.map((window) => `${window.first}-${window.last}`)).size).toBe(1);
  });

  it('keeps an empty window empty', () => {
    expect(blockWindow({ first: 0, last: -1 }, 16, 30)).toEqual({ first: 0, last: -1 });
  });
});
