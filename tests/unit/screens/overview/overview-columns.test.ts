import { describe, expect, it } from 'vitest';
import { columnKind, createCellFormatter, overviewColumns } from '../../../../src/screens/overview/overview-columns';

describe('overview columns', () => {
  const rows = [
    { MpName: 'B001', MpDate: '2024-03-12T00:00:00', MpXCoord: 155000.25, LayerCount: 4, MpRemark: null },
    { MpName: 'B002', MpDate: null, MpXCoord: 155010, LayerCount: 0, MpRemark: 'dry' },
  ];

  it('tells dates, numbers and text apart by their values', () => {
    expect(columnKind('MpDate', rows)).toBe('date');
    expect(columnKind('MpXCoord', rows)).toBe('number');
    expect(columnKind('LayerCount', rows)).toBe('number');
    expect(columnKind('MpName', rows)).toBe('text');
    expect(columnKind('MpRemark', rows)).toBe('text');
  });

  it('treats an empty column by its name', () => {
    expect(columnKind('LvDate', [])).toBe('date');
    expect(columnKind('LvRemark', [{ LvRemark: null }])).toBe('text');
  });

  it('a column with numbers and text is text', () => {
    expect(columnKind('PH', [{ PH: 7.1 }, { PH: 'n.b.' }])).toBe('text');
  });

  it('keeps the catalogue order and header keys, defaulting to overview.column.X', () => {
    const columns = overviewColumns([{ Name: 'MpName', LabelKey: 'field.MpName' }, { Name: 'LayerCount', LabelKey: null }], rows);
    expect(columns).toEqual([
      { name: 'MpName', labelKey: 'field.MpName', kind: 'text' },
      { name: 'LayerCount', labelKey: 'overview.column.LayerCount', kind: 'number' },
    ]);
  });

  it('formats dates as the language writes them (spec 01 section 1: DD-MM-YYYY Dutch, YYYY-MM-DD English)', () => {
    expect(createCellFormatter('nl').format('2024-03-12T00:00:00', 'date')).toBe('12-03-2024');
    expect(createCellFormatter('en').format('2024-03-12T00:00:00', 'date')).toBe('2024-03-12');
    expect(createCellFormatter('de').format('2024-03-12', 'date')).toBe('12.03.2024');
  });

  it('shows the time of a datetime that is not midnight', () => {
    expect(createCellFormatter('nl').format('2024-03-12T14:05:00', 'date')).toBe('12-03-2024 14:05:00');
  });

  it('formats numbers with the language decimal sign and no grouping', () => {
    expect(createCellFormatter('nl').format(155000.25, 'number')).toBe('155000,25');
    expect(createCellFormatter('en').format(155000.25, 'number')).toBe('155000.25');
    expect(createCellFormatter('en').format(0.1 + 0.2, 'number')).toBe('0.3');
  });

  it('shows nothing for an empty cell', () => {
    const format = createCellFormatter('nl');
    expect(format.format(null, 'number')).toBe('');
    expect(format.format(undefined, 'text')).toBe('');
    expect(format.format('Zs1h2', 'text')).toBe('Zs1h2');
  });
});
