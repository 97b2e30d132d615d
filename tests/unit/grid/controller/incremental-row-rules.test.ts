import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GridController } from '../../../../src/grid/controller/grid-controller';
import type { GridColumn } from '../../../../src/grid/controller/grid-types';
import { domainRowValidator } from '../../../../src/grids/shared/domain-row-validator';

type Layer = { LaGuid: string; MpID: number; LaFrom: number | null; LaTo: number | null; LaRemark: string | null };

const columns: GridColumn[] = [
  { field: 'LaFrom', title: 'From', width: 80, editorType: 5, multiEdit: true },
  { field: 'LaTo', title: 'To', width: 80, editorType: 5, multiEdit: true },
  { field: 'MpID', title: 'Point', width: 80, editorType: 5, multiEdit: true },
];

const loaded: Layer[] = Array.from({ length: 8 }, (_, i) => ({ LaGuid: `la-${i}`, MpID: 1 + (i % 2), LaFrom: Math.floor(i / 2) * 50, LaTo: Math.floor(i / 2) * 50 + 50, LaRemark: null }));

/** The same grid twice: the layer rules kept incrementally, and over every row after each change. */
function pair() {
  const validator = domainRowValidator('layer', {});
  const options = { rows: loaded, keyOf: (row: Layer) => row.LaGuid, columns, canAddRows: true, language: 'en' as const };
  return [new GridController<Layer>({ ...options, validateRows: validator }), new GridController<Layer>({ ...options, validateRows: (rows) => validator(rows) })] as const;
}

type Action = { kind: 'paste'; row: number; col: number; text: string } | { kind: 'delete'; row: number } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'add' };

const action: fc.Arbitrary<Action> = fc.oneof(
  // Blocks of several rows past the last row add rows in one step: equal ranges make continuity read their order.
  fc.record({ kind: fc.constant('paste' as const), row: fc.nat(12), col: fc.nat(2), text: fc.constantFrom('0', '50', '100', '150', '', '2', '1\t2', '50\n100', '0\t50\n0\t50\n50\t100', '0\t50\t1\n0\t50\t1\n0\t50\t1') }),
  fc.record({ kind: fc.constant('delete' as const), row: fc.nat(9) }),
  fc.constant({ kind: 'undo' as const }), fc.constant({ kind: 'redo' as const }), fc.constant({ kind: 'add' as const }),
);

type PointAction = Action | { kind: 'multiEdit'; from: number; to: number; field: string; value: string };

/** One step a user takes in a grid; rows past the end stand for the last. */
function perform<R extends object>(grid: GridController<R>, step: PointAction): void {
  const last = grid.rowCount - 1;
  switch (step.kind) {
    case 'paste': grid.selectCell(Math.min(step.row, last), step.col); grid.pasteText(step.text); break;
    case 'multiEdit': grid.selectRows(Math.min(step.from, step.to, last), Math.min(Math.max(step.from, step.to), last)); grid.multiEdit(step.field, step.value); break;
    case 'delete': grid.selectRows(Math.min(step.row, last), Math.min(step.row, last)); grid.deleteSelectedRows(); break;
    case 'undo': grid.undo(); break;
    case 'redo': grid.redo(); break;
    case 'add': grid.addRow(); break;
  }
}

describe('a grid with row rules kept incrementally (spec 01 section 5)', () => {
  it('shows the same issues at the same cells as validating every row after each change (edits, pastes adding rows, deletes, undo, redo)', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 15 }), (steps) => {
      const [kept, full] = pair();
      for (const step of steps) {
        perform(kept, step);
        perform(full, step);
        expect(kept.issues).toEqual(full.issues);
      }
    }), {
      numRuns: 150,
      // Two new layers of one range pasted past the end in one step: the continuity verdict depends on their order.
      examples: [[[{ kind: 'paste', row: 7, col: 0, text: '0\t50\t1\n0\t50\t1\n0\t50\t1' }]]],
    });
  }, 60_000);
});

