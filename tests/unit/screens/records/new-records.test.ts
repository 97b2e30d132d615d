import { describe, expect, it } from 'vitest';
import { nextChildName } from '../../../../src/domain/names/next-child-name';
import { newGuid } from '../../../../src/domain/wire/new-guid';
import {
  newBottleRow, newJarRow, newLayerRow, newSampleRow, newTubeRow,
} from '../../../../src/screens/records/new-records';

describe('newGuid', () => {
  it('is a version-4 GUID built from the random bytes', () => {
    const guid = newGuid((bytes) => bytes.fill(0xff));
    expect(guid).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newGuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newGuid()).not.toBe(newGuid());
  });
});

describe('nextChildName (spec 01 section 4, a trailing number incremented)', () => {
  it('follows the highest-numbered sibling, keeping its padding', () => {
    expect(nextChildName('B001-', ['B001-01', 'B001-09'], '01')).toBe('B001-10');
  });

  it('starts at the first name without siblings, and skips a taken one', () => {
    expect(nextChildName('B001-', [], '01')).toBe('B001-01');
    expect(nextChildName('B001-', ['b001-1'], '1')).toBe('B001-2');
  });

  it('ignores siblings named otherwise', () => {
    expect(nextChildName('B001-1-', ['B001-1-A', 'B001-1-B'], '1')).toBe('B001-1-1');
  });
});

describe('new child rows', () => {
  it('puts a new layer under the deepest one, or at the surface', () => {
    expect(newLayerRow('g', [{ LaTo: 50 }, { LaTo: 120 }])).toEqual({ LaGuid: 'g', LaFrom: 120, LaTo: 170 });
    expect(newLayerRow('g', [])).toEqual({ LaGuid: 'g', LaFrom: 0, LaTo: 50 });
  });

  it('names jars, tubes and bottles after their parent', () => {
    expect(newJarRow('g', 'B007', [{ JrName: 'B007-01' }])).toEqual({ JrGuid: 'g', JrName: 'B007-02' });
    expect(newTubeRow('g', 'B007', [])).toEqual({ FtGuid: 'g', FtName: 'B007-1' });
    expect(newBottleRow('g', 'B007-1-1', [{ BoName: 'B007-1-1-A' }])).toEqual({ BoGuid: 'g', BoName: 'B007-1-1-1' });
  });

  it('gives a sample the matrix of its placement (spec 01 section 3)', () => {
    expect(newSampleRow('g', 'water', true, 'B007-1', [{ WsName: 'B007-1-1' }])).toEqual({ WsGuid: 'g', WsName: 'B007-1-2', WsMatrixCode: 'GW' });
    expect(newSampleRow('g', 'water', false, 'B007', [{ WsName: 'B007-OW' }])).toEqual({ WsGuid: 'g', WsName: 'B007-OW1', WsMatrixCode: 'OW' });
    expect(newSampleRow('g', 'air', true, 'B007-1', [{ WsName: 'B007-1-1' }])).toEqual({ WsGuid: 'g', WsName: 'B007-1-2', WsMatrixCode: 'BL' });
    expect(newSampleRow('g', 'air', false, 'B007', [])).toEqual({ WsGuid: 'g', WsName: 'B007-OL1', WsMatrixCode: 'OL' });
  });
});
