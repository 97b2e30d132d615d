import { describe, expect, it } from 'vitest';
import { codeForSave, newCodeValues, validateCodeListRows } from '../../../../src/grids/code-lists/code-list-grid';

describe('code list grid', () => {
  it('files a duplicate code under both rows by their keys', () => {
    const issues = validateCodeListRows([
      { rowKey: 'B', row: { GcCode: 'B' } },
      { rowKey: '#1', row: { GcCode: 'b' } },
      { rowKey: 'PB', row: { GcCode: 'PB' } },
    ]);
    expect([...issues.keys()]).toEqual(['B', '#1']);
  });

  it('sends what SaveCodeList takes: no use count, no cleared order or state, the order as a number', () => {
    expect(codeForSave({ CodeKey: 'B', GcCode: 'B', GcOrder: '4', Active: null, UseCount: 12, Standard: true, Description_nl: null, RowVersion: 2 }))
      .toEqual({ CodeKey: 'B', GcCode: 'B', GcOrder: 4, Description_nl: null, RowVersion: 2 });
  });

  it('starts a new code active after the last order, one further per added row', () => {
    expect(newCodeValues([{ GcOrder: 3 }, { GcOrder: 7 }], 0)).toEqual({ Active: true, GcOrder: 8 });
    expect(newCodeValues([{ GcOrder: 3 }], 2)).toEqual({ Active: true, GcOrder: 6 });
  });
});
