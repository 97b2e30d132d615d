import { describe, expect, it } from 'vitest';
import { optionalBoolean, optionalCentimetres, optionalDateTime, optionalInteger, optionalText } from '../../../../../src/domain/entities/wire-types';
import { fieldValueFromCell, parseDecimalText } from '../../../../../src/domain/formats/tables/cell-values';

describe('spreadsheet cells read into fields', () => {
  it('reads Dutch decimal commas and thousands dots, and the English forms', () => {
    expect(parseDecimalText('12,5')).toBe(12.5);
    expect(parseDecimalText('-0,25')).toBe(-0.25);
    expect(parseDecimalText('155.000,75')).toBe(155000.75);
    expect(parseDecimalText('1.234.567')).toBe(1234567);
    expect(parseDecimalText('1234.5')).toBe(1234.5);
    expect(parseDecimalText('1,234.5')).toBe(1234.5);
    expect(parseDecimalText(' 463\u00a0210,1 ')).toBe(463210.1);
    expect(parseDecimalText('12,5 cm')).toBeNull();
    expect(fieldValueFromCell(optionalCentimetres, '120,5')).toEqual({ ok: true, value: 120.5 });
    expect(fieldValueFromCell(optionalCentimetres, 80)).toEqual({ ok: true, value: 80 });
    expect(fieldValueFromCell(optionalCentimetres, 'veel')).toEqual({ ok: false });
    expect(fieldValueFromCell(optionalInteger, '3,5')).toEqual({ ok: false });
  });

  it('reads dates from Excel dates, Excel serials, Dutch day-first text and ISO text into payload dates', () => {
    expect(fieldValueFromCell(optionalDateTime, new Date(Date.UTC(2026, 2, 9, 14, 30)))).toEqual({ ok: true, value: '2026-03-09T14:30:00' });
    expect(fieldValueFromCell(optionalDateTime, 46090)).toEqual({ ok: true, value: '2026-03-09T00:00:00' });
    expect(fieldValueFromCell(optionalDateTime, '09-03-2026')).toEqual({ ok: true, value: '2026-03-09T00:00:00' });
    expect(fieldValueFromCell(optionalDateTime, '9-3-2026')).toEqual({ ok: true, value: '2026-03-09T00:00:00' });
    expect(fieldValueFromCell(optionalDateTime, '2026-03-09')).toEqual({ ok: true, value: '2026-03-09T00:00:00' });
    expect(fieldValueFromCell(optionalDateTime, '2026-03-09T08:15:00')).toEqual({ ok: true, value: '2026-03-09T08:15:00' });
    expect(fieldValueFromCell(optionalDateTime, '31-02-2026')).toEqual({ ok: false });
  });

  it('reads empty cells as null, numbers in text fields as text, yes and no as flags', () => {
    expect(fieldValueFromCell(optionalText, '  ')).toEqual({ ok: true, value: null });
    expect(fieldValueFromCell(optionalText, null)).toEqual({ ok: true, value: null });
    expect(fieldValueFromCell(optionalText, 12)).toEqual({ ok: true, value: '12' });
    expect(fieldValueFromCell(optionalBoolean, 'ja')).toEqual({ ok: true, value: true });
    expect(fieldValueFromCell(optionalBoolean, 'ONWAAR')).toEqual({ ok: true, value: false });
    expect(fieldValueFromCell(optionalBoolean, 1)).toEqual({ ok: true, value: true });
    expect(fieldValueFromCell(optionalBoolean, 'misschien')).toEqual({ ok: false });
  });
});
