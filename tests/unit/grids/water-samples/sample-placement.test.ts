import { describe, expect, it } from 'vitest';
import { matrixCodesFor, observationPropertiesFor, samplesOfPlace } from '../../../../src/grids/water-samples/sample-placement';

describe('what a sample grid holds and offers (spec 01 section 3)', () => {
  it('offers the groundwater list under a tube, the surface-water list at the point, OL and BL for air', () => {
    const tube = matrixCodesFor({ kind: 'water', ftId: 4 });
    for (const code of ['OW', 'OL', 'BL', 'SL', 'OV', 'GR', '14']) expect(tube).not.toContain(code);
    expect(tube).toContain('GW');
    const surface = matrixCodesFor({ kind: 'water', ftId: null });
    for (const code of ['GW', 'OL', 'BL', 'SL', 'OV', 'GR', '14']) expect(surface).not.toContain(code);
    expect(surface).toContain('OW');
    expect(matrixCodesFor({ kind: 'air', ftId: 4 })).toEqual(['OL', 'BL']);
  });

  it('keeps the samples of the grid kind and place only', () => {
    const samples = [
      { WsName: 'tube water', FtID: 4, WsMatrixCode: 'GW' }, { WsName: 'tube air', FtID: 4, WsMatrixCode: 'BL' },
      { WsName: 'surface', FtID: null, WsMatrixCode: 'OW' }, { WsName: 'other tube', FtID: 5, WsMatrixCode: 'GW' },
      { WsName: 'point air', WsMatrixCode: 'OL' },
    ];
    expect(samplesOfPlace(samples, { kind: 'water', ftId: 4 }).map((row) => row.WsName)).toEqual(['tube water']);
    expect(samplesOfPlace(samples, { kind: 'water', ftId: null }).map((row) => row.WsName)).toEqual(['surface']);
    expect(samplesOfPlace(samples, { kind: 'air', ftId: null }).map((row) => row.WsName)).toEqual(['point air']);
  });

  it('shows every observation property for water and the PID reading for air', () => {
    expect(observationPropertiesFor('water').map((property) => property.code)).toContain('GWL');
    expect(observationPropertiesFor('air').map((property) => property.code)).toEqual(['PID']);
  });
});
