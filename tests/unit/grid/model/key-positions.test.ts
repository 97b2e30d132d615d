import { describe, expect, it } from 'vitest';
import { KeyPositions } from '../../../../src/grid/model/key-positions';

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('KeyPositions', () => {
  it('answers every key as a Map of first positions does, repeated keys and absent ones included', () => {
    const next = random(11);
    const keys = Array.from({ length: 20_000 }, () => `k${Math.floor(next() * 15_000)}`);
    const firsts = new Map<string, number>();
    keys.forEach((key, position) => { if (!firsts.has(key)) firsts.set(key, position); });
    const positions = new KeyPositions(keys);
    expect(positions.size).toBe(firsts.size);
    for (const [key, position] of firsts) expect(positions.get(key)).toBe(position);
    for (const absent of ['k15000', 'k-1', '', 'K1']) {
      expect(positions.get(absent)).toBeUndefined();
      expect(positions.has(absent)).toBe(false);
    }
  });

  it('holds GUIDs that differ only in letter case as different keys, and an empty list', () => {
    const positions = new KeyPositions(['a0b1-C2', 'A0B1-c2', '']);
    expect([positions.get('a0b1-C2'), positions.get('A0B1-c2'), positions.get('')]).toEqual([0, 1, 2]);
    expect(new KeyPositions([]).size).toBe(0);
    expect(new KeyPositions([]).has('x')).toBe(false);
  });
});
