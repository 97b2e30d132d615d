import { describe, expect, it } from 'vitest';
import { validateRows } from '../../../../../src/domain/validation/entities/validate-rows';

const codesOf = (issues: Map<string, { field: string; code: string }[]>, key: string) => (issues.get(key) ?? []).map((issue) => `${issue.field}:${issue.code}`);

describe('analysis sample rules (spec 02 section 3)', () => {
  it('passes a sample with a name, a known matrix, valid dates and a range in cm', () => {
    const issues = validateRows('analysisSample', [{ AsGuid: 'a', Name: 'MM B001', MatrixCode: 'gr ', Date: '2026-10-05T00:00:00', AssessmentDate: '2026-11-01T00:00:00', From: 0, To: 150 }]);
    expect(issues.size).toBe(0);
  });

  it('a water sample\'s analysis sample needs no range; every matrix code is taken', () => {
    expect(validateRows('analysisSample', ['GW', 'OW', 'OL', '14'].map((code, index) => ({ AsGuid: `w${index}`, Name: `W${index}`, MatrixCode: code }))).size).toBe(0);
  });

  it('refuses a blank or over-long name, an unknown matrix, a bad date and a range whose to is not below from', () => {
    const issues = validateRows('analysisSample', [
      { AsGuid: 'a', Name: ' ', MatrixCode: 'XX', From: 100, To: 50 },
      { AsGuid: 'b', Name: 'x'.repeat(101), Date: '2026-13-45', AssessmentResult: 'y'.repeat(251) },
    ]);
    expect(codesOf(issues, 'a')).toEqual(['Name:validation.required', 'MatrixCode:validation.matrix.unknown', 'To:validation.range.toNotAboveFrom']);
    expect(codesOf(issues, 'b')).toEqual(['Name:validation.tooLong', 'Date:validation.date.invalid', 'AssessmentResult:validation.tooLong']);
  });
});
