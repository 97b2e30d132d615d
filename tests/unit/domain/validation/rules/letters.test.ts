import { describe, expect, it } from 'vitest';
import { onlyLettersIssues, onlyUpperCaseIssues } from '../../../../../src/domain/validation/rules/letters';

describe("'only letters' and 'only upper case' (spec 01 section 5)", () => {
  it('accepts letters of any alphabet and refuses digits, spaces and signs', () => {
    expect(onlyLettersIssues('F', 'Gévaudan')).toEqual([]);
    for (const value of ['B1', 'a b', 'a-b', 12]) {
      expect(onlyLettersIssues('F', value).map((issue) => issue.code)).toEqual(['validation.onlyLetters']);
    }
  });

  it('refuses any lower-case letter but lets digits pass', () => {
    expect(onlyUpperCaseIssues('F', 'ABC-1')).toEqual([]);
    expect(onlyUpperCaseIssues('F', 'ABc').map((issue) => issue.code)).toEqual(['validation.onlyUpperCase']);
    expect(onlyUpperCaseIssues('F', 'É')).toEqual([]);
    expect(onlyUpperCaseIssues('F', 'é')).toHaveLength(1);
  });
});
