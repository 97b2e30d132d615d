import { describe, expect, it } from 'vitest';
import { analysisSamplesOfFieldSamples } from '../../../../src/domain/lab/analysis-samples-of-field-samples';

const parts = [
  { AsID: 10, JrID: 1 }, { AsID: 10, JrID: 2 }, { AsID: 10, JrID: 3 },
  { AsID: 11, JrID: 4 },
  { AsID: 12, WsID: 1 },
  { AsID: 13, JrID: 2 },
];

describe('the analysis samples of chosen field samples (spec 02 section 3)', () => {
  it('finds a mixed sample once from any of its jars, and every sample a jar is part of', () => {
    expect(analysisSamplesOfFieldSamples(parts, { jarIds: [1, 2], waterSampleIds: [] })).toEqual([10, 13]);
  });

  it('tells jars and water samples apart though their ids are alike', () => {
    expect(analysisSamplesOfFieldSamples(parts, { jarIds: [], waterSampleIds: [1] })).toEqual([12]);
    expect(analysisSamplesOfFieldSamples(parts, { jarIds: [1], waterSampleIds: [] })).toEqual([10]);
  });

  it('finds none for field samples on no analysis sample', () => {
    expect(analysisSamplesOfFieldSamples(parts, { jarIds: [99], waterSampleIds: [99] })).toEqual([]);
  });
});
