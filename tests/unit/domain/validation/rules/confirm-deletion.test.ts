import { describe, expect, it } from 'vitest';
import { confirmDeletionIssues, confirmsDeletion } from '../../../../../src/domain/validation/rules/confirm-deletion';

describe('delete requires typing DELETE (spec 01 section 5, spec 02 section 5)', () => {
  it('accepts DELETE, forgiving surrounding spaces', () => {
    expect(confirmsDeletion('DELETE')).toBe(true);
    expect(confirmsDeletion(' DELETE ')).toBe(true);
  });

  it('refuses other case, other words and nothing', () => {
    for (const text of ['delete', 'DELET', '', undefined]) expect(confirmsDeletion(text)).toBe(false);
  });

  it('reports the word to type as a parameter', () => {
    expect(confirmDeletionIssues('nope')).toEqual([{ field: 'confirmation', code: 'validation.confirmDeletion', params: { word: 'DELETE' }, severity: 'error' }]);
  });
});
