import { describe, expect, it } from 'vitest';
import { compareNatural, naturalKey } from '../../../../src/grid/model/natural-order';
import { filterRows, rowOrder } from '../../../../src/grid/model/sort-filter';

describe('natural order', () => {
  it('puts B2 before B10, ignores case, accents and leading zeros', () => {
    expect(['B10', 'b2', 'B1', 'A20', 'B02a'].sort(compareNatural)).toEqual(['A20', 'B1', 'b2', 'B02a', 'B10']);
    expect(compareNatural('Été', 'ete')).toBe(0);
    expect(compareNatural('pb-9', 'pb-10')).toBeLessThan(0);
    expect(compareNatural('x100', 'x99')).toBeGreaterThan(0);
    expect(naturalKey('007')).toBe(naturalKey('7'));
  });
});

const rows = [
  { name: 'B10', depth: 2.5, date: '2024-03-01T00:00:00', done: true },
  { name: 'B2', depth: null, date: '15-01-2024', done: false },
  { name: 'b1', depth: 10, date: null, done: 'true' },
  { name: '', depth: '-1.5', date: '2023-12-31T23:59:59', done: null },
  { name: 'A7', depth: 'n/a', date: '2024-03-01T08:00:00', done: false },
];
const valueAt = (index: number, field: string): unknown => (rows[index] as Record<string, unknown> | undefined)?.[field];
const order = (spec: Parameters<typeof rowOrder>[0]['sort']) => rowOrder({ rowCount: rows.length, valueAt, sort: spec });

describe('rowOrder sort (sort per column)', () => {
  it('sorts text naturally with blanks last in both directions', () => {
    expect(order([{ field: 'name', direction: 'asc', kind: 'text' }])).toEqual([4, 2, 1, 0, 3]);
    expect(order([{ field: 'name', direction: 'desc', kind: 'text' }])).toEqual([0, 1, 2, 4, 3]);
  });

  it('sorts numbers by value, numeric text included, other text after numbers and blanks last', () => {
    expect(order([{ field: 'depth', direction: 'asc', kind: 'number' }])).toEqual([3, 0, 2, 4, 1]);
    expect(order([{ field: 'depth', direction: 'desc', kind: 'number' }])).toEqual([4, 2, 0, 3, 1]);
  });

  it('sorts wire dates and day-first dates by time', () => {
    expect(order([{ field: 'date', direction: 'asc', kind: 'date' }])).toEqual([3, 1, 0, 4, 2]);
  });

  it('sorts flags false before true and keeps ties in their original order (stable)', () => {
    expect(order([{ field: 'done', direction: 'asc', kind: 'boolean' }])).toEqual([1, 4, 0, 2, 3]);
  });

  it('breaks ties with the next level', () => {
    expect(order([{ field: 'done', direction: 'asc', kind: 'boolean' }, { field: 'name', direction: 'desc', kind: 'text' }])).toEqual([1, 4, 0, 2, 3]);
    expect(order([{ field: 'done', direction: 'desc', kind: 'boolean' }, { field: 'name', direction: 'asc', kind: 'text' }])).toEqual([2, 0, 4, 1, 3]);
  });
});

describe('filterRows (filter per column)', () => {
  it('keeps rows whose text contains or equals the filter, ignoring case; blank filters do nothing', () => {
    expect(filterRows({ rowCount: rows.length, valueAt, filters: [{ field: 'name', op: 'contains', text: 'b' }] })).toEqual([0, 1, 2]);
    expect(filterRows({ rowCount: rows.length, valueAt, filters: [{ field: 'name', op: 'equals', text: 'B1' }] })).toEqual([2]);
    expect(filterRows({ rowCount: rows.length, valueAt, filters: [{ field: 'name', op: 'contains', text: '  ' }] })).toEqual([0, 1, 2, 3, 4]);
  });

  it('combines filters with and, matches the shown text when given, then sorts what is left', () => {
    const textAt = (index: number, field: string) => (field === 'done' ? (valueAt(index, field) === true || valueAt(index, field) === 'true' ? 'Yes' : 'No') : String(valueAt(index, field) ?? ''));
    expect(rowOrder({
      rowCount: rows.length, valueAt, textAt,
      filters: [{ field: 'done', op: 'equals', text: 'yes' }, { field: 'name', op: 'contains', text: '1' }],
      sort: [{ field: 'name', direction: 'asc', kind: 'text' }],
    })).toEqual([2, 0]);
  });
});

describe('on 100,000 rows', () => {
  const count = 100_000;
  // Names B1..B100000 scrambled, depths descending, every 7th name blank.
  const names = Array.from({ length: count }, (_, i) => (i % 7 === 0 ? '' : `B${((i * 7919) % count) + 1}`));
  const big = (index: number, field: string): unknown => (field === 'name' ? names[index] : count - index);

  it('sorts names naturally, blanks last, as indexes', () => {
    const sorted = rowOrder({ rowCount: count, valueAt: big, sort: [{ field: 'name', direction: 'asc', kind: 'text' }] });
    expect(sorted).toHaveLength(count);
    const shown = sorted.map((i) => names[i] ?? '');
    const filled = shown.filter((n) => n !== '');
    expect(shown.slice(filled.length).every((n) => n === '')).toBe(true);
    for (let i = 1; i < filled.length; i++) expect(Number(filled[i]!.slice(1)) > Number(filled[i - 1]!.slice(1))).toBe(true);
  });

  it('sorts numbers and filters text over every row', () => {
    expect(rowOrder({ rowCount: count, valueAt: big, sort: [{ field: 'depth', direction: 'asc', kind: 'number' }] }).slice(0, 3)).toEqual([99_999, 99_998, 99_997]);
    const kept = filterRows({ rowCount: count, valueAt: big, filters: [{ field: 'name', op: 'equals', text: 'b42' }] });
    expect(kept.map((i) => names[i])).toEqual(['B42']);
  });
});
