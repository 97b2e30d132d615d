import { describe, expect, it } from 'vitest';
import { createCellFormatter } from '../../../../src/screens/overview/overview-columns';
import type { OverviewColumnView } from '../../../../src/screens/overview/overview-columns';
import { filterRowPositions, filterTerms, searchTexts, sortRowPositions, visibleRowPositions } from '../../../../src/screens/overview/overview-view';

const columns: OverviewColumnView[] = [
  { name: 'MpName', labelKey: 'field.MpName', kind: 'text' },
  { name: 'LaFrom', labelKey: 'field.LaFrom', kind: 'number' },
  { name: 'MpDate', labelKey: 'field.MpDate', kind: 'date' },
];
const rows = [
  { MpName: 'B10', LaFrom: 50, MpDate: '2024-03-12' },
  { MpName: 'B2', LaFrom: null, MpDate: '2023-01-05' },
  { MpName: 'b2', LaFrom: 0, MpDate: null },
  { MpName: 'B1', LaFrom: 120.5, MpDate: '2024-03-12' },
];
const formatter = createCellFormatter('nl');
const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });
const all = [0, 1, 2, 3];

describe('overview filter (a text filter over all columns)', () => {
  const texts = searchTexts(rows, columns, formatter);

  it('splits the filter into lower-case terms', () => {
    expect(filterTerms('  B2   Zand ')).toEqual(['b2', 'zand']);
  });

  it('matches any column, case-blind', () => {
    expect(filterRowPositions(all, texts, 'b2')).toEqual([1, 2]);
    expect(filterRowPositions(all, texts, 'b1')).toEqual([0, 3]);
  });

  it('matches dates and numbers as they are shown in the language', () => {
    expect(filterRowPositions(all, texts, '12-03-2024')).toEqual([0, 3]);
    expect(filterRowPositions(all, texts, '2024-03-12')).toEqual([]);
    expect(filterRowPositions(all, texts, '120,5')).toEqual([3]);
  });

  it('needs every term to match', () => {
    expect(filterRowPositions(all, texts, 'b1 120')).toEqual([3]);
    expect(filterRowPositions(all, texts, 'b2 2024')).toEqual([]);
  });

  it('keeps every row for an empty filter', () => {
    expect(filterRowPositions(all, texts, '   ')).toEqual(all);
  });
});

describe('overview sort (click-to-sort headers)', () => {
  const [name, from, date] = columns as [OverviewColumnView, OverviewColumnView, OverviewColumnView];

  it('sorts text naturally (B2 before B10) and keeps equal names in server order', () => {
    expect(sortRowPositions(all, rows, name, false, collator)).toEqual([3, 1, 2, 0]);
    expect(sortRowPositions(all, rows, name, true, collator)).toEqual([0, 1, 2, 3]);
  });

  it('sorts numbers as numbers, empty cells last in both directions', () => {
    expect(sortRowPositions(all, rows, from, false, collator)).toEqual([2, 0, 3, 1]);
    expect(sortRowPositions(all, rows, from, true, collator)).toEqual([3, 0, 2, 1]);
  });

  it('sorts dates by their payload value', () => {
    expect(sortRowPositions(all, rows, date, false, collator)).toEqual([1, 0, 3, 2]);
  });

  it('filters, then sorts; builds search texts only when filtering', () => {
    let built = 0;
    const texts = () => {
      built += 1;
      return searchTexts(rows, columns, formatter);
    };
    expect(visibleRowPositions({ rows, columns, texts, filter: '', sort: { column: 'LaFrom', descending: false }, collator })).toEqual([2, 0, 3, 1]);
    expect(built).toBe(0);
    expect(visibleRowPositions({ rows, columns, texts, filter: 'b', sort: { column: 'MpName', descending: true }, collator })).toEqual([0, 1, 2, 3]);
    expect(built).toBe(1);
    expect(visibleRowPositions({ rows, columns, texts, filter: '', sort: { column: 'Unknown', descending: false }, collator })).toEqual(all);
  });

  it('handles a large project: 40,000 layers filtered and sorted', () => {
    const many = Array.from({ length: 40_000 }, (_, i) => ({ MpName: `B${String(Math.floor(i / 4) + 1).padStart(5, '0')}`, LaFrom: (i % 4) * 50, MpDate: null }));
    const manyTexts = searchTexts(many, columns, formatter);
    const shown = visibleRowPositions({ rows: many, columns, texts: () => manyTexts, filter: 'B09999', sort: { column: 'LaFrom', descending: true }, collator });
    expect(shown.map((position) => many[position]?.LaFrom)).toEqual([150, 100, 50, 0]);
    expect(shown.every((position) => many[position]?.MpName === 'B09999')).toBe(true);
  });
});
