import { describe, expect, it } from 'vitest';
import { nextTileIndex, tileLanes } from '../../../../src/screens/overview/tile-keys';

describe('moving through an overview\'s tiles from the keyboard', () => {
  // 10 tiles in 3 lanes: rows 0-2, 3-5, 6-8, 9.
  const move = (key: string, from: number) => nextTileIndex(key, from, 10, 3, 2);

  it('moves one tile sideways and one row up or down', () => {
    expect([move('ArrowRight', 4), move('ArrowLeft', 4), move('ArrowDown', 4), move('ArrowUp', 4)]).toEqual([5, 3, 7, 1]);
  });

  it('goes to the first and last tile, and pages by whole rows', () => {
    expect([move('Home', 7), move('End', 1), move('PageDown', 1), move('PageUp', 8)]).toEqual([0, 9, 7, 2]);
  });

  it('stops at either end of the list instead of wrapping or leaving it', () => {
    expect([move('ArrowLeft', 0), move('ArrowUp', 1), move('ArrowDown', 8), move('PageDown', 9), move('ArrowRight', 9)]).toEqual([0, 0, 9, 9, 9]);
  });

  it('leaves other keys and an empty list alone', () => {
    expect(move('a', 3)).toBeNull();
    expect(nextTileIndex('ArrowDown', 0, 0, 3, 2)).toBeNull();
  });

  it('fits as many lanes as the width allows, and always one', () => {
    expect([tileLanes(1000, 256, 8), tileLanes(520, 256, 8), tileLanes(100, 256, 8)]).toEqual([3, 2, 1]);
  });
});
