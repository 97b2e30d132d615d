import { describe, expect, it } from 'vitest';
import { deriveLayerSoilCodes } from '../../../../src/grids/layers/derive-soil-codes';

describe('soil codes follow the percentages in the layer grid (spec 01 section 4)', () => {
  it('recomputes the coded fields when an input changed: 40 % lutum is clay, M50 below 105 µm is median class 1 (ZUF)', () => {
    const codes = deriveLayerSoilCodes({ LaLutumPerc: 40, LaSiltPerc: 30, LaSoilTypeCode: 'Z', LaRemark: 'x' }, new Set(['LaLutumPerc']));
    expect(codes.LaSoilTypeCode).toBe('K');
    expect(codes).not.toHaveProperty('LaRemark');
    const sand = deriveLayerSoilCodes({ LaLutumPerc: 2, LaSiltPerc: 3, LaM50: 104.9 }, new Set(['LaM50']));
    expect(sand).toMatchObject({ LaSoilTypeCode: 'Z', LaMedianCode: 'ZUF' });
  });

  it('leaves hand-set codes alone when no input changed, and all zeros give empty codes', () => {
    expect(deriveLayerSoilCodes({ LaLutumPerc: 40, LaSoilTypeCode: 'V' }, new Set(['LaRemark']))).toEqual({});
    const zeros = deriveLayerSoilCodes({ LaGravelPerc: 0, LaLoamPerc: 0, LaLutumPerc: 0, LaHumusPerc: 0, LaSiltPerc: 0, LaM50: 0, LaSoilTypeCode: 'Z' }, new Set(['LaGravelPerc']));
    expect(zeros.LaSoilTypeCode).toBeNull();
  });
});
