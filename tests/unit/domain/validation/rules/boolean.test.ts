import { describe, expect, it } from 'vitest';
import { booleanIssues } from '../../../../../src/domain/validation/rules/boolean';

describe('booleans must be true or false (spec 01 section 5)', () => {
  it('accepts booleans and the words true and false in any case', () => {
    for (const value of [true, false, 'true', 'FALSE', ' True ', null]) expect(booleanIssues('PrPinned', value)).toEqual([]);
  });

  it('refuses anything else', () => {
    for (const value of ['yes', 1, 'J']) {
      expect(booleanIssues('PrPinned', value)).toEqual([{ field: 'PrPinned', code: 'validation.boolean', severity: 'error' }]);
    }
  });
});
