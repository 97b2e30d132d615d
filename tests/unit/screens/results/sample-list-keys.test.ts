import { describe, expect, it } from 'vitest';
import { moveListFocus } from '../../../../src/screens/results/sample-list-keys';

describe('moveListFocus', () => {
  it('moves between samples with the arrows and stays inside the list', () => {
    expect(moveListFocus('ArrowDown', { row: 0, column: 1 }, 3, 2)).toEqual({ row: 1, column: 1 });
    expect(moveListFocus('ArrowDown', { row: 2, column: 0 }, 3, 2)).toEqual({ row: 2, column: 0 });
    expect(moveListFocus('ArrowUp', { row: 0, column: 0 }, 3, 2)).toEqual({ row: 0, column: 0 });
  });

  it('moves between a sample\'s two buttons with left and right', () => {
    expect(moveListFocus('ArrowRight', { row: 1, column: 0 }, 3, 2)).toEqual({ row: 1, column: 1 });
    expect(moveListFocus('ArrowRight', { row: 1, column: 1 }, 3, 2)).toEqual({ row: 1, column: 1 });
    expect(moveListFocus('ArrowLeft', { row: 1, column: 1 }, 3, 2)).toEqual({ row: 1, column: 0 });
  });

  it('jumps with Home, End and the page keys by ten', () => {
    expect(moveListFocus('End', { row: 3, column: 0 }, 25, 2)).toEqual({ row: 24, column: 0 });
    expect(moveListFocus('Home', { row: 3, column: 1 }, 25, 2)).toEqual({ row: 0, column: 1 });
    expect(moveListFocus('PageDown', { row: 3, column: 0 }, 25, 2)).toEqual({ row: 13, column: 0 });
    expect(moveListFocus('PageUp', { row: 3, column: 0 }, 25, 2)).toEqual({ row: 0, column: 0 });
  });

  it('leaves other keys, and an empty list, to the browser', () => {
    expect(moveListFocus('Enter', { row: 0, column: 0 }, 3, 2)).toBeNull();
    expect(moveListFocus('ArrowDown', { row: 0, column: 0 }, 0, 2)).toBeNull();
  });
});
