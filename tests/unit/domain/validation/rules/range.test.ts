import { describe, expect, it } from 'vitest';
import { rangeOrderIssues, trajectoryIssues } from '../../../../../src/domain/validation/rules/range';

const jar = { from: 'JrFrom', to: 'JrTo' };
const codes = (from: unknown, to: unknown) => trajectoryIssues(jar, from, to).map((issue) => `${issue.field}:${issue.code}`);

describe("'to' above 'from' (spec 01 section 5)", () => {
  it('refuses a to equal to or above from, on the to field', () => {
    expect(rangeOrderIssues(jar, 50, 50)).toEqual([
      { field: 'JrTo', code: 'validation.range.toNotAboveFrom', params: { from: 50 }, severity: 'error' },
    ]);
    expect(rangeOrderIssues(jar, 50, 20)).toHaveLength(1);
    expect(rangeOrderIssues(jar, 50, 50.5)).toEqual([]);
  });
});

describe('trajectory (spec 01 section 5, editor type 19)', () => {
  it('accepts two numbers with the second greater, decimals included', () => {
    expect(codes(0, 50)).toEqual([]);
    expect(codes('10.5', '20')).toEqual([]);
  });

  it('refuses minus, text and a second value not greater than the first', () => {
    expect(codes(-10, 50)).toEqual(['JrFrom:validation.number.negative']);
    expect(codes('top', 50)).toEqual(['JrFrom:validation.number.notANumber']);
    expect(codes(60, 50)).toEqual(['JrTo:validation.range.toNotAboveFrom']);
  });

  it('wants both parts once one is filled, and passes when both are empty', () => {
    expect(codes(10, null)).toEqual(['JrTo:validation.trajectory.incomplete']);
    expect(codes('', 10)).toEqual(['JrFrom:validation.trajectory.incomplete']);
    expect(codes(null, undefined)).toEqual([]);
  });
});
