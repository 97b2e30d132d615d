import { describe, expect, it } from 'vitest';
import { dateFormatHint, fromPickerValue, toPickerValue } from '../../../../src/domain/editing/date-input';

describe('dateFormatHint (spec 01 sections 1 and 3)', () => {
  it('spells each language display format with its own letters', () => {
    expect(dateFormatHint('nl')).toBe('DD-MM-JJJJ');
    expect(dateFormatHint('en')).toBe('YYYY-MM-DD');
    expect(dateFormatHint('de')).toBe('TT.MM.JJJJ');
    expect(dateFormatHint('fr')).toBe('JJ/MM/AAAA');
    expect(dateFormatHint('it')).toBe('GG/MM/AAAA');
    expect(dateFormatHint('es')).toBe('DD/MM/AAAA');
  });

  it('adds the time for type 13', () => {
    expect(dateFormatHint('nl', true)).toBe('DD-MM-JJJJ uu:mm:ss');
    expect(dateFormatHint('en', true)).toBe('YYYY-MM-DD hh:mm:ss');
  });
});

describe('native picker values', () => {
  it('gives the picker the date part, or the date and time for type 13', () => {
    expect(toPickerValue('2026-11-24T00:00:00')).toBe('2026-11-24');
    expect(toPickerValue('2026-11-24T14:05:09', true)).toBe('2026-11-24T14:05:09');
    expect(toPickerValue('2026-11-24', true)).toBe('2026-11-24T00:00:00');
    expect(toPickerValue(null)).toBe('');
    expect(toPickerValue('24-11-2026')).toBe('');
  });

  it('stores a picked date at midnight and a picked time with seconds (spec 01 section 5 payload form)', () => {
    expect(fromPickerValue('2026-11-24')).toBe('2026-11-24T00:00:00');
    expect(fromPickerValue('2026-11-24T14:05', true)).toBe('2026-11-24T14:05:00');
    expect(fromPickerValue('2026-11-24T14:05:09', true)).toBe('2026-11-24T14:05:09');
    expect(fromPickerValue('')).toBeNull();
  });
});
