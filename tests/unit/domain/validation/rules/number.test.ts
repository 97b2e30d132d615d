import { describe, expect, it } from 'vitest';
import { depthIssues, numberFormats, numberIssues, readNumber } from '../../../../../src/domain/validation/rules/number';
import type { NumberFormat } from '../../../../../src/domain/validation/rules/number';

const codes = (value: unknown, format: NumberFormat = numberFormats.integer) => numberIssues('F', value, format).map((issue) => issue.code);

describe('number editors (spec 01 section 5, spec 02 section 5)', () => {
  it('accepts 2147483647 and refuses 2147483648 with the maximum as a parameter', () => {
    expect(codes(2147483647)).toEqual([]);
    expect(codes('2147483647')).toEqual([]);
    expect(numberIssues('F', 2147483648, numberFormats.integer)).toEqual([
      { field: 'F', code: 'validation.number.tooLarge', params: { max: 2147483647 }, severity: 'error' },
    ]);
    expect(codes('2147483648', numberFormats.decimal)).toEqual(['validation.number.tooLarge']);
  });

  it('keeps the 32-bit lower bound where minus is allowed', () => {
    expect(codes(-2147483648)).toEqual([]);
    expect(codes(-2147483649)).toEqual(['validation.number.tooSmall']);
  });

  it('refuses decimals for an integer and accepts them for a decimal editor', () => {
    expect(codes('1.5')).toEqual(['validation.number.notWhole']);
    expect(codes('1.5', numberFormats.decimal)).toEqual([]);
    expect(codes('-1.5', numberFormats.decimal)).toEqual([]);
  });

  it('refuses a minus where the editor allows none', () => {
    expect(codes('-1', numberFormats.trajectory)).toEqual(['validation.number.negative']);
    expect(codes(-3, numberFormats.count)).toEqual(['validation.number.negative']);
    expect(codes('-1', numberFormats.integer)).toEqual([]);
  });

  it('refuses text, a comma decimal (with its own message) and exponents', () => {
    expect(codes('abc')).toEqual(['validation.number.notANumber']);
    expect(codes('1,5', numberFormats.decimal)).toEqual(['validation.number.decimalComma']);
    expect(codes('1e3', numberFormats.decimal)).toEqual(['validation.number.notANumber']);
    expect(codes(Number.NaN)).toEqual(['validation.number.notANumber']);
    expect(codes(true)).toEqual(['validation.number.notANumber']);
  });

  it('passes blanks and reads dot decimals', () => {
    expect(codes(null)).toEqual([]);
    expect(codes(' ')).toEqual([]);
    expect(readNumber(' 12.25 ')).toBe(12.25);
    expect(readNumber('.5')).toBe(0.5);
  });

  it('wants a depth to be a non-negative number of centimetres', () => {
    expect(depthIssues('MpDepth', '120.5')).toEqual([]);
    expect(depthIssues('MpDepth', 'deep').map((issue) => issue.code)).toEqual(['validation.number.notANumber']);
    expect(depthIssues('MpDepth', -10).map((issue) => issue.code)).toEqual(['validation.number.negative']);
  });
});
