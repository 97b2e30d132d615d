import { describe, expect, it } from 'vitest';
import { liveMergedRows } from '../../../../src/grid/controller/merged-row';
import { createBaseRows } from '../../../../src/grid/model/base-rows';
import { commitPatch, createDocument } from '../../../../src/grid/model/document';
import { cellPatch, deleteRowsPatch } from '../../../../src/grid/model/patch';

const rows = [{ id: 'a', v: 1 }, { id: 'b', v: 2 }, { id: 'a', v: 3 }, { id: 'c', v: 4 }];

describe('the rows a validation of all rows reads', () => {
  it('a key seen twice stays on its first loaded row', () => {
    expect(createBaseRows(rows, (row) => row.id).indexOf.get('a')).toBe(0);
  });

  it('freshly loaded: every loaded row as it is, a key seen twice read as its first row', () => {
    const unique = createDocument(createBaseRows(rows.slice(1), (row) => row.id));
    expect(liveMergedRows(unique).map(({ rowKey, row }) => [rowKey, row.v])).toEqual([['b', 2], ['a', 3], ['c', 4]]);
    const twice = createDocument(createBaseRows(rows, (row) => row.id));
    expect(liveMergedRows(twice).map(({ rowKey, row }) => [rowKey, row.v])).toEqual([['a', 1], ['b', 2], ['a', 1], ['c', 4]]);
  });

  it('after edits: changed values merged in, deleted rows left out', () => {
    const loaded = createDocument(createBaseRows(rows.slice(1), (row) => row.id));
    const edited = commitPatch(loaded, cellPatch('a', 'v', 30), 'edit').document;
    const deleted = commitPatch(edited, deleteRowsPatch(['b']), 'deleteRows').document;
    expect(liveMergedRows(deleted).map(({ rowKey, row }) => [rowKey, row.v])).toEqual([['a', 30], ['c', 4]]);
  });
});
