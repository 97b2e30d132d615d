import { describe, expect, it } from 'vitest';
import { recomputeLayerSoilCodes, soilInputsChanged } from '../../../../src/domain/soil/layer-soil-codes';

const staleCodes = {
  LaSoilTypeCode: 'K',
  LaGradationCode: '3',
  LaSecondary1Code: 'z',
  LaSecondary1QualifierCode: '3',
  LaSecondary2Code: 'g',
  LaSecondary2QualifierCode: '1',
  LaMedianCode: 'Z.ZUG',
  LaAdditive1TypeCode: 'z',
  LaAdditive1GradationCode: '3',
  LaAdditive2TypeCode: 'g',
  LaAdditive2GradationCode: '1',
  LaAdditive3TypeCode: 'h',
  LaAdditive3GradationCode: '2',
  LaAdditive4TypeCode: 'k',
  LaAdditive4GradationCode: '1',
};

describe('recomputeLayerSoilCodes (spec 01 section 4)', () => {
  it('overwrites the coded fields from the percentages and keeps everything else', () => {
    const layer = { LaGuid: 'g-1', LaRemark: 'keep me', LaLutumPerc: 2, LaSiltPerc: 6, LaHumusPerc: 3, LaM50: 180, ...staleCodes };
    expect(recomputeLayerSoilCodes(layer)).toEqual({
      LaGuid: 'g-1',
      LaRemark: 'keep me',
      LaLutumPerc: 2,
      LaSiltPerc: 6,
      LaHumusPerc: 3,
      LaM50: 180,
      LaSoilTypeCode: 'Z',
      LaGradationCode: '1',
      LaSecondary1Code: 's',
      LaSecondary1QualifierCode: '1',
      LaSecondary2Code: 'h',
      LaSecondary2QualifierCode: '2',
      LaMedianCode: 'ZMF',
      LaAdditive1TypeCode: 's',
      LaAdditive1GradationCode: '1',
      LaAdditive2TypeCode: 'h',
      LaAdditive2GradationCode: '2',
      LaAdditive3TypeCode: null,
      LaAdditive3GradationCode: null,
      LaAdditive4TypeCode: null,
      LaAdditive4GradationCode: null,
    });
  });

  it('empties every coded field when all inputs are zero', () => {
    const layer = { LaGravelPerc: 0, LaLoamPerc: 0, LaLutumPerc: 0, LaHumusPerc: 0, LaSiltPerc: 0, LaM50: 0, ...staleCodes };
    const result = recomputeLayerSoilCodes(layer);
    for (const field of Object.keys(staleCodes)) {
      expect(result[field as keyof typeof staleCodes]).toBeNull();
    }
  });

  it('leaves a layer without any of the six inputs untouched', () => {
    const layer = { LaGuid: 'g-2', LaGravelPerc: null, ...staleCodes };
    expect(recomputeLayerSoilCodes(layer)).toBe(layer);
  });

  it('writes ungraded names without a grade (siltig grind, Gs) and a gravel median code', () => {
    const result = recomputeLayerSoilCodes({ LaGravelPerc: 50, LaSiltPerc: 25, LaM50: 20000 });
    expect(result).toMatchObject({
      LaSoilTypeCode: 'G',
      LaGradationCode: null,
      LaSecondary1Code: 's',
      LaSecondary1QualifierCode: null,
      LaMedianCode: 'GZG',
    });
  });

  it('uses loam minus lutum as silt when silt is empty', () => {
    const result = recomputeLayerSoilCodes({ LaLoamPerc: 30, LaLutumPerc: 20, LaSiltPerc: 0 });
    expect(result).toMatchObject({ LaSoilTypeCode: 'K', LaSecondary1Code: 'z', LaGradationCode: '1' });
  });
});

describe('soilInputsChanged (spec 01 section 4)', () => {
  it('is true when one of the six percentages changes', () => {
    expect(soilInputsChanged({ LaSiltPerc: 5 }, { LaSiltPerc: 6 })).toBe(true);
    expect(soilInputsChanged({ LaM50: 200 }, { LaM50: null })).toBe(true);
    expect(soilInputsChanged({ LaHumusPerc: null }, { LaHumusPerc: 0 })).toBe(true);
  });

  it('is false when only coded fields change or empty stays empty', () => {
    expect(soilInputsChanged({ LaSiltPerc: 5, LaSoilTypeCode: 'Z' }, { LaSiltPerc: 5, LaSoilTypeCode: 'K' })).toBe(false);
    expect(soilInputsChanged({ LaGravelPerc: null }, {})).toBe(false);
  });
});
