import { describe, expect, it } from 'vitest';
import { commitPatch, createDocument, redo, replaceBase, undo } from '../../../../src/grid/model/document';
import { hasEdits, valueAt } from '../../../../src/grid/model/edits';
import { canRedo, canUndo, createHistory, pushStep, redoStep, undoStep } from '../../../../src/grid/model/history';
import { selectCell } from '../../../../src/grid/model/selection';
import { pointBase } from './fixtures';

describe('history stacks', () => {
  it('a new step clears redo; the oldest steps fall off at the limit', () => {
    let history = createHistory(2);
    for (const kind of ['edit', 'paste', 'fill'] as const) history = pushStep(history, { kind, forward: {}, inverse: {} });
    expect(history.past.map((s) => s.kind)).toEqual(['paste', 'fill']);
    const undone = undoStep(history);
    expect(undone?.step.kind).toBe('fill');
    expect(canRedo(undone!.history)).toBe(true);
    expect(redoStep(undone!.history)?.step.kind).toBe('fill');
    expect(pushStep(undone!.history, { kind: 'clear', forward: {}, inverse: {} }).future).toEqual([]);
    expect(undoStep(createHistory())).toBeNull();
    expect(canUndo(createHistory())).toBe(false);
  });
});

describe('the document: an edit, a paste, a fill, a clear or a multi-edit is one undo step each', () => {
  const base = pointBase(4);

  it('undoes and redoes a 3-cell paste as one step, reporting the rows to revalidate', () => {
    let document = createDocument(base);
    document = commitPatch(document, { cells: [{ rowKey: 'g1', field: 'MpName', value: 'E' }] }, 'edit').document;
    const pasted = commitPatch(document, {
      cells: [
        { rowKey: 'g2', field: 'MpName', value: 'A' }, { rowKey: 'g3', field: 'MpName', value: 'B' }, { rowKey: 'g4', field: 'MpName', value: 'C' },
      ],
    }, 'paste', selectCell({ row: 1, col: 0 }));
    expect([...pasted.touched].sort()).toEqual(['g2', 'g3', 'g4']);
    expect(pasted.document.history.past.map((s) => s.kind)).toEqual(['edit', 'paste']);

    const undone = undo(pasted.document);
    expect(undone.step?.kind).toBe('paste');
    expect(undone.step?.selection).toEqual(selectCell({ row: 1, col: 0 }));
    expect(['g1', 'g2', 'g3', 'g4'].map((k) => valueAt(base, undone.document.layer, k, 'MpName'))).toEqual(['E', 'P2', 'P3', 'P4']);

    const redone = redo(undone.document);
    expect(['g2', 'g3', 'g4'].map((k) => valueAt(base, redone.document.layer, k, 'MpName'))).toEqual(['A', 'B', 'C']);
    const back = undo(undo(redone.document).document);
    expect(hasEdits(back.document.layer)).toBe(false);
    expect(undo(back.document).step).toBeNull();
  });

  it('a patch that changes nothing is no step', () => {
    const document = createDocument(base);
    expect(commitPatch(document, {}, 'clear').step).toBeNull();
    const same = commitPatch(document, { cells: [{ rowKey: 'g1', field: 'MpName', value: 'P1' }] }, 'edit');
    expect(same.step).toBeNull();
    expect(same.document).toBe(document);
  });

  it('after a save the saved rows are the loaded ones, with no edits and no history', () => {
    const edited = commitPatch(createDocument(base), { cells: [{ rowKey: 'g1', field: 'MpName', value: 'E' }] }, 'edit').document;
    const saved = replaceBase(edited, pointBase(2));
    expect(hasEdits(saved.layer)).toBe(false);
    expect(canUndo(saved.history)).toBe(false);
    expect(saved.base.keys).toEqual(['g1', 'g2']);
  });
});
