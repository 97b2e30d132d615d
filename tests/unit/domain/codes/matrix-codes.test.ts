import { describe, expect, it } from 'vitest';
import {
  groundwaterMatrixCodes, isAirSample, isMatrixCode, labMatrixCodes, matrixCodes, matrixMeanings, sampleKind,
  surfaceWaterMatrixCodes,
} from '../../../../src/domain/codes/matrix-codes';

describe('matrix codes (spec 01 section 3, spec 02 section 3)', () => {
  it('knows the 13 codes with their meanings', () => {
    expect(matrixCodes).toHaveLength(13);
    expect(matrixMeanings.GW).toBe('groundwater');
    expect(matrixMeanings['14']).toBe('water bottom solid part (alluvium)');
    expect(isMatrixCode('sl')).toBe(true);
    expect(isMatrixCode('XX')).toBe(false);
  });

  it('treats OL and BL as air and everything else as water', () => {
    expect(isAirSample('OL')).toBe(true);
    expect(isAirSample('BL')).toBe(true);
    expect(isAirSample(' ol ')).toBe(true);
    expect(matrixCodes.filter((code) => isAirSample(code))).toEqual(['BL', 'OL']);
    expect(isAirSample('GW')).toBe(false);
    expect(isAirSample(null)).toBe(false);
  });

  it('calls a sample with an FtID a tube sample and one without a surface sample', () => {
    expect(sampleKind({ FtID: 4 })).toBe('tube');
    expect(sampleKind({ FtID: '4' })).toBe('tube');
    expect(sampleKind({ FtID: null })).toBe('surface');
    expect(sampleKind({ FtID: '' })).toBe('surface');
    expect(sampleKind({})).toBe('surface');
  });

  it('leaves OW, OL, BL, SL, OV, GR and 14 out of groundwater lists', () => {
    expect([...groundwaterMatrixCodes]).toEqual(['AW', 'DW', 'GW', 'SW', 'ST', 'UW']);
  });

  it('leaves GW, OL, BL, SL, OV, GR and 14 out of surface-water lists', () => {
    expect([...surfaceWaterMatrixCodes]).toEqual(['AW', 'DW', 'OW', 'SW', 'ST', 'UW']);
  });

  it('offers ground, water bed and other as lab matrices', () => {
    expect(labMatrixCodes.map((code) => matrixMeanings[code])).toEqual(['ground', 'water bed (sediments)', 'other']);
  });
});
