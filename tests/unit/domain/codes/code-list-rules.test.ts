import { describe, expect, it } from 'vitest';
import { codeListRowIssues } from '../../../../src/domain/codes/code-list-rules';
import type { CodeListRow } from '../../../../src/domain/codes/code-list-rules';

const same = (a: CodeListRow, b: CodeListRow) => a === b;
const codesOf = (row: CodeListRow, siblings: readonly CodeListRow[] = [row]) => codeListRowIssues(row, siblings, same).map((issue) => `${issue.field}:${issue.code}`);

describe('codeListRowIssues', () => {
  it('accepts a code with descriptions and a whole order', () => {
    expect(codesOf({ GcCode: 'B', Description_nl: 'Boring', GcOrder: 3, Active: true })).toEqual([]);
  });

  it('requires the code and keeps it within 50 characters', () => {
    expect(codesOf({ GcCode: ' ' })).toEqual(['GcCode:validation.required']);
    expect(codesOf({ GcCode: 'x'.repeat(51) })).toEqual(['GcCode:validation.tooLong']);
  });

  it('refuses a code another code of the list carries, trimmed and in any case', () => {
    const first = { GcCode: 'PB' };
    const second = { GcCode: ' pb ' };
    expect(codesOf(second, [first, second])).toEqual(['GcCode:validation.unique']);
  });

  it('keeps each description within 200 characters and the order whole and not negative', () => {
    expect(codesOf({ GcCode: 'B', Description_fr: 'y'.repeat(201) })).toEqual(['Description_fr:validation.tooLong']);
    expect(codesOf({ GcCode: 'B', GcOrder: -1 })).toEqual(['GcOrder:validation.number.negative']);
    expect(codesOf({ GcCode: 'B', GcOrder: 1.5 })).toEqual(['GcOrder:validation.number.notWhole']);
  });
});
