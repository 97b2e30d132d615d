import { describe, expect, it } from 'vitest';
import { assignmentSamplesEditable } from '../../../../machines/lab-assignment';
import { analysisSampleGridRows } from '../../../../src/domain/lab/analysis-sample-grid-rows';

const names = { jars: new Map([[11, 'B001-01'], [12, 'B001-02']]), waterSamples: new Map([[21, 'PB1-1']]) };
const assignments = [
  { LbID: 1, OrderNr: 'LAB-SENT', IsSent: true },
  { LbID: 2, OrderNr: 'LAB-SAVED', IsSent: false },
  { LbID: 3, OrderNr: '', IsSent: false, LbSendFailure: 'refused' },
];

describe('analysis sample grid rows (spec 02 sections 3 and 4)', () => {
  it('names the field samples of each sample, its assignment\'s order and locks those on a sent assignment', () => {
    const rows = analysisSampleGridRows(
      [
        { AsID: 1, AsGuid: 'a', Name: 'MM B001', LbID: 1 },
        { AsID: 2, AsGuid: 'b', Name: 'PB1-1', LbID: 2 },
        { AsID: 3, AsGuid: 'c', Name: 'free', LbID: null },
        { AsID: 4, AsGuid: 'd', Name: 'not sent', LbID: 3 },
        { AsID: 5, AsGuid: 'e', Name: 'on a deleted one', LbID: 99 },
      ],
      [{ AsID: 1, JrID: 11 }, { AsID: 1, JrID: 12 }, { AsID: 2, WsID: 21 }, { AsID: 3, JrID: 404 }],
      names, assignments, assignmentSamplesEditable,
    );
    expect(rows.map((row) => [row.Name, row.FieldSamples, row.LabOrderNr, row.Locked])).toEqual([
      ['MM B001', 'B001-01, B001-02', 'LAB-SENT', true],
      ['PB1-1', 'PB1-1', 'LAB-SAVED', false],
      ['free', '#404', '', false],
      ['not sent', '', '3', false],
      ['on a deleted one', '', '', false],
    ]);
  });

  it('the lab assignment machine\'s guard: only a sent (or deleted) assignment keeps its samples read-only', () => {
    expect(assignmentSamplesEditable({ LbID: 1, IsSent: true })).toBe(false);
    expect(assignmentSamplesEditable({ LbID: 1, LbDeleted: true })).toBe(false);
    expect(assignmentSamplesEditable({ LbID: 1, IsSent: false })).toBe(true);
    expect(assignmentSamplesEditable({ LbID: 1, IsSent: false, LbSendFailure: '550' })).toBe(true);
  });
});
