import { describe, expect, it } from 'vitest';
import { findRecord, pickFromList } from '../../../../src/screens/records/screen-data';

const layers = [{ LaGuid: 'AB-1', LaFrom: 0 }, { LaGuid: 'cd-2', LaFrom: 50 }];

describe('findRecord', () => {
  it('finds the row by GUID in any letter case', () => {
    expect(findRecord(layers, 'LaGuid', 'ab-1')).toBe(layers[0]);
    expect(findRecord(layers, 'LaGuid', 'CD-2')).toBe(layers[1]);
  });

  it('answers null for a GUID the list does not hold', () => {
    expect(findRecord(layers, 'LaGuid', 'ef-3')).toBeNull();
  });
});

describe('pickFromList', () => {
  it('is loading (undefined) until the list is there, then the record with the list as its siblings', () => {
    expect(pickFromList({ data: undefined, error: null }, 'LaGuid', 'ab-1').record).toBeUndefined();
    const picked = pickFromList({ data: layers, error: null }, 'LaGuid', 'ab-1');
    expect(picked.record).toBe(layers[0]);
    expect(picked.siblings).toBe(layers);
  });

  it('reports a failed load as no record with the failure', () => {
    const failure = new Error('offline');
    expect(pickFromList({ data: undefined, error: failure }, 'LaGuid', 'ab-1')).toEqual({ record: null, siblings: [], error: failure });
  });
});