type Point = { MpGuid: string; PrID: number; MpName: string | null; MpXCoord: number | null; MpYCoord: number | null; MpDescription: string | null; MpDiameter: number | null };

/** Name and X read by the point rules; Description (required by the template) and Diameter read by none. */
const pointColumns: GridColumn[] = [
  { field: 'MpName', title: 'Name', width: 80, editorType: 1, multiEdit: true },
  { field: 'MpXCoord', title: 'X', width: 80, editorType: 6, multiEdit: true },
  { field: 'MpDescription', title: 'Description', width: 80, editorType: 1, multiEdit: true, required: true },
  { field: 'MpDiameter', title: 'Diameter', width: 80, editorType: 5, multiEdit: true },
];

// Two points share a name and one lies outside RD's bounds (spec 01 section 5), so the rules' issues stand from the start.
const loadedPoints: Point[] = Array.from({ length: 6 }, (_, i) => ({
  MpGuid: `mp-${i}`, PrID: 1, MpName: i === 1 ? 'P0' : `P${i}`, MpXCoord: i === 2 ? 400_000 : 155_000 + i, MpYCoord: 463_000, MpDescription: 'boring', MpDiameter: 50,
}));

function pointPair() {
  const validator = domainRowValidator('measurementPoint', { coordinateSystem: 'EPSG:28992' });
  const options = { rows: loadedPoints, keyOf: (row: Point) => row.MpGuid, columns: pointColumns, canAddRows: true, language: 'en' as const };
  return [new GridController<Point>({ ...options, validateRows: validator }), new GridController<Point>({ ...options, validateRows: (rows) => validator(rows) })] as const;
}

const pointAction: fc.Arbitrary<PointAction> = fc.oneof(
  fc.record({ kind: fc.constant('paste' as const), row: fc.nat(7), col: fc.nat(3), text: fc.constantFrom('P0', 'P9', '', '155000', '400000', 'abc', '12', '2.5', 'P1\t150000', 'x\t1', 'P0\nP0', '\t\t\t') }),
  fc.record({ kind: fc.constant('multiEdit' as const), from: fc.nat(7), to: fc.nat(7), field: fc.constantFrom('MpDescription', 'MpDiameter', 'MpName'), value: fc.constantFrom('', 'gat', '12', 'abc') }),
  fc.record({ kind: fc.constant('delete' as const), row: fc.nat(7) }),
  fc.constant({ kind: 'undo' as const }), fc.constant({ kind: 'redo' as const }), fc.constant({ kind: 'add' as const }),
);

describe('a points grid whose rules say which fields they read (spec 01 section 5)', () => {
  it('shows the same issues as validating every row after each change, edits of fields no rule reads included', () => {
    fc.assert(fc.property(fc.array(pointAction, { maxLength: 15 }), (steps) => {
      const [kept, full] = pointPair();
      expect(kept.issues.errorCount).toBeGreaterThan(0);
      for (const step of steps) {
        perform(kept, step);
        perform(full, step);
        expect(kept.issues).toEqual(full.issues);
      }
    }), { numRuns: 150 });
  }, 60_000);

  it('keeps a duplicate name and a point outside RD while a multi-edit writes a field no rule reads, and finds the issues of the field it writes', () => {
    const [grid] = pointPair();
    const before = grid.issues;
    grid.selectRows(0, 5);
    expect(grid.multiEdit('MpDiameter', 'abc')).toBe(6);
    expect([...before.rows.keys()].sort()).toEqual(['mp-0', 'mp-1', 'mp-2']);
    for (const [rowKey, issues] of before.rows) {
      for (const field of ['MpName', 'MpXCoord']) expect(grid.issues.rows.get(rowKey)?.get(field)).toEqual(issues.get(field));
    }
    expect(grid.issues.rows.get('mp-3')?.get('MpDiameter')?.map((issue) => issue.severity)).toEqual(['error']);
    expect(grid.issues.errorCount).toBe(before.errorCount + 6);
    grid.undo();
    expect(grid.issues).toEqual(before);
  });
});

