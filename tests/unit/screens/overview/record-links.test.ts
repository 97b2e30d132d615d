import { describe, expect, it } from 'vitest';
import { isRowOfPoint, linkColumnOf, recordTarget } from '../../../../src/screens/overview/record-links';

describe('the record an overview row opens', () => {
  it('a point row opens the measurement point', () => {
    expect(recordTarget({ MpGuid: 'mp-1', MpName: 'B001', LayerCount: 3 })).toEqual({ kind: 'point', measurementPointId: 'mp-1', pointName: 'B001' });
  });

  it('a layer row opens the layer under its point', () => {
    expect(recordTarget({ MpGuid: 'mp-1', MpName: 'B001', LaGuid: 'la-1', LaFrom: 0, LaTo: 50 })).toEqual({
      kind: 'layer', measurementPointId: 'mp-1', layerID: 'la-1', pointName: 'B001', from: 0, to: 50,
    });
  });

  it('a groundwater sample opens under its gauging tube; a surface sample directly under the point', () => {
    expect(recordTarget({ MpGuid: 'mp-1', FtGuid: 'ft-1', WsGuid: 'ws-1', WsName: 'B001-1-1', WsMatrixCode: 'GW' })).toEqual({
      kind: 'waterSample', measurementPointId: 'mp-1', FtGuid: 'ft-1', WsID: 'ws-1', sampleName: 'B001-1-1',
    });
    expect(recordTarget({ MpGuid: 'mp-1', FtGuid: null, WsGuid: 'ws-2', WsName: 'B001-OW', WsMatrixCode: 'OW' })).toEqual({
      kind: 'waterSample', measurementPointId: 'mp-1', WsID: 'ws-2', sampleName: 'B001-OW',
    });
  });

  it('a sample with matrix OL or BL is an air sample (spec 01 section 3)', () => {
    expect(recordTarget({ MpGuid: 'mp-1', FtGuid: 'ft-1', WsGuid: 'ws-3', WsName: 'B001-1-A', WsMatrixCode: 'bl ' })?.kind).toBe('airSample');
  });

  it('a location visit opens nothing', () => {
    expect(recordTarget({ LvGuid: 'lv-1', LvDate: '2024-03-12' })).toBeNull();
  });

  it('puts the link on the sample name for samples, the point name otherwise', () => {
    const sample = recordTarget({ MpGuid: 'mp-1', WsGuid: 'ws-1', WsMatrixCode: 'GW' });
    const layer = recordTarget({ MpGuid: 'mp-1', LaGuid: 'la-1' });
    if (!sample || !layer) throw new Error('expected targets');
    expect(linkColumnOf(sample, ['MpName', 'FtName', 'WsName'])).toBe('WsName');
    expect(linkColumnOf(layer, ['MpName', 'LaFrom'])).toBe('MpName');
    expect(linkColumnOf(layer, ['LaFrom', 'LaTo'])).toBe('LaFrom');
  });

  it('marks the rows of the point in the URL, GUIDs case-blind', () => {
    expect(isRowOfPoint({ MpGuid: 'ABC-1' }, 'abc-1')).toBe(true);
    expect(isRowOfPoint({ MpGuid: 'ABC-1' }, 'abc-2')).toBe(false);
    expect(isRowOfPoint({ MpGuid: 'ABC-1' }, undefined)).toBe(false);
  });
});
