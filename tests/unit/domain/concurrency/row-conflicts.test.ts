import { describe, expect, it } from 'vitest';
import { clashingFields } from '../../../../src/domain/concurrency/row-conflicts';

describe('clashingFields: what a user must pick after another user saved the same record (spec 01 section 4)', () => {
  const loaded = { MpName: 'B001', MpRemark: null, MpDepth: 100 };

  it('finds nothing when the other user changed only other fields, or the same field to the same value', () => {
    expect(clashingFields(loaded, { MpRemark: 'mine' }, { ...loaded, MpDepth: 250 })).toEqual([]);
    expect(clashingFields(loaded, { MpRemark: 'same' }, { ...loaded, MpRemark: 'same' })).toEqual([]);
  });

  it('names a field both changed to different values, with both values', () => {
    expect(clashingFields(loaded, { MpRemark: 'mine', MpName: 'B001' }, { ...loaded, MpRemark: 'theirs' })).toEqual([{ field: 'MpRemark', mine: 'mine', theirs: 'theirs' }]);
  });
});
