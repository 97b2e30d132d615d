import { describe, expect, it } from 'vitest';
import { GridController } from '../../../../src/grid/controller/grid-controller';
import type { GridColumn } from '../../../../src/grid/controller/grid-types';

type Row = { id: string; name: string; locked: boolean };

const columns: GridColumn[] = [{ field: 'name', title: 'Name', width: 100, editorType: 1, multiEdit: true }];

function grid() {
  const rows: Row[] = [{ id: 'a', name: 'free', locked: false }, { id: 'b', name: 'sent', locked: true }, { id: 'c', name: 'free too', locked: false }];
  return new GridController<Row>({ rows, columns, keyOf: (row) => row.id, language: 'en', isRowReadOnly: (row) => row.locked === true });
}

describe('rows the grid may not change (GridControllerOptions.isRowReadOnly)', () => {
  it('refuses typing, paste, clear, multi-edit and delete in a locked row, and lets the others change', () => {
    const g = grid();
    expect(g.writableField(1, 0)).toBeNull();
    g.selectCell(1, 0);
    g.startEdit('x');
    expect(g.getSnapshot().editing).toBeNull();
    g.selectRows(0, 2);
    g.pasteText('pasted');
    expect([g.textAt(0, 0), g.textAt(1, 0), g.textAt(2, 0)]).toEqual(['pasted', 'sent', 'pasted']);
    expect(g.multiEdit('name', 'multi')).toBe(2);
    expect(g.textAt(1, 0)).toBe('sent');
    g.clear();
    expect(g.textAt(1, 0)).toBe('sent');
    expect(g.deleteSelectedRows()).toBe(2);
    expect(g.rowCount).toBe(1);
    expect(g.textAt(0, 0)).toBe('sent');
  });

  it('reads the lock from the rows as loaded: a save that unlocks a row lets it change', () => {
    const g = grid();
    g.replaceRows([{ id: 'b', name: 'sent', locked: false }]);
    expect(g.writableField(0, 0)).toBe('name');
  });
});
