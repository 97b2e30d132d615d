import { describe, expect, it } from 'vitest';
import { matchesPattern, patternIssues } from '../../../../../src/domain/validation/rules/pattern';

describe('pattern (spec 01 section 5, case-insensitive)', () => {
  it('matches regardless of case', () => {
    expect(patternIssues('PrCode', 'abc-12', '[A-Z]+-\\d+')).toEqual([]);
    expect(matchesPattern('ABC', /^[a-z]+$/)).toBe(true);
  });

  it('needs a text pattern to match the whole value', () => {
    expect(patternIssues('PrCode', 'abc-12x', '[A-Z]+-\\d+')).toEqual([{ field: 'PrCode', code: 'validation.pattern', severity: 'error' }]);
  });

  it('passes blanks and never blocks on a broken template pattern', () => {
    expect(patternIssues('PrCode', '', '[A-Z]+')).toEqual([]);
    expect(patternIssues('PrCode', 'anything', '([')).toEqual([]);
  });
});
