import { describe, expect, it } from 'vitest';
import { createBaseRows } from '../../../../src/grid/model/base-rows';
import { commitPatch, createDocument } from '../../../../src/grid/model/document';
import { isDeletedRow, isNewRow, valueAt } from '../../../../src/grid/model/edits';
import { keepEdits, keptEditCount, mergeKeptEdits, readKeptEdits, restoreKeptEdits } from '../../../../src/grid/model/kept-edits';
import type { KeptGridEdits } from '../../../../src/grid/model/kept-edits';
import { pointBase } from './fixtures';

/** A document with a typed cell, a pasted new row, a multi-edit of two rows and a deleted row. */
function editedDocument() {
  let document = createDocument(pointBase(4));
  document = commitPatch(document, { cells: [{ rowKey: 'g1', field: 'MpName', value: 'Typed' }] }, 'edit').document;
  document = commitPatch(document, { addRows: ['new:1'], cells: [{ rowKey: 'new:1', field: 'MpName', value: 'Pasted' }, { rowKey: 'new:1', field: 'MpDepth', value: 2.5 }] }, 'paste').document;
  document = commitPatch(document, { cells: [{ rowKey: 'g2', field: 'MpRemark', value: 'Both' }, { rowKey: 'g3', field: 'MpRemark', value: 'Both' }] }, 'multiEdit').document;
  return commitPatch(document, { deleteRows: ['g4'] }, 'deleteRows').document;
}

