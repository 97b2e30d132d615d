import { describe, expect, it } from 'vitest';
import { GridController } from '../../../../src/grid/controller/grid-controller';
import type { GridColumn, KeyedRow } from '../../../../src/grid/controller/grid-types';
import type { ValidationIssue } from '../../../../src/domain/validation/issue';

type Row = { id: string; name: string | null; depth: number | null; date: string | null };

const columns: GridColumn[] = [
  { field: 'name', title: 'Name', width: 100, editorType: 1, multiEdit: true },
  { field: 'depth', title: 'Depth', width: 80, editorType: 6, multiEdit: true },
  { field: 'date', title: 'Date', width: 100, editorType: 2, multiEdit: true },
  { field: 'id', title: 'Id', width: 80, editorType: 99 },
];

function rows(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: `g${i}`, name: `B${String(i + 1).padStart(3, '0')}`, depth: i * 10, date: '2026-01-02T00:00:00' }));
}

const uniqueNames = (all: readonly KeyedRow[]) => {
  const seen = new Map<string, string>();
  const issues = new Map<string, ValidationIssue[]>();
  for (const { rowKey, row } of all) {
    const name = String(row.name ?? '').trim().toLowerCase();
    if (!name) { issues.set(rowKey, [{ field: 'name', code: 'validation.required', severity: 'error' }]); continue; }
    const other = seen.get(name);
    if (other !== undefined) for (const key of [other, rowKey]) issues.set(key, [{ field: 'name', code: 'validation.unique', severity: 'error' }]);
    seen.set(name, rowKey);
  }
  return issues;
};

