import { describe, expect, it } from 'vitest';
import { validateLayer } from '../../../../../src/domain/validation/entities/layer';

const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => `${issue.field}:${issue.code}`);
const column = [
  { LaGuid: 'l1', MpID: 1, LaFrom: 0, LaTo: 50 },
  { LaGuid: 'l2', MpID: 1, LaFrom: 50, LaTo: 120 },
];

describe('validateLayer (spec 01 sections 4 and 5)', () => {
  it('accepts a layer that continues the column', () => {
    expect(validateLayer({ LaGuid: 'l3', MpID: 1, LaFrom: 120, LaTo: 180 }, column)).toEqual([]);
  });

  it('requires both depths and to below from', () => {
    expect(codes(validateLayer({ LaGuid: 'l3' }, []))).toEqual(['LaFrom:validation.required', 'LaTo:validation.required']);
    expect(codes(validateLayer({ LaGuid: 'l3', LaFrom: 50, LaTo: 50 }, []))).toEqual(['LaTo:validation.range.toNotAboveFrom']);
  });

  it('gives an error for an overlapping layer', () => {
    expect(codes(validateLayer({ LaGuid: 'l3', LaFrom: 100, LaTo: 180 }, column))).toEqual(['LaFrom:validation.layer.overlapsPrevious']);
  });

  it('gives a warning for a layer inserted between two others', () => {
    const siblings = [{ LaGuid: 'l1', LaFrom: 0, LaTo: 50 }, { LaGuid: 'l2', LaFrom: 80, LaTo: 120 }];
    const issues = validateLayer({ LaGuid: 'new', LaFrom: 50, LaTo: 80 }, siblings, { inserting: true });
    expect(issues).toEqual([{ field: 'LaFrom', code: 'validation.layer.intermediate', severity: 'warning' }]);
  });

  it('checks composite parts (10), percentages, texture, special compounds and remark (250)', () => {
    const issues = validateLayer(
      {
        LaGuid: 'l1', LaFrom: 0, LaTo: 50, LaColourMainCode: 'x'.repeat(11), LaLutumPerc: -5, LaPlasticityCode: 'H',
        LaSpecialCompound1TypeCode: 'BST', LaRemark: 'r'.repeat(251),
      },
      [],
    );
    expect(codes(issues)).toEqual([
      'LaColourMainCode:validation.tooLong',
      'LaLutumPerc:validation.number.negative',
      'LaConsistencyCode:validation.texture.consistencyRequired',
      'LaPrimaryCode:validation.texture.primaryRequired',
      'LaSpecialCompound1GradationCode:validation.specialCompound.incomplete',
      'LaRemark:validation.tooLong',
    ]);
  });
});
