import { describe, expect, it } from 'vitest';
import { analysisSampleFromWaterSample } from '../../../../src/domain/lab/analysis-sample-from-water-sample';

describe('an analysis sample made of a water sample (spec 02 section 3)', () => {
  it('takes the sample\'s name, matrix and date, is never mixed and has no depth range', () => {
    expect(analysisSampleFromWaterSample({ WsName: 'PB1-1-1', WsMatrixCode: 'GW', WsDate: '2026-11-20T10:00:00' }))
      .toEqual({ Name: 'PB1-1-1', MatrixCode: 'GW', Date: '2026-11-20T10:00:00', From: null, To: null, IsMixedFieldSample: false });
  });

  it('leaves what the water sample lacks empty', () => {
    expect(analysisSampleFromWaterSample({})).toEqual({ Name: null, MatrixCode: null, Date: null, From: null, To: null, IsMixedFieldSample: false });
  });
});
