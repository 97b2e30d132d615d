import { describe, expect, it } from 'vitest';
import { applyPatch, emptyEditLayer, hasEdits, isChanged, isDeletedRow, isNewRow, newRowKeys, valueAt, valueAtPosition } from '../../../../src/grid/model/edits';
import type { EditLayer } from '../../../../src/grid/model/edits';
import type { CellChange, Patch } from '../../../../src/grid/model/patch';
import { pointBase } from './fixtures';

const base = pointBase(5);
const apply = (patch: Patch, layer: EditLayer = emptyEditLayer) => applyPatch(base, layer, patch);

describe('the edit layer over loaded rows (changed cells marked)', () => {
  it('shows an edit over the loaded value and marks only that cell changed', () => {
    const { layer } = apply({ cells: [{ rowKey: 'g2', field: 'MpName', value: 'B-02' }] });
    expect(valueAt(base, layer, 'g2', 'MpName')).toBe('B-02');
    expect(valueAt(base, layer, 'g2', 'MpDepth')).toBe(0.2);
    expect(valueAt(base, emptyEditLayer, 'g2', 'MpName')).toBe('P2');
    expect(isChanged(layer, 'g2', 'MpName')).toBe(true);
    expect(isChanged(layer, 'g2', 'MpDepth')).toBe(false);
    expect(hasEdits(layer)).toBe(true);
    expect(hasEdits(emptyEditLayer)).toBe(false);
  });

  it('reads a loaded row by its place as by its key, the edit over it included', () => {
    const { layer } = apply({ cells: [{ rowKey: 'g2', field: 'MpName', value: 'B-02' }] });
    for (const field of ['MpName', 'MpDepth']) {
      base.keys.forEach((rowKey, position) => expect(valueAtPosition(base, layer, position, field)).toBe(valueAt(base, layer, rowKey, field)));
    }
    expect(valueAtPosition(base, layer, base.keys.length, 'MpName')).toBeNull();
  });

  it('editing a value back to the loaded one is no change any more; blank and null are the same', () => {
    const edited = apply({ cells: [{ rowKey: 'g1', field: 'MpName', value: 'X' }] }).layer;
    const back = apply({ cells: [{ rowKey: 'g1', field: 'MpName', value: 'P1' }] }, edited).layer;
    expect(isChanged(back, 'g1', 'MpName')).toBe(false);
    expect(back.changes.size).toBe(0);
    const blank = apply({ cells: [{ rowKey: 'g1', field: 'MpRemark', value: '  ' }] });
    expect(blank.layer.changes.size).toBe(0);
    expect(blank.inverse).toEqual({});
  });

  it('returns the inverse: applying it restores the previous values, including the loaded one', () => {
    const first = apply({ cells: [{ rowKey: 'g1', field: 'MpName', value: 'A' }] });
    const second = apply({ cells: [{ rowKey: 'g1', field: 'MpName', value: 'B' }, { rowKey: 'g3', field: 'MpDepth', value: 9 }] }, first.layer);
    expect(second.inverse).toEqual({ cells: [{ rowKey: 'g3', field: 'MpDepth', value: 0.3 }, { rowKey: 'g1', field: 'MpName', value: 'A' }] });
    const undone = applyPatch(base, second.layer, second.inverse).layer;
    expect(valueAt(base, undone, 'g1', 'MpName')).toBe('A');
    expect(isChanged(undone, 'g3', 'MpDepth')).toBe(false);
  });

  it('a cell set twice in one patch is undone to its first value', () => {
    const { layer, inverse } = apply({ cells: [{ rowKey: 'g1', field: 'MpName', value: 'A' }, { rowKey: 'g1', field: 'MpName', value: 'B' }] });
    expect(valueAt(base, layer, 'g1', 'MpName')).toBe('B');
    expect(valueAt(base, applyPatch(base, layer, inverse).layer, 'g1', 'MpName')).toBe('P1');
  });

  it('a row whose edits all return to the loaded values leaves the layer, and can be edited again in the same patch', () => {
    const edited = apply({ cells: [{ rowKey: 'g1', field: 'MpName', value: 'X' }] }).layer;
    const { layer, inverse } = apply({
      cells: [{ rowKey: 'g1', field: 'MpName', value: 'P1' }, { rowKey: 'g1', field: 'MpRemark', value: 'r' }],
    }, edited);
    expect(layer.changes.get('g1')).toEqual({ MpRemark: 'r' });
    expect(isChanged(layer, 'g1', 'MpName')).toBe(false);
    const undone = applyPatch(base, layer, inverse).layer;
    expect(undone.changes.get('g1')).toEqual({ MpName: 'X' });
  });

  it('ignores cells of unknown rows', () => {
    expect(apply({ cells: [{ rowKey: 'nope', field: 'MpName', value: 'A' }] }).inverse).toEqual({});
  });

  it('shares what a patch does not touch: the base rows, untouched row records and the other sets', () => {
    const first = apply({ cells: [{ rowKey: 'g1', field: 'MpName', value: 'A' }] });
    const second = apply({ cells: [{ rowKey: 'g2', field: 'MpName', value: 'B' }] }, first.layer);
    expect(second.layer.changes.get('g1')).toBe(first.layer.changes.get('g1'));
    expect(second.layer.added).toBe(first.layer.added);
    expect(second.layer.deleted).toBe(first.layer.deleted);
    expect(first.layer.changes.has('g2')).toBe(false);
    expect(base.rows[1]?.MpName).toBe('P2');
  });
});

