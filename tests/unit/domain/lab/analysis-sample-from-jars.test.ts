import { describe, expect, it } from 'vitest';
import { analysisSampleFromJars } from '../../../../src/domain/lab/analysis-sample-from-jars';
import { labAssignmentState, labStatusOf } from '../../../../src/domain/lab/lab-assignment-state';

describe('an analysis sample made of jars (spec 02 section 3)', () => {
  it('takes one jar\'s name and depth range, matrix ground, not mixed', () => {
    expect(analysisSampleFromJars([{ JrName: 'B1-1', JrFrom: 0, JrTo: 50, JrDate: '2026-11-02T00:00:00' }], 'B1'))
      .toEqual({ Name: 'B1-1', MatrixCode: 'GR', Date: '2026-11-02T00:00:00', From: 0, To: 50, IsMixedFieldSample: false });
  });

  it('mixes several jars from the shallowest top to the deepest bottom, dated by the latest jar', () => {
    const sample = analysisSampleFromJars([
      { JrName: 'B1-2', JrFrom: 50, JrTo: 100, JrDate: '2026-11-01T00:00:00' },
      { JrName: 'B1-1', JrFrom: 0, JrTo: 50, JrDate: '2026-11-03T00:00:00' },
      { JrName: 'B1-3', JrFrom: 100, JrTo: null },
    ], 'B1');
    expect(sample).toEqual({ Name: 'MM B1 B1-2+B1-1+B1-3', MatrixCode: 'GR', Date: '2026-11-03T00:00:00', From: 0, To: 100, IsMixedFieldSample: true });
  });
});

describe('a lab assignment\'s state and status (spec 02 section 4)', () => {
  it('reads saved, sent, not sent and deleted from the stored flags', () => {
    expect([{}, { IsSent: true }, { LbSendFailure: 'refused' }, { IsSent: true, LbDeleted: true }].map(labAssignmentState))
      .toEqual(['saved', 'sent', 'notSent', 'deleted']);
  });

  it('has no lab status until a code arrives', () => {
    expect(labStatusOf({ IsSent: true })).toBeNull();
    expect(labStatusOf({ LabStatusCode: 3, LabReportNumber: 'R-1' })).toEqual({ code: '3', reportNumber: 'R-1' });
  });
});
