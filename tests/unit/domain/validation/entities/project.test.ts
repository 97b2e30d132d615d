import { describe, expect, it } from 'vitest';
import { validateProject } from '../../../../../src/domain/validation/entities/project';

const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => `${issue.field}:${issue.code}`);

describe('validateProject (spec 01 section 5, spec 02 section 5)', () => {
  it('accepts a project code of 20 characters and refuses one of 21', () => {
    expect(validateProject({ PrGuid: 'p1', PrCode: 'P'.repeat(20) }, [])).toEqual([]);
    expect(validateProject({ PrGuid: 'p1', PrCode: 'P'.repeat(21) }, [])).toEqual([
      { field: 'PrCode', code: 'validation.tooLong', params: { max: 20 }, severity: 'error' },
    ]);
  });

  it('requires the code on import only', () => {
    expect(validateProject({ PrGuid: 'p1' }, [])).toEqual([]);
    expect(codes(validateProject({ PrGuid: 'p1', PrCode: ' ' }, [], { importing: true }))).toEqual(['PrCode:validation.required']);
  });

  it('refuses a code another project already uses, ignoring this project', () => {
    const siblings = [{ PrGuid: 'p1', PrCode: 'ABC' }, { PrGuid: 'p2', PrCode: 'XYZ' }];
    expect(codes(validateProject({ PrGuid: 'p3', PrCode: 'abc ' }, siblings))).toEqual(['PrCode:validation.unique']);
    expect(validateProject({ PrGuid: 'p1', PrCode: 'ABC' }, siblings)).toEqual([]);
  });

  it('limits drilling master to 50 and remark to 250, and checks date and pinned flag', () => {
    const issues = validateProject(
      { PrGuid: 'p1', PrDrillingMasterCode: 'd'.repeat(51), PrRemark: 'r'.repeat(251), PrDate: '2024-02-30', PrPinned: 'maybe' },
      [],
    );
    expect(codes(issues)).toEqual([
      'PrDate:validation.date.invalid',
      'PrDrillingMasterCode:validation.tooLong',
      'PrRemark:validation.tooLong',
      'PrPinned:validation.boolean',
    ]);
  });

  it('accepts a day-first date on import', () => {
    expect(validateProject({ PrGuid: 'p1', PrCode: 'A', PrDate: '01-02-2024' }, [], { importing: true })).toEqual([]);
  });
});
