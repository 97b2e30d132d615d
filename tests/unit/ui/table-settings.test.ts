import { describe, expect, it } from 'vitest';
import { compareSortValues, rowMatchesFilter } from '../../../src/ui/data-table/data-columns';
import { clampColumnWidth, defaultTableSettings, moveColumn, orderedColumnIds, parseTableSettings } from '../../../src/ui/data-table/table-settings';

describe('a data table\'s saved settings (spec 02 section 7, AppTableSettings)', () => {
  it('reads back what was saved', () => {
    const saved = { mode: 'tiles', order: ['b', 'a'], hidden: ['c'], widths: { a: 200 }, sort: [{ id: 'a', desc: true }] };
    expect(parseTableSettings(saved)).toEqual(saved);
  });

  it('falls back field by field when a setting is unreadable, and to all defaults when never saved', () => {
    expect(parseTableSettings(null)).toEqual(defaultTableSettings);
    expect(parseTableSettings({ mode: 'dashboard', order: 'a', widths: { a: 'wide' }, sort: [{ id: 'a', desc: true }] }))
      .toEqual({ ...defaultTableSettings, sort: [{ id: 'a', desc: true }] });
  });

  it('starts a view in its own mode until its user chooses one (a gallery as tiles)', () => {
    expect(parseTableSettings(null, 'tiles')).toEqual({ ...defaultTableSettings, mode: 'tiles' });
    expect(parseTableSettings({ mode: 'table' }, 'tiles').mode).toBe('table');
    expect(parseTableSettings({ mode: 'dashboard' }, 'tiles').mode).toBe('tiles');
  });

  it('puts saved columns first and columns the settings do not know at their own place after them', () => {
    expect(orderedColumnIds(['a', 'b', 'c', 'd'], ['c', 'gone', 'a', 'c'])).toEqual(['c', 'a', 'b', 'd']);
  });

  it('moves a column one place, and not past either edge', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps widths between 48 and 1200 px', () => {
    expect([clampColumnWidth(10), clampColumnWidth(160.4), clampColumnWidth(5000)]).toEqual([48, 160, 1200]);
  });
});

describe('sorting and filtering a data table', () => {
  const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

  it('sorts numbers as numbers, text naturally (B2 before B10) and empty cells last', () => {
    const values = ['B10', null, 'B2', ''];
    expect([...values].sort((a, b) => compareSortValues(a, b, collator))).toEqual(['B2', 'B10', null, '']);
    expect([10, 9, 100].sort((a, b) => compareSortValues(a, b, collator))).toEqual([9, 10, 100]);
  });

  it('keeps a row when every word of the filter appears in its shown cells, in any case', () => {
    expect(rowMatchesFilter(['LAB-2026-003', 'SGS', 'Niet verstuurd'], 'sgs niet')).toBe(true);
    expect(rowMatchesFilter(['LAB-2026-003', 'SGS'], 'sgs verstuurd')).toBe(false);
    expect(rowMatchesFilter(['x'], '   ')).toBe(true);
  });
});
