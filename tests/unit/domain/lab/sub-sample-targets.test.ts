import { describe, expect, it } from 'vitest';
import { resultCountsBySample, subSampleTargets } from '../../../../src/domain/lab/sub-sample-targets';
import type { SubSampleSources } from '../../../../src/domain/lab/sub-sample-targets';

const sources: SubSampleSources = {
  points: [{ MpID: 1, MpGuid: 'mp-1' }, { MpID: 2, MpGuid: 'mp-2' }],
  tubes: [{ FtID: 7, FtGuid: 'ft-7' }],
  jars: [{ JrID: 10, JrGuid: 'jr-10', MpID: 1, JrName: 'B001-01' }, { JrID: 11, JrGuid: 'jr-11', MpID: 1, JrName: 'B001-02' }, { JrID: 12, JrGuid: 'jr-12', MpID: 99, JrName: 'lost point' }],
  waterSamples: [
    { WsID: 20, WsGuid: 'ws-20', MpID: 2, FtID: 7, WsName: 'PB1-1', WsMatrixCode: 'GW' },
    { WsID: 21, WsGuid: 'ws-21', MpID: 2, FtID: null, WsName: 'OL1', WsMatrixCode: 'OL' },
    { WsID: 22, WsGuid: 'ws-22', MpID: 2, FtID: 8, WsName: 'tube gone', WsMatrixCode: 'GW' },
  ],
};

describe('subSampleTargets', () => {
  it('lists the jars of a mixed sample in the parts\' order, each under its point', () => {
    const parts = [{ AsID: 1, JrID: 11 }, { AsID: 2, JrID: 10 }, { AsID: 1, JrID: 10 }];
    expect(subSampleTargets(1, parts, sources)).toEqual([
      { kind: 'jar', name: 'B001-02', mpGuid: 'mp-1', jarGuid: 'jr-11' },
      { kind: 'jar', name: 'B001-01', mpGuid: 'mp-1', jarGuid: 'jr-10' },
    ]);
  });

  it('places a water sample under its tube and an air sample (matrix OL) under its point', () => {
    expect(subSampleTargets(3, [{ AsID: 3, WsID: 20 }, { AsID: 3, WsID: 21 }], sources)).toEqual([
      { kind: 'waterSample', name: 'PB1-1', mpGuid: 'mp-2', ftGuid: 'ft-7', wsGuid: 'ws-20' },
      { kind: 'airSample', name: 'OL1', mpGuid: 'mp-2', ftGuid: undefined, wsGuid: 'ws-21' },
    ]);
  });

  it('marks a part whose record, point or tube is gone as missing, by name or by id', () => {
    expect(subSampleTargets(4, [{ AsID: 4, JrID: 12 }, { AsID: 4, JrID: 55 }, { AsID: 4, WsID: 22 }, { AsID: 4 }], sources)).toEqual([
      { kind: 'missing', name: 'lost point' },
      { kind: 'missing', name: '#55' },
      { kind: 'missing', name: 'tube gone' },
    ]);
  });
});

describe('resultCountsBySample', () => {
  it('counts results per analysis sample GUID and skips results without one', () => {
    expect([...resultCountsBySample([{ AsGuid: 'a' }, { AsGuid: 'b' }, { AsGuid: 'a' }, {}])]).toEqual([['a', 2], ['b', 1]]);
  });
});
