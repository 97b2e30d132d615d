import { describe, expect, it } from 'vitest';
import { extraFieldLimits } from '../../../../../src/domain/validation/limits';
import { extraFieldIssues } from '../../../../../src/domain/validation/rules/extra-fields';

const declared = new Set(['SlName', 'SlGuid']);

describe('extraFieldIssues: a record\'s fields the spec does not list stay bounded (spec 01 section 3)', () => {
  it('takes declared fields of any size and a few small unknown ones', () => {
    expect(extraFieldIssues({ SlName: 'x'.repeat(100_000), Extra: 1, Other: 'two' }, declared)).toEqual([]);
  });

  it(`refuses more than ${extraFieldLimits.count} unknown fields at the first one too many`, () => {
    const row = Object.fromEntries(Array.from({ length: extraFieldLimits.count + 1 }, (_, i) => [`F${i}`, i]));
    expect(extraFieldIssues(row, declared)).toEqual([{ field: `F${extraFieldLimits.count}`, code: 'validation.extraFields.tooMany', params: { max: 50 }, severity: 'error' }]);
  });

  it(`refuses an unknown field's name over ${extraFieldLimits.nameLength} characters, and ${extraFieldLimits.totalLength} characters of them in all`, () => {
    expect(extraFieldIssues({ ['n'.repeat(65)]: 1 }, declared)[0]).toMatchObject({ code: 'validation.extraFields.nameTooLong', params: { max: 64 } });
    expect(extraFieldIssues({ A: 'a'.repeat(10_000), B: 'b'.repeat(10_000) }, declared)).toEqual([
      { field: 'B', code: 'validation.extraFields.tooLarge', params: { max: 16384 }, severity: 'error' },
    ]);
  });
});
