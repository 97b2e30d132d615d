import { describe, expect, it } from 'vitest';
import { applyPatch, emptyEditLayer } from '../../../../src/grid/model/edits';
import { multiEditKeepsOnEmpty, planClear, planFillDown, planMultiEdit } from '../../../../src/grid/model/fill';
import { clickCell, extendTo, selectCell, selectRow } from '../../../../src/grid/model/selection';
import { pointBase, target } from './fixtures';

const base = pointBase(6);
const grid = target(base);

describe('planFillDown (Ctrl+D)', () => {
  it('copies the top row of the range into the rows below it, column by column', () => {
    const selection = extendTo(selectCell({ row: 1, col: 0 }), { row: 3, col: 1 }, grid);
    expect(planFillDown({ ...grid, selection }).cells).toEqual([
      { rowKey: 'g3', field: 'MpName', value: 'P2' }, { rowKey: 'g4', field: 'MpName', value: 'P2' },
      { rowKey: 'g3', field: 'MpDepth', value: 0.2 }, { rowKey: 'g4', field: 'MpDepth', value: 0.2 },
    ]);
  });

  it('a one-row range copies the row above; on the first row there is nothing to copy', () => {
    expect(planFillDown({ ...grid, selection: selectCell({ row: 2, col: 1 }) }).cells).toEqual([{ rowKey: 'g3', field: 'MpDepth', value: 0.2 }]);
    expect(planFillDown({ ...grid, selection: selectCell({ row: 0, col: 1 }) })).toEqual({});
  });

  it('fills each range of a multi-range selection from its own top row and skips read-only columns', () => {
    const first = extendTo(selectCell({ row: 0, col: 3 }), { row: 1, col: 4 }, grid);
    const selection = clickCell(first, { row: 5, col: 0 }, { add: true }, grid);
    expect(planFillDown({ ...grid, selection }).cells).toEqual([
      { rowKey: 'g2', field: 'MpRemark', value: null }, { rowKey: 'g6', field: 'MpName', value: 'P5' },
    ]);
  });

  it('fills with the values the cells show, edits included', () => {
    const { layer } = applyPatch(base, emptyEditLayer, { cells: [{ rowKey: 'g1', field: 'MpRemark', value: 'wet' }] });
    const edited = target(base, layer);
    const selection = extendTo(selectCell({ row: 0, col: 3 }), { row: 2, col: 3 }, edited);
    expect(planFillDown({ ...edited, selection }).cells?.map((c) => c.value)).toEqual(['wet', 'wet']);
  });
});

describe('planClear (Delete clears)', () => {
  it('empties filled, writable cells of every range and leaves empty and read-only ones out', () => {
    const selection = selectRow(selectCell({ row: 0, col: 0 }), 1, {}, grid);
    expect(planClear({ ...grid, selection }).cells).toEqual([
      { rowKey: 'g2', field: 'MpName', value: null }, { rowKey: 'g2', field: 'MpDepth', value: null },
    ]);
    expect(planClear({ ...grid, selection: selectCell({ row: 1, col: 3 }) })).toEqual({});
  });
});

describe('planMultiEdit (spec 01 section 4)', () => {
  it('sets one field to one value on every selected row', () => {
    expect(planMultiEdit(['g1', 'g4'], 'MpRemark', 'checked')).toEqual({
      cells: [{ rowKey: 'g1', field: 'MpRemark', value: 'checked' }, { rowKey: 'g4', field: 'MpRemark', value: 'checked' }],
    });
  });

  it('with no selection it does nothing', () => {
    expect(planMultiEdit([], 'MpRemark', 'checked')).toEqual({});
  });

  it('an empty value of a date, datetime or decimal field does not overwrite; of other fields it clears', () => {
    expect([2, 13, 6].map(multiEditKeepsOnEmpty)).toEqual([true, true, true]);
    expect([1, 5, 3, 4, 8].map(multiEditKeepsOnEmpty)).toEqual([false, false, false, false, false]);
    expect(planMultiEdit(['g1'], 'MpDepth', null, { emptyKeepsExisting: multiEditKeepsOnEmpty(6) })).toEqual({});
    expect(planMultiEdit(['g1'], 'MpDate', '  ', { emptyKeepsExisting: multiEditKeepsOnEmpty(2) })).toEqual({});
    expect(planMultiEdit(['g1'], 'MpRemark', '  ', { emptyKeepsExisting: multiEditKeepsOnEmpty(1) })).toEqual({
      cells: [{ rowKey: 'g1', field: 'MpRemark', value: null }],
    });
    expect(planMultiEdit(['g1'], 'MpDepth', 0, { emptyKeepsExisting: true }).cells).toEqual([{ rowKey: 'g1', field: 'MpDepth', value: 0 }]);
  });

  it('edits 5,000 of 100,000 rows as one patch touching only those rows', () => {
    const big = pointBase(100_000);
    const keys = Array.from({ length: 5_000 }, (_, i) => `g${i * 20 + 1}`);
    const { layer, inverse } = applyPatch(big, emptyEditLayer, planMultiEdit(keys, 'MpRemark', 'batch'));
    expect(layer.changes.size).toBe(5_000);
    expect(inverse.cells).toHaveLength(5_000);
    expect(layer.changes.get('g99981')).toEqual({ MpRemark: 'batch' });
  });
});
