import { describe, expect, it } from 'vitest';
import { GridController } from '../../../../src/grid/controller/grid-controller';
import type { GridColumn } from '../../../../src/grid/controller/grid-types';

type Row = { id: string; name: string; required: boolean; fixed: boolean };

const columns: GridColumn[] = [
  { field: 'name', title: 'Name', width: 100, editorType: 1, multiEdit: true, maxLength: 6 },
  { field: 'required', title: 'Required', width: 100, editorType: 4, multiEdit: true },
];

function grid() {
  const rows: Row[] = [{ id: 'a', name: 'free', required: false, fixed: false }, { id: 'b', name: 'date', required: false, fixed: true }];
  return new GridController<Row>({
    rows, columns, keyOf: (row) => row.id, language: 'en', isCellReadOnly: (row, field) => field === 'required' && row.fixed === true,
  });
}

describe('cells the grid may not change (GridControllerOptions.isCellReadOnly) and a column\'s longest text', () => {
  it('locks one cell of a row: typing, paste and multi-edit pass it by, its other cells change', () => {
    const g = grid();
    expect(g.writableField(1, 1)).toBeNull();
    expect(g.writableField(1, 0)).toBe('name');
    expect(g.writableField(0, 1)).toBe('required');
    const fixedText = g.textAt(1, 1);
    g.selectRows(0, 1);
    expect(g.multiEdit('required', true)).toBe(1);
    expect(g.textAt(1, 1)).toBe(fixedText);
    expect(g.textAt(0, 1)).not.toBe(fixedText);
    g.selectCell(1, 1);
    g.startEdit('x');
    expect(g.getSnapshot().editing).toBeNull();
    g.replaceRows([{ id: 'a', name: 'free', required: false, fixed: false }, { id: 'b', name: 'date', required: true, fixed: false }]);
    expect(g.writableField(1, 1)).toBe('required');
  });

  it('refuses text longer than the column\'s maxLength at the cell with the catalogue message, and takes text that fits', () => {
    const g = grid();
    g.selectCell(0, 0);
    g.pasteText('sixsix');
    expect(g.issuesAt(0, 0)).toEqual([]);
    g.pasteText('seven77');
    expect(g.issuesAt(0, 0).map((issue) => [issue.code, issue.params])).toEqual([['validation.tooLong', { max: 6 }]]);
  });
});
