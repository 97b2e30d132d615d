import { describe, expect, it } from 'vitest';
import { titleListIssues } from '../../../../../src/domain/validation/rules/title-list';

describe('titles in lists appear once, up to a maximum length (spec 01 section 5)', () => {
  it('refuses a repeated title on the field that repeats it', () => {
    expect(titleListIssues([{ field: 't1', title: 'Lead' }, { field: 't2', title: ' lead' }])).toEqual([
      { field: 't2', code: 'validation.titleList.duplicate', params: { title: 'lead' }, severity: 'error' },
    ]);
  });

  it('refuses a list longer than the maximum on the first field past it, skipping blanks', () => {
    const entries = [{ field: 't1', title: 'A' }, { field: 't2', title: '' }, { field: 't3', title: 'B' }, { field: 't4', title: 'C' }];
    expect(titleListIssues(entries, 3)).toEqual([]);
    expect(titleListIssues(entries, 2)).toEqual([{ field: 't4', code: 'validation.titleList.tooMany', params: { max: 2 }, severity: 'error' }]);
  });
});
