import { describe, expect, it } from 'vitest';
import { dateIssues, dateTimeIssues, isValidDate, isValidDateTime } from '../../../../../src/domain/validation/rules/date';

describe('dates (spec 01 section 5)', () => {
  it('accepts yyyy-mm-dd and the wire form with a time', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2024-02-29T00:00:00')).toBe(true);
  });

  it('refuses days that do not exist', () => {
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-13-01')).toBe(false);
    expect(isValidDate('2024-04-31')).toBe(false);
    expect(isValidDate('2024-01-01T24:00:00')).toBe(false);
  });

  it('counts February by the Gregorian leap years: every fourth, not a century unless by 400', () => {
    expect(['1900-02-29', '2000-02-29', '2100-02-29', '2028-02-29', '2027-02-28', '2024-12-31'].map((day) => isValidDate(day)))
      .toEqual([false, true, false, true, true, true]);
  });

  it('accepts dd-mm-yyyy only on import', () => {
    expect(dateIssues('MpDate', '31-12-2024')).toEqual([{ field: 'MpDate', code: 'validation.date.invalid', severity: 'error' }]);
    expect(dateIssues('MpDate', '31-12-2024', { dayFirst: true })).toEqual([]);
    expect(dateIssues('MpDate', '31-02-2024', { dayFirst: true }).map((issue) => issue.code)).toEqual(['validation.date.invalidImport']);
  });

  it('passes blanks and refuses non-text', () => {
    expect(dateIssues('MpDate', null)).toEqual([]);
    expect(dateIssues('MpDate', 20240101)).toHaveLength(1);
  });
});

describe('date and time (editor type 13)', () => {
  it('accepts yyyy-mm-dd HH:mm:ss, the wire T form and a time without seconds', () => {
    expect(isValidDateTime('2024-05-01 13:45:10')).toBe(true);
    expect(isValidDateTime('2024-05-01T13:45:10')).toBe(true);
    expect(isValidDateTime('2024-05-01 13:45')).toBe(true);
  });

  it('refuses a bare date, a bad hour and day-first unless allowed', () => {
    expect(isValidDateTime('2024-05-01')).toBe(false);
    expect(isValidDateTime('2024-05-01 25:00:00')).toBe(false);
    expect(dateTimeIssues('WsStartSampleTime', '01-05-2024 13:45:10').map((issue) => issue.code)).toEqual(['validation.dateTime.invalid']);
    expect(dateTimeIssues('WsStartSampleTime', '01-05-2024 13:45:10', { dayFirst: true })).toEqual([]);
  });
});