function grid(count = 5, canAddRows = true) {
  return new GridController<Row>({ rows: rows(count), keyOf: (row) => row.id, columns, canAddRows, validateRows: uniqueNames, language: 'en' });
}
const key = (k: string, extra: Partial<Record<'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...extra });

describe('GridController', () => {
  it('shows cells by field-editor type: dates in the language, read-only labels not writable', () => {
    const g = grid();
    expect(g.textAt(0, 0)).toBe('B001');
    expect(g.textAt(1, 1)).toBe('10');
    expect(g.textAt(0, 2)).toBe('2026-01-02');
    expect(g.writableField(0, 3)).toBeNull();
  });

  it('moves like a spreadsheet and edits by typing, committing with Enter as one undo step', () => {
    const g = grid();
    expect(g.handleKey(key('ArrowRight'))).toBe(true);
    expect(g.getSnapshot().selection.active).toEqual({ row: 0, col: 1 });
    g.handleKey(key('7'));
    expect(g.getSnapshot().editing).toEqual({ cell: { row: 0, col: 1 }, initialText: '7' });
    g.commitEdit(7, { type: 'enter', backward: false });
    expect(g.valueAt(0, 1)).toBe(7);
    expect(g.getSnapshot().selection.active).toEqual({ row: 1, col: 1 });
    expect(g.getSnapshot().changedRowCount).toBe(1);
    g.handleKey(key('z', { ctrlKey: true }));
    expect(g.valueAt(0, 1)).toBe(0);
    g.handleKey(key('y', { ctrlKey: true }));
    expect(g.valueAt(0, 1)).toBe(7);
  });

  it('writes what the open editor holds when the user clicks elsewhere; Escape writes nothing', () => {
    const g = grid();
    g.startEdit('X');
    g.bindEditor(() => 'Typed');
    g.clickCell(3, 0);
    expect(g.valueAt(0, 0)).toBe('Typed');
    g.startEdit('Q');
    g.handleKey(key('Escape'));
    expect(g.getSnapshot().editing).toBeNull();
    expect(g.valueAt(3, 0)).toBe('B004');
  });

  it('pastes a TSV block with quoted cells, adds rows past the end and keeps refused text marked', () => {
    const g = grid(2);
    g.selectCell(1, 0);
    const report = g.pasteText('"B 1\tx"\t12.5\nB9\tabc\n');
    expect(g.rowCount).toBe(3);
    expect(report.addedRows).toBe(1);
    expect(g.valueAt(1, 0)).toBe('B 1\tx');
    expect(g.valueAt(1, 1)).toBe(12.5);
    expect(g.valueAt(2, 1)).toBe('abc');
    expect(report.rejected).toHaveLength(1);
    expect(g.issuesAt(2, 1).map((issue) => issue.code)).toEqual(['validation.number.notANumber']);
    expect(g.getSnapshot().errorCount).toBe(1);
    g.undo();
    expect(g.rowCount).toBe(2);
    expect(g.getSnapshot().errorCount).toBe(0);
  });

  it('one pasted value fills the whole selection', () => {
    const g = grid(5);
    g.selectCell(0, 1);
    g.extendSelection(4, 1);
    g.pasteText('3');
    expect([0, 1, 2, 3, 4].map((row) => g.valueAt(row, 1))).toEqual([3, 3, 3, 3, 3]);
  });

  it('copies the selection as TSV that round-trips quotes', () => {
    const g = grid(3);
    g.pasteText('say "hi"');
    g.selectCell(0, 0);
    g.extendSelection(1, 1);
    expect(g.copyText()).toBe('"say ""hi"""\t0\r\nB002\t10\r\n');
  });

  it('validates the row and its siblings: a duplicate name marks both and clears when fixed', () => {
    const g = grid(3);
    g.selectCell(1, 0);
    g.pasteText('b001');
    expect(g.issuesAt(0, 0).map((issue) => issue.code)).toEqual(['validation.unique']);
    expect(g.issuesAt(1, 0).map((issue) => issue.code)).toEqual(['validation.unique']);
    g.pasteText('B010');
    expect(g.getSnapshot().errorCount).toBe(0);
  });

  it('multi-edit sets one field on the selected rows; empty dates and decimals keep the data; nothing selected in an empty grid', () => {
    const g = grid(6);
    g.selectRows(1, 3);
    expect(g.multiEdit('name', 'Same')).toBe(3);
    expect(g.multiEdit('date', null)).toBe(0);
    expect(g.multiEdit('depth', null)).toBe(0);
    expect(g.valueAt(2, 2)).toBe('2026-01-02T00:00:00');
    expect(g.multiEdit('id', 'x')).toBe(0);
    g.undo();
    expect(g.valueAt(1, 0)).toBe('B002');
    const empty = new GridController<Row>({ rows: [], keyOf: (row) => row.id, columns });
    expect(empty.multiEdit('name', 'x')).toBe(0);
  });

  it('fills down, clears, deletes rows and sends only changed rows and deletes', () => {
    const g = grid(4);
    g.selectCell(0, 0);
    g.extendSelection(2, 0);
    g.fillDown();
    expect(g.valueAt(2, 0)).toBe('B001');
    g.selectCell(3, 1);
    g.handleKey(key('Delete'));
    expect(g.valueAt(3, 1)).toBeNull();
    g.selectRows(0, 0);
    expect(g.deleteSelectedRows()).toBe(1);
    expect(g.rowCount).toBe(3);
    expect(g.changedRows().map((row) => row.rowKey)).toEqual(['g1', 'g2', 'g3']);
    expect(g.deletedRowKeys()).toEqual(['g0']);
    g.replaceRows(rows(3));
    expect(g.getSnapshot().dirty).toBe(false);
  });

  it('sorts and filters by column without losing edits', () => {
    const g = grid(5);
    g.sortBy('depth', 'desc');
    expect(g.textAt(0, 0)).toBe('B005');
    g.filterBy('name', '00');
    expect(g.rowCount).toBe(5);
    g.filterBy('name', 'B003');
    expect(g.rowCount).toBe(1);
    g.filterBy('name', 'B00', 'equals');
    expect(g.rowCount).toBe(0);
    g.filterBy('name', 'b002', 'equals');
    expect(g.rowCount).toBe(1);
    g.filterBy('name', '');
    g.sortBy('depth', null);
    expect(g.textAt(0, 0)).toBe('B001');
  });

  it('adds a new row with its starting values and arranges columns', () => {
    const g = new GridController<Row>({ rows: rows(1), keyOf: (row) => row.id, columns, canAddRows: true, newRowValues: () => ({ date: '2026-05-05T00:00:00' }) });
    g.addRow();
    expect(g.rowCount).toBe(2);
    expect(g.isNewRowAt(1)).toBe(true);
    expect(g.valueAt(1, 2)).toBe('2026-05-05T00:00:00');
    g.columns.move('date', 'name');
    expect(g.columns.visible.map((column) => column.field)).toEqual(['date', 'name', 'depth', 'id']);
    g.columns.pin('depth', true);
    expect(g.columns.visible[0]?.field).toBe('depth');
    g.columns.hide('id', true);
    expect(g.columns.visible).toHaveLength(3);
    g.columns.resize('name', 10);
    expect(g.columns.visible.find((column) => column.field === 'name')?.width).toBe(40);
  });
});

describe('GridController.rebase', () => {
  it('keeps the edits of rows a partial save did not store, over the stored rows', () => {
    const g = grid(3);
    g.selectCell(0, 0);
    g.pasteText('Saved');
    g.selectCell(1, 0);
    g.pasteText('Kept');
    g.selectRows(2, 2);
    g.deleteSelectedRows();
    const stored = rows(3).map((row) => (row.id === 'g0' ? { ...row, name: 'Saved' } : row));
    g.rebase(stored, new Set(['g1', 'g2']));
    expect(g.changedRows().map((row) => [row.rowKey, row.row.name])).toEqual([['g1', 'Kept']]);
    expect(g.deletedRowKeys()).toEqual(['g2']);
    expect(g.getSnapshot().canUndo).toBe(false);
  });

  it('writes derived cells in the same undo step as the change that caused them (deriveCells)', () => {
    const g = new GridController<Row>({
      rows: rows(3), keyOf: (row) => row.id, columns, canAddRows: true, language: 'en',
      // The name follows the depth, as the layer codes follow the percentages.
      deriveCells: (row, changed) => (changed.has('depth') ? { name: `D${String(row.depth)}` } : {}),
    });
    g.selectCell(1, 1);
    g.pasteText('35\n45');
    expect([g.textAt(1, 0), g.textAt(2, 0)]).toEqual(['D35', 'D45']);
    expect(g.isChangedAt(1, 0)).toBe(true);
    g.selectCell(0, 0);
    g.pasteText('Own');
    expect(g.textAt(0, 0)).toBe('Own');
    g.undo();
    g.undo();
    expect([g.textAt(1, 0), g.textAt(2, 0), g.textAt(1, 1)]).toEqual(['B002', 'B003', '10']);
    expect(g.getSnapshot().dirty).toBe(false);
  });

  it('gives every row a paste adds past the end its own starting values, after the rows there are', () => {
    const g = new GridController<Row>({
      rows: rows(2), keyOf: (row) => row.id, columns, canAddRows: true, language: 'en',
      newRowValues: (live, offset) => ({ depth: Math.max(...live.map((row) => Number(row.depth))) + 10 * (offset + 1) }),
    });
    g.selectCell(1, 0);
    g.pasteText('X\nY\nZ');
    expect(g.rowCount).toBe(4);
    expect([g.textAt(1, 1), g.textAt(2, 1), g.textAt(3, 1)]).toEqual(['10', '20', '30']);
    g.addRow();
    expect(g.textAt(4, 1)).toBe('40');
  });

  it("refuses a required column left empty in a new row or emptied in a loaded one, and says 'required' once", () => {
    const required = columns.map((column) => (column.field === 'name' || column.field === 'depth' ? { ...column, required: true } : column));
    const g = new GridController<Row>({ rows: rows(2), keyOf: (row) => row.id, columns: required, canAddRows: true, validateRows: uniqueNames, language: 'en' });
    expect(g.getSnapshot().errorCount).toBe(0);
    g.addRow();
    expect(g.issuesAt(2, 0).map((issue) => issue.code)).toEqual(['validation.required']);
    expect(g.issuesAt(2, 1).map((issue) => issue.code)).toEqual(['validation.required']);
    g.selectCell(0, 1);
    g.clear();
    expect(g.issuesAt(0, 1).map((issue) => issue.code)).toEqual(['validation.required']);
    g.undo();
    g.undo();
    expect(g.getSnapshot().errorCount).toBe(0);
  });
});

