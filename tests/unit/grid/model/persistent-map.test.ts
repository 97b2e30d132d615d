import { describe, expect, it } from 'vitest';
import { PersistentMap } from '../../../../src/grid/model/persistent-map';

describe('PersistentMap (structural sharing for the edit layer)', () => {
  it('sets, replaces, reads and deletes like a Map, leaving the old version unchanged', () => {
    const empty = PersistentMap.empty<number>();
    const one = empty.edit((d) => { d.set('a', 1); d.set('b', 2); d.set('a', 3); });
    expect([one.size, one.get('a'), one.get('b'), one.has('c')]).toEqual([2, 3, 2, false]);
    const two = one.edit((d) => { d.delete('a'); d.delete('missing'); });
    expect([two.size, two.get('a'), one.get('a'), empty.size]).toEqual([1, undefined, 3, 0]);
    expect(one.edit(() => undefined)).toBe(one);
    expect(one.edit((d) => d.set('a', 3))).toBe(one);
  });

  it('holds 100,000 keys; an edit of a few leaves every other version intact', () => {
    const keys = Array.from({ length: 100_000 }, (_, i) => `g${i}`);
    const big = PersistentMap.empty<number>().edit((d) => { for (const [i, k] of keys.entries()) d.set(k, i); });
    expect(big.size).toBe(100_000);
    const changed = big.edit((d) => { d.set('g5', -5); d.delete('g6'); d.set('new:1', 1); });
    expect([changed.size, changed.get('g5'), changed.get('g6'), changed.get('new:1'), changed.get('g99999')]).toEqual([100_000, -5, undefined, 1, 99_999]);
    expect([big.get('g5'), big.get('g6'), big.has('new:1')]).toEqual([5, 6, false]);
    expect([...changed.keys()].length).toBe(100_000);
    const emptied = big.edit((d) => { for (const k of keys) d.delete(k); });
    expect([emptied.size, [...emptied.entries()]]).toEqual([0, []]);
  });

  it('keeps keys whose 32-bit hashes collide apart', () => {
    // 'k32728' and 'k261234' share one FNV-1a hash.
    const map = PersistentMap.empty<string>().edit((d) => { d.set('k32728', 'first'); d.set('k261234', 'second'); d.set('x', 'other'); });
    expect([map.get('k32728'), map.get('k261234'), map.size]).toEqual(['first', 'second', 3]);
    const replaced = map.edit((d) => d.set('k261234', 'again'));
    expect([replaced.get('k32728'), replaced.get('k261234'), replaced.size]).toEqual(['first', 'again', 3]);
    const removed = map.edit((d) => d.delete('k32728'));
    expect([removed.get('k32728'), removed.get('k261234'), removed.size]).toEqual([undefined, 'second', 2]);
    expect(new Map(removed)).toEqual(new Map([['k261234', 'second'], ['x', 'other']]));
  });

  it('iterates every entry once, as a ReadonlyMap', () => {
    const map = PersistentMap.empty<number>().edit((d) => { for (let i = 0; i < 1000; i++) d.set(`r${i}`, i); });
    let sum = 0;
    map.forEach((value) => { sum += value; });
    expect(sum).toBe(499_500);
    expect(new Set(map.values()).size).toBe(1000);
  });
});
