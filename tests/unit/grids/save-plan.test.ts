import { describe, expect, it } from 'vitest';
import { planGridSave } from '../../../src/grids/shared/save-plan';

describe('planGridSave sends the versions rows were loaded with (spec 01 section 4)', () => {
  it('puts RowVersion on updates and deletes, never on new rows', () => {
    type Row = { MpGuid?: string; MpName: string; RowVersion?: number };
    const loaded = new Map<string, Row>([['g1', { MpGuid: 'g1', MpName: 'A', RowVersion: 3 }], ['g2', { MpGuid: 'g2', MpName: 'B', RowVersion: 7 }]]);
    const plan = planGridSave<Row>(
      [{ rowKey: 'g1', isNew: false, row: { MpGuid: 'g1', MpName: 'A2', RowVersion: 3 }, fields: ['MpName'] }, { rowKey: 'n1', isNew: true, row: { MpName: 'C' }, fields: ['MpName'] }],
      ['g2'], 'MpGuid', () => 'new-guid', (rowKey) => loaded.get(rowKey),
    );
    expect(plan.updates.map((entry) => entry.row)).toEqual([{ MpGuid: 'g1', RowVersion: 3, MpName: 'A2' }]);
    expect(plan.deletes.map((entry) => entry.row)).toEqual([{ MpGuid: 'g2', RowVersion: 7 }]);
    expect(plan.inserts.map((entry) => entry.row)).toEqual([{ MpName: 'C', MpGuid: 'new-guid' }]);
  });
});
