import { describe, expect, it } from 'vitest';
import { initialTransferMatrix, transferIssues, transferMatrices } from '../../../../src/grids/water-samples/transfer-choice';

const from = { mpGuid: 'mp-1', ftGuid: 'ft-1' };
const keys = (kind: 'water' | 'air', choice: { mpGuid: string; ftGuid: string | null; matrix: string }) =>
  transferIssues(kind, choice, from).map((issue) => `${issue.field}:${issue.code}`);

describe('the transfer dialog\'s choice (spec 02 sections 2 and 5)', () => {
  it('requires a destination and a matrix', () => {
    expect(keys('water', { mpGuid: '', ftGuid: null, matrix: '' })).toEqual([
      'destination:sampleGrids.issue.destinationRequired', 'WsMatrixCode:validation.required',
    ]);
  });

  it('refuses the samples\' own place, where nothing would move', () => {
    expect(keys('water', { mpGuid: 'mp-1', ftGuid: 'ft-1', matrix: 'GW' })).toEqual(['destination:sampleGrids.issue.samePlace']);
    expect(keys('water', { mpGuid: 'mp-1', ftGuid: null, matrix: 'OW' })).toEqual([]);
  });

  it('checks the matrix against the destination: groundwater under a tube, surface water at a point', () => {
    expect(keys('water', { mpGuid: 'mp-2', ftGuid: 'ft-2', matrix: 'GW' })).toEqual([]);
    expect(keys('water', { mpGuid: 'mp-2', ftGuid: null, matrix: 'GW' })).toEqual(['WsMatrixCode:validation.matrix.notForSurface']);
    expect(keys('water', { mpGuid: 'mp-2', ftGuid: 'ft-2', matrix: 'OW' })).toEqual(['WsMatrixCode:validation.matrix.notForTube']);
  });

  it('keeps air samples air and water samples water', () => {
    expect(transferMatrices('air', { ftGuid: 'ft-2' })).toEqual(['OL', 'BL']);
    expect(keys('air', { mpGuid: 'mp-2', ftGuid: null, matrix: 'BL' })).toEqual([]);
    expect(keys('air', { mpGuid: 'mp-2', ftGuid: null, matrix: 'OW' })).toEqual(['WsMatrixCode:validation.list.notInList']);
    expect(keys('water', { mpGuid: 'mp-2', ftGuid: 'ft-2', matrix: 'BL' })).toEqual(['WsMatrixCode:validation.list.notInList']);
  });

  it('starts from the samples\' common matrix when the destination offers it', () => {
    expect(initialTransferMatrix('water', ['GW', 'gw'], 'ft-2')).toBe('GW');
    expect(initialTransferMatrix('water', ['GW'], null)).toBe('');
    expect(initialTransferMatrix('water', ['GW', 'DW'], 'ft-2')).toBe('');
  });
});
