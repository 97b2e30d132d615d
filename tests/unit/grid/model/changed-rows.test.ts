import { describe, expect, it } from 'vitest';
import { changedRows, deletedRowKeys, liveRowKeys } from '../../../../src/grid/model/changed-rows';
import { applyPatch, emptyEditLayer } from '../../../../src/grid/model/edits';
import { pointBase } from './fixtures';

describe('what a save sends (only the changed rows in one bulk call)', () => {
  const base = pointBase(6);
  const { layer } = applyPatch(base, emptyEditLayer, {
    addRows: ['new:1', 'new:2'],
    cells: [
      { rowKey: 'g5', field: 'MpRemark', value: 'wet' },
      { rowKey: 'g2', field: 'MpDepth', value: 3.5 },
      { rowKey: 'g4', field: 'MpName', value: 'gone anyway' },
      { rowKey: 'new:1', field: 'MpName', value: 'N1' },
      { rowKey: 'new:2', field: 'MpName', value: 'N2' },
    ],
    deleteRows: ['g4', 'g6', 'new:2'],
  });

  it('sends changed loaded rows whole, in loaded order, then new rows; deleted rows are not among them', () => {
    const rows = changedRows(base, layer);
    expect(rows.map((r) => r.rowKey)).toEqual(['g2', 'g5', 'new:1']);
    expect(rows[0]).toEqual({
      rowKey: 'g2', isNew: false, fields: ['MpDepth'],
      row: { MpGuid: 'g2', MpName: 'P2', MpDepth: 3.5, MpDate: null, MpRemark: null },
    });
    expect(rows[2]).toEqual({ rowKey: 'new:1', isNew: true, fields: ['MpName'], row: { MpName: 'N1' } });
  });

  it('lists loaded rows to delete; a deleted new row is simply never sent', () => {
    expect(deletedRowKeys(base, layer)).toEqual(['g4', 'g6']);
  });

  it('lists the rows the view shows: loaded then new, without deleted ones', () => {
    expect(liveRowKeys(base, layer)).toEqual(['g1', 'g2', 'g3', 'g5', 'new:1']);
  });

  it('sends nothing when nothing changed', () => {
    expect(changedRows(base, emptyEditLayer)).toEqual([]);
  });
});
