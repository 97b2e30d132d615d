import { describe, expect, it } from 'vitest';
import { duplicateNameIndexes, normaliseName, uniqueIssues } from '../../../../../src/domain/validation/rules/unique';

interface Named {
  id: string;
  name: string | null;
}

const readName = (row: Named) => row.name;
const sameRow = (a: Named, b: Named) => a.id === b.id;

describe('unique names (spec 01 section 5, spec 02 section 5)', () => {
  it("treats 'B1 ' and 'b1' as the same name", () => {
    expect(normaliseName('B1 ')).toBe(normaliseName('b1'));
    const siblings = [{ id: '1', name: 'b1' }];
    expect(uniqueIssues('MpName', { id: '2', name: 'B1 ' }, siblings, readName, sameRow)).toEqual([
      { field: 'MpName', code: 'validation.unique', params: { value: 'B1' }, severity: 'error' },
    ]);
  });

  it('ignores the row being edited', () => {
    const edited = { id: '1', name: 'B1' };
    expect(uniqueIssues('MpName', edited, [{ id: '1', name: 'b1' }, { id: '2', name: 'B2' }], readName, sameRow)).toEqual([]);
  });

  it('never calls a blank name a duplicate', () => {
    expect(uniqueIssues('MpName', { id: '2', name: ' ' }, [{ id: '1', name: '' }], readName, sameRow)).toEqual([]);
  });

  it('finds every row that shares a name in one pass, but not a row listed twice under one key', () => {
    const rows = [
      { id: 'a', name: 'B1' },
      { id: 'b', name: 'b1 ' },
      { id: 'c', name: 'B2' },
      { id: 'd', name: 'B3' },
      { id: 'd', name: 'B3' },
    ];
    expect([...duplicateNameIndexes(rows, rows.map((row) => row.id), readName)]).toEqual([0, 1]);
  });
});
