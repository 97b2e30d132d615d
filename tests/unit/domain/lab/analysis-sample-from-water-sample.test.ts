import { describe, expect, it } from 'vitest';
import { analysisSampleFromWaterSample } from '../../../../src/domain/lab/analysis-sample-from-water-sample';
import { validateRows } from '../../../../src/domain/validation/entities/validate-rows';

describe('an analysis sample made of a water sample (spec 02 section 3)', () => {
  it('takes the sample\'s name, matrix and date, is never mixed and has no depth range', () => {
    expect(analysisSampleFromWaterSample({ WsName: 'PB1-1-1', WsMatrixCode: 'GW', WsDate: '2026-11-20T10:00:00' }, 'PB1-1'))
      .toEqual({ Name: 'PB1-1-1', MatrixCode: 'GW', Date: '2026-11-20T10:00:00', From: null, To: null, IsMixedFieldSample: false });
  });

  it('leaves what the water sample lacks empty, but for the name the server requires: its tube\'s or point\'s', () => {
    expect(analysisSampleFromWaterSample({}, 'PB1-1')).toEqual({ Name: 'PB1-1', MatrixCode: null, Date: null, From: null, To: null, IsMixedFieldSample: false });
    expect(analysisSampleFromWaterSample({ WsName: '  ' }, 'PB2').Name).toBe('PB2');
  });

  it('passes the analysis sample rules SetAnalysisSamples runs on insert when the water sample has no name', () => {
    const row = { ...analysisSampleFromWaterSample({ WsMatrixCode: 'GW' }, 'PB1-1'), AsGuid: 'made-of-unnamed' };
    expect(validateRows('analysisSample', [row]).get('made-of-unnamed') ?? []).toEqual([]);
  });
});
