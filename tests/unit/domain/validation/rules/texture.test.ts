import { describe, expect, it } from 'vitest';
import { recomputeLayerSoilCodes } from '../../../../../src/domain/soil/layer-soil-codes';
import { textureIssues } from '../../../../../src/domain/validation/rules/texture';

describe('texture must be complete (spec 01 section 5)', () => {
  it('passes a layer without hand-entered texture, even with a computed median', () => {
    expect(textureIssues({})).toEqual([]);
    expect(textureIssues({ LaMedianCode: 'ZMF' })).toEqual([]);
  });

  it('requires consistency and the primary fraction once texture is entered', () => {
    expect(textureIssues({ LaPlasticityCode: 'H' })).toEqual([
      { field: 'LaConsistencyCode', code: 'validation.texture.consistencyRequired', severity: 'error' },
      { field: 'LaPrimaryCode', code: 'validation.texture.primaryRequired', severity: 'error' },
    ]);
  });

  it('accepts the median as the primary fraction', () => {
    expect(textureIssues({ LaConsistencyCode: 'S', LaMedianCode: 'ZMF' })).toEqual([]);
    expect(textureIssues({ LaConsistencyCode: 'S', LaPrimaryCode: 'CL' })).toEqual([]);
  });

  it('passes a layer whose codes all come from soil classification (Zs1h2 from percentages)', () => {
    const percentages: Record<string, number | string | null> = { LaLutumPerc: 3, LaSiltPerc: 12, LaLoamPerc: 15, LaHumusPerc: 3, LaGravelPerc: 0, LaM50: 180 };
    const classified = recomputeLayerSoilCodes(percentages);
    expect(classified.LaSecondary1Code).toBeTruthy();
    expect(textureIssues(classified)).toEqual([]);
  });
});
