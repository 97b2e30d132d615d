import { describe, expect, it } from 'vitest';
import { error } from '../../../../src/domain/validation/issue';
import type { Validated } from '../../../../src/domain/validation/issue';
import { parseTsv } from '../../../../src/grid/model/clipboard';
import { applyPatch, emptyEditLayer, newRowKeys, valueAt } from '../../../../src/grid/model/edits';
import type { CellValue } from '../../../../src/grid/model/patch';
import { planPaste } from '../../../../src/grid/model/paste';
import type { PasteInput } from '../../../../src/grid/model/paste';
import { clickCell, extendTo, selectCell, selectColumn } from '../../../../src/grid/model/selection';
import type { Selection } from '../../../../src/grid/model/selection';
import { columns, pointBase, target } from './fixtures';

/** Column 1 (MpDepth) takes numbers with a dot; everything else takes text; blank is null. */
function accepts(col: number, text: string): Validated<CellValue> {
  if (text.trim() === '') return { ok: true, value: null };
  if (col !== 1) return { ok: true, value: text };
  const number = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text.trim()) && Number.isFinite(number)
    ? { ok: true, value: number }
    : { ok: false, issues: [error('MpDepth', 'validation.number')] };
}

const base = pointBase(5);

function paste(selection: Selection, text: string, extra: Partial<PasteInput> = {}) {
  return planPaste({
    ...target(base), selection, block: parseTsv(text), canAddRows: true,
    newRowKeys: (n) => newRowKeys(emptyEditLayer, n), columnAccepts: accepts, ...extra,
  });
}

const shown = (plan: ReturnType<typeof paste>, rowKey: string, col: number) =>
  valueAt(base, applyPatch(base, emptyEditLayer, plan.patch).layer, rowKey, columns[col] ?? '');