describe('kept grid edits (nothing typed is lost)', () => {
  it('round-trips through JSON: typed, pasted, multi-edited and deleted rows all come back', () => {
    const edited = editedDocument();
    const kept = keepEdits(edited.layer, edited.base);
    const stored = readKeptEdits(JSON.parse(JSON.stringify(kept)));
    expect(stored).toEqual(kept);
    expect(stored?.added).toEqual(['new:1']);
    expect(stored?.deleted).toEqual(['g4']);
    expect(stored?.cells.g1).toEqual({ MpName: 'Typed' });
    expect(keptEditCount(kept)).toBe(1 + 2 + 2 + 1);
  });

  it('reads nothing from a stored value of another shape', () => {
    expect(readKeptEdits({ added: 'x', deleted: [], cells: {} })).toBeNull();
    expect(readKeptEdits({ added: [], deleted: [], cells: { g1: { MpName: { nested: true } } } })).toBeNull();
    expect(readKeptEdits(null)).toBeNull();
  });

  it('counts nothing for no edits, an empty new row and a deleted loaded row each as one', () => {
    const untouched = createDocument(pointBase(1));
    expect(keptEditCount(keepEdits(untouched.layer, untouched.base))).toBe(0);
    expect(keptEditCount({ added: ['new:1', 'new:2'], deleted: ['new:2', 'g1'], cells: {} })).toBe(3);
  });

  it('lays the edits back at their cells over freshly loaded rows, as one undo step', () => {
    const edited = editedDocument();
    const kept = keepEdits(edited.layer, edited.base);
    const reopened = createDocument(pointBase(4));
    const { patch, missingRows } = restoreKeptEdits(reopened.base, reopened.layer, kept);
    const restored = commitPatch(reopened, patch, 'edit');
    const { base, layer } = restored.document;
    expect(missingRows).toBe(0);
    expect(restored.document.history.past).toHaveLength(1);
    expect(valueAt(base, layer, 'g1', 'MpName')).toBe('Typed');
    expect(valueAt(base, layer, 'g3', 'MpRemark')).toBe('Both');
    expect(isDeletedRow(layer, 'g4')).toBe(true);
    const [newKey] = [...layer.added];
    expect(isNewRow(layer, newKey!)).toBe(true);
    expect(valueAt(base, layer, newKey!, 'MpDepth')).toBe(2.5);
  });

  it('gives restored new rows fresh keys, so rows added before the restore keep theirs', () => {
    let reopened = createDocument(pointBase(1));
    reopened = commitPatch(reopened, { addRows: ['new:1'], cells: [{ rowKey: 'new:1', field: 'MpName', value: 'Now' }] }, 'edit').document;
    const kept: KeptGridEdits = { added: ['new:1'], deleted: [], cells: { 'new:1': { MpName: 'Before' } } };
    const { patch } = restoreKeptEdits(reopened.base, reopened.layer, kept);
    const { base, layer } = commitPatch(reopened, patch, 'edit').document;
    expect([...layer.added]).toEqual(['new:1', 'new:2']);
    expect(valueAt(base, layer, 'new:1', 'MpName')).toBe('Now');
    expect(valueAt(base, layer, 'new:2', 'MpName')).toBe('Before');
  });

  it('counts edited rows that are gone since (deleted by anyone) and applies the rest', () => {
    const kept: KeptGridEdits = { added: [], deleted: ['gone-2'], cells: { g1: { MpName: 'Kept' }, 'gone-1': { MpName: 'Lost row' } } };
    const reopened = createDocument(pointBase(2));
    const { patch, missingRows } = restoreKeptEdits(reopened.base, reopened.layer, kept);
    expect(missingRows).toBe(2);
    expect(patch.cells).toEqual([{ rowKey: 'g1', field: 'MpName', value: 'Kept' }]);
    expect(patch.deleteRows).toEqual([]);
  });

  it('merges edits still on offer with newer ones: the newer value of a cell wins, new rows of both stay apart', () => {
    const older: KeptGridEdits = { added: ['new:1'], deleted: ['g3'], cells: { g1: { MpName: 'Old', MpRemark: 'Old remark' }, 'new:1': { MpName: 'Old row' } } };
    const newer: KeptGridEdits = { added: ['new:1'], deleted: [], cells: { g1: { MpName: 'New' }, 'new:1': { MpName: 'New row' } } };
    const merged = mergeKeptEdits(older, newer);
    expect(merged.cells.g1).toEqual({ MpName: 'New', MpRemark: 'Old remark' });
    expect(merged.added).toEqual(['kept-new:1', 'new:1']);
    expect(merged.cells['kept-new:1']).toEqual({ MpName: 'Old row' });
    expect(merged.cells['new:1']).toEqual({ MpName: 'New row' });
    expect(merged.deleted).toEqual(['g3']);
  });

  it('keeps the loaded value of every edited cell of a loaded row, none of a new row', () => {
    const edited = editedDocument();
    const kept = keepEdits(edited.layer, edited.base);
    expect(kept.loaded).toEqual({ g1: { MpName: 'P1' }, g2: { MpRemark: null }, g3: { MpRemark: null } });
  });

  it('names a restored cell someone else saved another value into since, and restores it all the same', () => {
    const edited = editedDocument();
    const kept = keepEdits(edited.layer, edited.base);
    // Since the edits were kept: P1 renamed by another user (a clash), g2's remark set to the same value (none), g3 untouched.
    const rows = pointBase(4).rows.map((row) => (row.MpGuid === 'g1' ? { ...row, MpName: 'Theirs' } : row.MpGuid === 'g2' ? { ...row, MpRemark: 'Both' } : row));
    const reopened = createDocument(createBaseRows(rows, (row) => row.MpGuid));
    const { patch, clashes } = restoreKeptEdits(reopened.base, reopened.layer, kept);
    expect(clashes).toEqual([{ rowKey: 'g1', field: 'MpName', mine: 'Typed', theirs: 'Theirs' }]);
    expect(patch.cells).toContainEqual({ rowKey: 'g1', field: 'MpName', value: 'Typed' });
  });

  it('sees no clash in edits kept without loaded values (an earlier version of the store)', () => {
    const kept = readKeptEdits({ added: [], deleted: [], cells: { g1: { MpName: 'Typed' } } });
    const rows = pointBase(1).rows.map((row) => ({ ...row, MpName: 'Theirs' }));
    const reopened = createDocument(createBaseRows(rows, (row) => row.MpGuid));
    expect(restoreKeptEdits(reopened.base, reopened.layer, kept!).clashes).toEqual([]);
  });

  it('merges loaded values with the cells: the loaded value of a cell is is that of the edit that wins it', () => {
    const older: KeptGridEdits = { added: [], deleted: [], cells: { g1: { MpName: 'Old', MpRemark: 'Old remark' } }, loaded: { g1: { MpName: 'P1', MpRemark: null } } };
    const newer: KeptGridEdits = { added: [], deleted: [], cells: { g1: { MpName: 'New' } }, loaded: { g1: { MpName: 'P1 renamed' } } };
    expect(mergeKeptEdits(older, newer).loaded).toEqual({ g1: { MpName: 'P1 renamed', MpRemark: null } });
  });
});
