import { describe, expect, it } from 'vitest';
import { copyAmountIssues } from '../../../../../src/domain/validation/rules/copy-amount';

describe('copy amount 1..100 (spec 01 sections 4, 5 and 9)', () => {
  it('accepts 1 and 100', () => {
    expect(copyAmountIssues(1)).toEqual([]);
    expect(copyAmountIssues('100')).toEqual([]);
  });

  it('refuses 0, 101, fractions and blanks with the range as parameters', () => {
    const refused = [{ field: 'copyAmount', code: 'validation.copyAmount.range', params: { min: 1, max: 100 }, severity: 'error' }];
    for (const value of [0, 101, 2.5, '', null]) expect(copyAmountIssues(value)).toEqual(refused);
  });
});