describe('planPaste (paste of TSV)', () => {
  it('pastes a block from the active cell, parsing each column', () => {
    const plan = paste(selectCell({ row: 1, col: 0 }), 'B1\t1.5\r\nB2\t2.5\r\n');
    expect(plan.patch).toEqual({
      cells: [
        { rowKey: 'g2', field: 'MpName', value: 'B1' }, { rowKey: 'g2', field: 'MpDepth', value: 1.5 },
        { rowKey: 'g3', field: 'MpName', value: 'B2' }, { rowKey: 'g3', field: 'MpDepth', value: 2.5 },
      ],
    });
    expect(plan.target).toEqual({ top: 1, left: 0, bottom: 2, right: 1 });
    expect(plan.rejected).toEqual([]);
  });

  it('one value fills every cell of every selected range', () => {
    const selection = clickCell(extendTo(selectCell({ row: 0, col: 3 }), { row: 1, col: 3 }, target(base)), { row: 4, col: 0 }, { add: true }, target(base));
    const plan = paste(selection, 'dry\r\n');
    expect(plan.patch.cells).toEqual([
      { rowKey: 'g1', field: 'MpRemark', value: 'dry' }, { rowKey: 'g2', field: 'MpRemark', value: 'dry' },
      { rowKey: 'g5', field: 'MpName', value: 'dry' },
    ]);
  });

  it('one value over a whole column of 100,000 rows is parsed once and writes every row', () => {
    const big = pointBase(100_000);
    const grid = target(big);
    let calls = 0;
    const plan = planPaste({
      ...grid, selection: selectColumn(selectCell({ row: 0, col: 0 }), 1, {}, grid), block: [['7.25']], canAddRows: true,
      newRowKeys: () => [], columnAccepts: (col, text) => { calls++; return accepts(col, text); },
    });
    expect(plan.patch.cells).toHaveLength(100_000);
    expect(plan.patch.cells?.[99_999]).toEqual({ rowKey: 'g100000', field: 'MpDepth', value: 7.25 });
    expect(calls).toBe(1);
  });

  it('tiles a block over a selection that is a whole multiple of it, as Excel does', () => {
    const selection = extendTo(selectCell({ row: 0, col: 0 }), { row: 3, col: 0 }, target(base));
    const plan = paste(selection, 'A\nB\n');
    expect(plan.patch.cells?.map((c) => c.value)).toEqual(['A', 'B', 'A', 'B']);
    expect(plan.addedRows).toEqual([]);
  });

  it('pastes once from the top-left when the selection is not a multiple of the block', () => {
    const selection = extendTo(selectCell({ row: 0, col: 0 }), { row: 2, col: 0 }, target(base));
    expect(paste(selection, 'A\nB\n').patch.cells?.map((c) => c.rowKey)).toEqual(['g1', 'g2']);
  });

  it('adds rows when the block runs past the last row, if the grid may grow', () => {
    const plan = paste(selectCell({ row: 3, col: 0 }), 'X4\nX5\nX6\nX7\n');
    expect(plan.addedRows).toEqual(['new:1', 'new:2']);
    expect(plan.patch.addRows).toEqual(['new:1', 'new:2']);
    expect(plan.patch.cells?.map((c) => c.rowKey)).toEqual(['g4', 'g5', 'new:1', 'new:2']);
    expect(plan.target).toEqual({ top: 3, left: 0, bottom: 6, right: 0 });
    expect(shown(plan, 'new:2', 0)).toBe('X7');
  });

  it('clips rows when the grid may not grow, and columns past the last one, and says how many', () => {
    const plan = paste(selectCell({ row: 3, col: 3 }), 'a\tb\tc\nd\te\tf\ng\th\ti\n', { canAddRows: false });
    expect(plan.addedRows).toEqual([]);
    expect(plan.clippedRows).toBe(1);
    expect(plan.clippedColumns).toBe(1);
    // Column 4 is read-only: its cells are skipped in place, the block is not shifted.
    expect(plan.patch.cells).toEqual([{ rowKey: 'g4', field: 'MpRemark', value: 'a' }, { rowKey: 'g5', field: 'MpRemark', value: 'd' }]);
  });

  it('marks refused cells and keeps their raw text by default, or skips them when asked', () => {
    const plan = paste(selectCell({ row: 0, col: 0 }), 'B1\t1,5\nB2\tdeep\n');
    expect(plan.rejected).toEqual([
      { row: 0, col: 1, rowKey: 'g1', field: 'MpDepth', text: '1,5', issues: [error('MpDepth', 'validation.number')] },
      { row: 1, col: 1, rowKey: 'g2', field: 'MpDepth', text: 'deep', issues: [error('MpDepth', 'validation.number')] },
    ]);
    expect(shown(plan, 'g1', 1)).toBe('1,5');
    const skipped = paste(selectCell({ row: 0, col: 0 }), 'B1\t1,5\n', { onRejected: 'skip' });
    expect(skipped.patch.cells).toEqual([{ rowKey: 'g1', field: 'MpName', value: 'B1' }]);
    expect(skipped.rejected).toHaveLength(1);
  });

  it('leaves cells missing from a ragged row alone, and pastes empty cells as empty', () => {
    const plan = paste(selectCell({ row: 0, col: 0 }), 'A\t1\nB\n\t\n');
    expect(plan.patch.cells).toEqual([
      { rowKey: 'g1', field: 'MpName', value: 'A' }, { rowKey: 'g1', field: 'MpDepth', value: 1 },
      { rowKey: 'g2', field: 'MpName', value: 'B' },
      { rowKey: 'g3', field: 'MpName', value: null }, { rowKey: 'g3', field: 'MpDepth', value: null },
    ]);
  });

  it('an empty clipboard plans nothing; one value into an empty growable grid adds a row', () => {
    expect(paste(selectCell({ row: 0, col: 0 }), '').patch).toEqual({});
    const empty = pointBase(0);
    const plan = planPaste({
      ...target(empty), selection: selectCell({ row: 0, col: 0 }), block: [['first']], canAddRows: true,
      newRowKeys: (n) => newRowKeys(emptyEditLayer, n), columnAccepts: accepts,
    });
    expect(plan.patch).toEqual({ addRows: ['new:1'], cells: [{ rowKey: 'new:1', field: 'MpName', value: 'first' }] });
  });

  it('plans 10,000 × 4 pasted cells onto 100,000 rows with every cell checked', () => {
    const big = pointBase(100_000);
    const text = Array.from({ length: 10_000 }, (_, r) => `Q${r}\t${r % 100 === 0 ? 'x' : r / 4}\t2025-01-01\tremark ${r}`).join('\r\n');
    let checks = 0;
    const plan = planPaste({
      ...target(big), selection: selectCell({ row: 95_000, col: 0 }), block: parseTsv(text), canAddRows: true,
      newRowKeys: (n) => newRowKeys(emptyEditLayer, n), columnAccepts: (col, t) => { checks++; return accepts(col, t); },
    });
    expect(checks).toBe(40_000);
    expect(plan.addedRows).toHaveLength(5_000);
    expect(plan.rejected).toHaveLength(100);
    expect(plan.patch.cells).toHaveLength(40_000);
    const { layer } = applyPatch(big, emptyEditLayer, plan.patch);
    expect(valueAt(big, layer, 'new:5000', 'MpRemark')).toBe('remark 9999');
  });
});
