import { describe, expect, it } from 'vitest';
import { recordNeighbours } from '../../../../../src/screens/records/record-editor/record-sequence';

const layers = [{ LaGuid: 'A' }, { LaGuid: null }, { LaGuid: 'b' }, { LaGuid: 'C' }];

describe('the next and previous record of a list', () => {
  it('are the siblings around the record, in the list’s order, skipping rows without a GUID', () => {
    expect(recordNeighbours(layers, 'LaGuid', 'b')).toEqual({ previous: 'A', next: 'C' });
    expect(recordNeighbours(layers, 'LaGuid', 'A')).toEqual({ previous: null, next: 'b' });
    expect(recordNeighbours(layers, 'LaGuid', 'C')).toEqual({ previous: 'b', next: null });
  });

  it('compare GUIDs case-insensitively, and give none for a record not in the list', () => {
    expect(recordNeighbours(layers, 'LaGuid', 'c')).toEqual({ previous: 'b', next: null });
    expect(recordNeighbours(layers, 'LaGuid', 'Z')).toEqual({ previous: null, next: null });
  });
});
