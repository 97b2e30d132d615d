import { describe, expect, it } from 'vitest';
import { validateFilterTube } from '../../../../../src/domain/validation/entities/filter-tube';
import { validateFinishing } from '../../../../../src/domain/validation/entities/finishing';

const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => `${issue.field}:${issue.code}`);

describe('validateFilterTube and validateFinishing (spec 01 section 5)', () => {
  it("refuses a filter whose 'to' is not above its 'from'", () => {
    expect(codes(validateFilterTube({ FtGuid: 'f1', FtFrom: 300, FtTo: 200 }, []))).toEqual(['FtTo:validation.range.toNotAboveFrom']);
    expect(validateFilterTube({ FtGuid: 'f1', FtFrom: 200, FtTo: 300 }, [])).toEqual([]);
  });

  it('refuses a gauging tube name already used at the point', () => {
    expect(codes(validateFilterTube({ FtGuid: 'f2', FtName: '1' }, [{ FtGuid: 'f1', FtName: 1 }]))).toEqual(['FtName:validation.unique']);
  });

  it('checks a finishing range the same way', () => {
    expect(codes(validateFinishing({ FiGuid: 'x', FiFrom: 10, FiTo: 5 }, []))).toEqual(['FiTo:validation.range.toNotAboveFrom']);
    expect(codes(validateFinishing({ FiGuid: 'x', FiFrom: 10 }, []))).toEqual(['FiTo:validation.trajectory.incomplete']);
  });
});
