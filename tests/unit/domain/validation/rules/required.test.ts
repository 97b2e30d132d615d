import { describe, expect, it } from 'vitest';
import { isBlank, requiredIssues } from '../../../../../src/domain/validation/rules/required';

describe('required field (spec 01 section 5)', () => {
  it('refuses null, undefined, empty and white-space text', () => {
    for (const value of [null, undefined, '', '   ']) {
      expect(requiredIssues('MpName', value)).toEqual([{ field: 'MpName', code: 'validation.required', severity: 'error' }]);
    }
  });

  it('accepts zero, false and text as values', () => {
    expect(isBlank(0)).toBe(false);
    expect(isBlank(false)).toBe(false);
    expect(requiredIssues('MpName', 'B1')).toEqual([]);
  });
});
