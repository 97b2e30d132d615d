import { describe, expect, it } from 'vitest';
import { remarkMaxLength, waterSampleNameMaxLength } from '../../../../../src/domain/validation/limits';
import { maxLengthIssues } from '../../../../../src/domain/validation/rules/length';

describe('value too long (spec 01 section 5)', () => {
  it('accepts a remark of 250 characters and refuses one of 251 with the limit as a parameter', () => {
    expect(maxLengthIssues('MpRemark', 'x'.repeat(250), remarkMaxLength)).toEqual([]);
    expect(maxLengthIssues('MpRemark', 'x'.repeat(251), remarkMaxLength)).toEqual([
      { field: 'MpRemark', code: 'validation.tooLong', params: { max: 250 }, severity: 'error' },
    ]);
  });

  it('measures numbers as written and ignores blanks', () => {
    expect(maxLengthIssues('WsName', 123456, 5)).toHaveLength(1);
    expect(maxLengthIssues('WsName', null, waterSampleNameMaxLength)).toEqual([]);
  });
});