describe('new and deleted rows', () => {
  it('adds rows with temporary keys that are never reused, and undoes the add', () => {
    const keys = newRowKeys(emptyEditLayer, 2);
    expect(keys).toEqual(['new:1', 'new:2']);
    const added = apply({ addRows: keys, cells: [{ rowKey: 'new:1', field: 'MpName', value: 'N1' }] });
    expect(isNewRow(added.layer, 'new:1')).toBe(true);
    expect(valueAt(base, added.layer, 'new:1', 'MpName')).toBe('N1');
    expect(valueAt(base, added.layer, 'new:2', 'MpName')).toBeNull();
    expect(added.inverse).toEqual({ cells: [{ rowKey: 'new:1', field: 'MpName', value: null }], dropRows: ['new:1', 'new:2'] });
    const undone = applyPatch(base, added.layer, added.inverse).layer;
    expect(undone.added.size).toBe(0);
    expect(undone.changes.size).toBe(0);
    expect(newRowKeys(undone, 1)).toEqual(['new:3']);
  });

  it('dropping a new row and undoing brings it back with its values and its deleted mark', () => {
    let layer = apply({ addRows: ['new:1'], cells: [{ rowKey: 'new:1', field: 'MpName', value: 'N1' }] }).layer;
    layer = apply({ deleteRows: ['new:1'] }, layer).layer;
    const dropped = apply({ dropRows: ['new:1'] }, layer);
    expect(dropped.layer.added.has('new:1')).toBe(false);
    const back = applyPatch(base, dropped.layer, dropped.inverse).layer;
    expect(valueAt(base, back, 'new:1', 'MpName')).toBe('N1');
    expect(isDeletedRow(back, 'new:1')).toBe(true);
  });

  it('marks rows deleted and restores them; deleting twice is one change', () => {
    const deleted = apply({ deleteRows: ['g2', 'g2', 'unknown'] });
    expect(isDeletedRow(deleted.layer, 'g2')).toBe(true);
    expect(deleted.inverse).toEqual({ restoreRows: ['g2'] });
    const restored = applyPatch(base, deleted.layer, deleted.inverse);
    expect(isDeletedRow(restored.layer, 'g2')).toBe(false);
    expect(restored.inverse).toEqual({ deleteRows: ['g2'] });
  });
});

describe('on 100,000 rows', () => {
  const big = pointBase(100_000);

  it('applies 40,000 pasted cells and undoes them exactly, touching only those rows', () => {
    const cells: CellChange[] = [];
    for (let row = 50_000; row < 60_000; row++) {
      cells.push({ rowKey: `g${row + 1}`, field: 'MpName', value: `Q${row}` }, { rowKey: `g${row + 1}`, field: 'MpDepth', value: row },
        { rowKey: `g${row + 1}`, field: 'MpDate', value: '2025-01-01T00:00:00' }, { rowKey: `g${row + 1}`, field: 'MpRemark', value: 'r' });
    }
    const { layer, inverse } = applyPatch(big, emptyEditLayer, { cells });
    expect(layer.changes.size).toBe(10_000);
    expect(inverse.cells).toHaveLength(40_000);
    expect(valueAt(big, layer, 'g55001', 'MpDepth')).toBe(55_000);
    expect(valueAt(big, layer, 'g1', 'MpName')).toBe('P1');
    const undone = applyPatch(big, layer, inverse).layer;
    expect(undone.changes.size).toBe(0);
  });
});
