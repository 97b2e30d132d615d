import { describe, expect, it } from 'vitest';
import { blockWindow, rowPoolSize, sidewaysWindow, visibleRows } from '../../../../src/grid/model/visible-rows';

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

describe('sidewaysWindow', () => {
  // 30 columns, 13 of them in view.
  const drawnAtStart = { first: 0, last: 12 };
  const columns = (count: number) => ({ first: 0, last: count - 1 });

  it('keeps what is drawn while the view stays inside it', () => {
    const drawn = { first: 0, last: 26 };
    expect(sidewaysWindow(drawn, { first: 5, last: 17 }, columns(30))).toBe(drawn);
    expect(sidewaysWindow(drawn, { first: 14, last: 26 }, columns(30))).toBe(drawn);
  });

  it('widens one view past the view in the direction it went, within the columns there are', () => {
    expect(sidewaysWindow(drawnAtStart, { first: 1, last: 13 }, columns(30))).toEqual({ first: 0, last: 26 });
    expect(sidewaysWindow({ first: 0, last: 26 }, { first: 15, last: 27 }, columns(30))).toEqual({ first: 2, last: 29 });
    expect(sidewaysWindow({ first: 10, last: 29 }, { first: 9, last: 21 }, columns(30))).toEqual({ first: 0, last: 29 });
  });

  it('trims the far side to three views', () => {
    // 2,000 pivot columns, 10 in view.
    expect(sidewaysWindow({ first: 100, last: 129 }, { first: 121, last: 130 }, columns(2000))).toEqual({ first: 111, last: 140 });
    expect(sidewaysWindow({ first: 100, last: 129 }, { first: 99, last: 108 }, columns(2000))).toEqual({ first: 89, last: 118 });
  });

  it('draws a view that jumped away, and one wider than what is drawn, whole', () => {
    expect(sidewaysWindow({ first: 0, last: 19 }, { first: 500, last: 509 }, columns(2000))).toEqual({ first: 490, last: 519 });
    expect(sidewaysWindow({ first: 500, last: 519 }, { first: 10, last: 19 }, columns(2000))).toEqual({ first: 0, last: 29 });
    expect(sidewaysWindow({ first: 5, last: 10 }, { first: 3, last: 12 }, columns(2000))).toEqual({ first: 3, last: 22 });
  });

  it('stays within the centre columns, after the pinned ones', () => {
    expect(sidewaysWindow({ first: 3, last: 20 }, { first: 2, last: 11 }, { first: 1, last: 99 })).toEqual({ first: 1, last: 20 });
  });

  it('starts from the view alone, and draws nothing for an empty view', () => {
    expect(sidewaysWindow({ first: 0, last: -1 }, drawnAtStart, columns(30))).toBe(drawnAtStart);
    expect(sidewaysWindow(drawnAtStart, { first: 0, last: -1 }, columns(30))).toEqual({ first: 0, last: -1 });
  });
});
