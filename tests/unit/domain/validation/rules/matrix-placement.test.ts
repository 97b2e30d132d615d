import { describe, expect, it } from 'vitest';
import { matrixPlacementIssues, normalisedMatrix } from '../../../../../src/domain/validation/rules/matrix-placement';

const codes = (matrix: unknown, placement: 'tube' | 'surface', required = false) =>
  matrixPlacementIssues(matrix, placement, { required }).map((issue) => issue.code);

describe('matrix placement (spec 01 section 3, matrix codes)', () => {
  it('takes groundwater-list matrices under a tube and refuses the ones the list excludes', () => {
    expect(codes('GW', 'tube')).toEqual([]);
    expect(codes('DW', 'tube')).toEqual([]);
    for (const excluded of ['OW', 'SL', 'OV', 'GR', '14']) expect(codes(excluded, 'tube')).toEqual(['validation.matrix.notForTube']);
  });

  it('takes surface-water-list matrices under a point and refuses the ones the list excludes', () => {
    expect(codes('OW', 'surface')).toEqual([]);
    expect(codes('SW', 'surface')).toEqual([]);
    for (const excluded of ['GW', 'SL', 'OV', 'GR', '14']) expect(codes(excluded, 'surface')).toEqual(['validation.matrix.notForSurface']);
  });

  it('lets air samples (OL, BL) hang under a tube or a point', () => {
    for (const air of ['OL', 'BL']) {
      expect(codes(air, 'tube')).toEqual([]);
      expect(codes(air, 'surface')).toEqual([]);
    }
  });

  it('refuses an unknown code and names it', () => {
    expect(matrixPlacementIssues('XX', 'tube', { required: false })).toEqual([
      { field: 'WsMatrixCode', code: 'validation.matrix.unknown', params: { value: 'XX' }, severity: 'error' },
    ]);
  });

  it('leaves an empty matrix alone on a save and requires one on a transfer (spec 02 section 5)', () => {
    expect(codes('', 'tube')).toEqual([]);
    expect(codes(null, 'surface')).toEqual([]);
    expect(codes(' ', 'tube', true)).toEqual(['validation.required']);
  });

  it('stores a known code trimmed and upper case, other values untouched', () => {
    expect(normalisedMatrix(' gw ')).toBe('GW');
    expect(normalisedMatrix('xx')).toBe('xx');
    expect(normalisedMatrix(7)).toBe(7);
  });
});
