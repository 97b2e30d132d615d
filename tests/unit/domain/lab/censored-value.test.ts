import { describe, expect, it } from 'vitest';
import { parseReportedValue, reportedSortNumber, resultValueFields, shownResultValue } from '../../../../src/domain/lab/censored-value';

// Notations found on Dutch, Belgian and German lab certificates and their CSV/XLSX deliveries.
const notations: readonly [text: string, symbol: string | null, value: number | null, alphanumeric: string | null][] = [
  ['<0.2', '<', 0.2, null],
  ['< 0,2', '<', 0.2, null],
  ['<0,20', '<', 0.2, null],
  ['<  0,05', '<', 0.05, null],
  ['>1000', '>', 1000, null],
  ['> 1.000,5', '>', 1000.5, null],
  ['>1,000.5', '>', 1000.5, null],
  ['≤0,5', '<=', 0.5, null],
  ['<=0.5', '<=', 0.5, null],
  ['≥ 10', '>=', 10, null],
  ['41', null, 41, null],
  ['84,6', null, 84.6, null],
  [' 2.1 ', null, 2.1, null],
  ['-0,5', null, -0.5, null],
  ['1,5E-3', null, 0.0015, null],
  ['2.4e+2', null, 240, null],
  ['1 250', null, 1250, null],
  ['.5', null, 0.5, null],
  ['n.a.', null, null, 'n.a.'],
  ['n.b.', null, null, 'n.b.'],
  ['-', null, null, '-'],
  ['<RG', null, null, '<RG'],
  ['< LOQ', null, null, '< LOQ'],
  ['nd', null, null, 'nd'],
  ['<', null, null, '<'],
  ['aangetoond', null, null, 'aangetoond'],
];

describe('censored lab values (spec 02 section 3; DOMAIN-NOTES: kept as a flag plus the limit)', () => {
  it.each(notations)('reads %j as symbol %j, limit %j, alphanumeric %j, and keeps the text as sent', (text, symbol, value, alphanumeric) => {
    expect(resultValueFields(text)).toEqual({ ArReportedValue: text, Symbol: symbol, MeasuredValue: value, AlphanumericValue: alphanumeric });
  });

  it('reads an empty value as nothing at all', () => {
    expect(parseReportedValue('  ')).toEqual({ kind: 'empty' });
    expect(resultValueFields('')).toEqual({ ArReportedValue: null, Symbol: null, MeasuredValue: null, AlphanumericValue: null });
  });

  it('shows the value exactly as sent, else the symbol with the limit, else the alphanumeric value', () => {
    expect(shownResultValue({ ArReportedValue: '< 0,2', Symbol: '<', MeasuredValue: 0.2 })).toBe('< 0,2');
    expect(shownResultValue({ Symbol: '<', MeasuredValue: 0.2 })).toBe('<0.2');
    expect(shownResultValue({ MeasuredValue: 41 })).toBe('41');
    expect(shownResultValue({ AlphanumericValue: 'n.a.' })).toBe('n.a.');
    expect(shownResultValue({})).toBe('');
  });

  it('sorts a censored value next to its limit: <0.2 below 0.2, >1000 above 1000, text after every number', () => {
    const values = ['0.2', '>1000', 'n.a.', '< 0,2', '0.19', '1000', '<=0.2', '0.21'];
    const sorted = [...values].sort((a, b) => {
      const x = reportedSortNumber(a);
      const y = reportedSortNumber(b);
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
      return x - y;
    });
    expect(sorted).toEqual(['0.19', '< 0,2', '<=0.2', '0.2', '0.21', '1000', '>1000', 'n.a.']);
  });
});
