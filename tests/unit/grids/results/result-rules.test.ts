import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GridController } from '../../../../src/grid/controller/grid-controller';
import { resultColumns } from '../../../../src/grids/results/result-columns';
import { deriveResultCells, validateResultRows } from '../../../../src/grids/results/result-rules';

type Row = Record<string, unknown>;

const samples = [{ code: 'as-1', description: 'MM 1' }, { code: 'as-2', description: 'MM 2' }];
const columns = resultColumns((field) => field, samples);
const fields = ['AsGuid', 'Method', 'Component', 'Unit', 'ArReportedValue'];

/** Results whose identities already clash in places, written in several letter cases. */
const loaded: Row[] = Array.from({ length: 10 }, (_, i) => ({
  ArGuid: `ar-${i}`, AsGuid: `as-${1 + (i % 2)}`, Method: i % 4 === 0 ? 'as3000' : 'AS3000',
  Component: ['Lood', 'LOOD', 'Zink', ' zink', 'Koper'][i % 5], Unit: 'mg/kg ds', ArReportedValue: '<0,2',
}));

/** The results grid twice: the duplicate rule kept incrementally (as the screen sets it up), and over every row after each change. */
function pair() {
  const options = { rows: loaded, keyOf: (row: Row) => String(row.ArGuid), columns, canAddRows: true, language: 'en' as const, deriveCells: deriveResultCells };
  return [new GridController<Row>({ ...options, validateRows: validateResultRows }), new GridController<Row>({ ...options, validateRows: (rows) => validateResultRows(rows) })] as const;
}

type Action =
  | { kind: 'paste'; row: number; field: string; text: string }
  | { kind: 'delete'; row: number; rows: number }
  | { kind: 'multiEdit'; row: number; rows: number; field: string; value: string | null }
  | { kind: 'fillDown'; row: number; rows: number; field: string }
  | { kind: 'undo' } | { kind: 'redo' } | { kind: 'add' } | { kind: 'revalidate' };

const text = fc.constantFrom('Lood', 'lood ', 'LOOD', 'Zink', 'Koper', '', 'AS3000', 'as3000', 'NEN', 'mg/kg ds', 'MG/KG DS', 'µg/l', 'MM 1', 'MM 2', 'as-2');
const block = fc.array(text, { minLength: 1, maxLength: 12 }).map((lines) => lines.join('\n'));
const row = fc.nat(13);
const rows = fc.integer({ min: 1, max: 6 });
const field = fc.constantFrom(...fields);

const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('paste' as const), row, field, text: fc.oneof(text, block, fc.constant('Lood\tAS3000\nZink\tas3000')) }), weight: 5 },
  fc.record({ kind: fc.constant('delete' as const), row, rows }),
  fc.record({ kind: fc.constant('multiEdit' as const), row, rows, field: fc.constantFrom('Method', 'Component', 'Unit', 'AsGuid'), value: fc.constantFrom('Lood', 'lood', 'AS3000', 'as-1', 'as-2', null) }),
  fc.record({ kind: fc.constant('fillDown' as const), row, rows, field }),
  { arbitrary: fc.constant({ kind: 'undo' as const }), weight: 2 }, fc.constant({ kind: 'redo' as const }), fc.constant({ kind: 'add' as const }),
  fc.constant({ kind: 'revalidate' as const }),
);

/** The marks as sorted plain data, so a failure shows the cells that differ rather than the maps' order. */
function marks(grid: GridController<Row>): string[] {
  const out: string[] = [];
  for (const [rowKey, byField] of grid.issues.rows) for (const [name, issues] of byField) out.push(`${rowKey} ${name} ${JSON.stringify(issues)}`);
  return out.sort();
}

function perform(grid: GridController<Row>, step: Action): void {
  const last = grid.rowCount - 1;
  const at = (position: number) => Math.max(0, Math.min(position, last));
  const col = (name: string) => grid.columns.visible.findIndex((column) => column.field === name);
  switch (step.kind) {
    case 'paste': grid.selectCell(at(step.row), col(step.field)); grid.pasteText(step.text); break;
    case 'delete': grid.selectRows(at(step.row), at(step.row + step.rows - 1)); grid.deleteSelectedRows(); break;
    case 'multiEdit': grid.selectRows(at(step.row), at(step.row + step.rows - 1)); grid.multiEdit(step.field, step.value); break;
    case 'fillDown': grid.selectCell(at(step.row), col(step.field)); grid.extendSelection(at(step.row + step.rows), col(step.field)); grid.fillDown(); break;
    case 'undo': grid.undo(); break;
    case 'redo': grid.redo(); break;
    case 'add': grid.addRow(); break;
    case 'revalidate': grid.revalidateRows(); break;
  }
}

describe('the results grid\'s duplicate rule kept incrementally (spec 02 section 5)', () => {
  it('marks the same cells with the same messages as checking every row after each edit, paste, delete, undo and redo', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 25 }), (steps) => {
      const [kept, full] = pair();
      expect(marks(kept)).toEqual(marks(full));
      for (const step of steps) {
        perform(kept, step);
        perform(full, step);
        expect(marks(kept)).toEqual(marks(full));
        expect([kept.issues.errorCount, kept.issues.warningCount]).toEqual([full.issues.errorCount, full.issues.warningCount]);
      }
    }), { numRuns: 500 });
  }, 120_000);

  it('marks a clash typed into one row at both rows, naming the component as the first of them writes it, and clears it when undone', () => {
    const [grid] = pair();
    const component = grid.columns.visible.findIndex((column) => column.field === 'Component');
    const before = grid.issues.errorCount;
    // Row 3 (' zink', sample as-2) becomes 'KOPER': it clashes with row 9 ('Koper', as-2, AS3000) and names 'KOPER', the first in list order.
    grid.selectCell(3, component);
    grid.startEdit(null);
    grid.commitEdit('KOPER');
    expect(grid.issuesAt(9, component).map((issue) => [issue.code, issue.params?.component])).toEqual([['results.issue.duplicate', 'KOPER']]);
    expect(grid.issuesAt(3, component)).toHaveLength(1);
    grid.undo();
    expect(grid.issuesAt(9, component)).toEqual([]);
    expect(grid.issues.errorCount).toBe(before);
  });

  it('names the component as the loaded first row writes it when that row comes back after a full check', () => {
    const rows: Row[] = [
      { ArGuid: 'a', AsGuid: 'as-1', Method: 'AS3000', Component: 'Lood', Unit: 'mg/kg ds' },
      { ArGuid: 'b', AsGuid: 'as-1', Method: 'AS3000', Component: 'LOOD', Unit: 'mg/kg ds' },
    ];
    const grid = new GridController<Row>({ rows, columns, keyOf: (item) => String(item.ArGuid), validateRows: validateResultRows });
    const component = grid.columns.visible.findIndex((column) => column.field === 'Component');
    grid.selectRows(0, 0);
    grid.deleteSelectedRows();
    grid.revalidateRows();
    expect(grid.issues.errorCount).toBe(0);
    grid.undo();
    expect([0, 1].map((row) => grid.issuesAt(row, component)[0]?.params?.component)).toEqual(['Lood', 'Lood']);
  });
});
