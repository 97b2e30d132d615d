import { describe, expect, it } from 'vitest';
import { specialCompoundIssues } from '../../../../../src/domain/validation/rules/special-compounds';

const codes = (row: Record<string, unknown>) => specialCompoundIssues(row).map((issue) => `${issue.field}:${issue.code}`);

describe('special compounds (spec 01 sections 3 and 5)', () => {
  it('accepts complete sets and empty sets', () => {
    expect(codes({ LaSpecialCompound1TypeCode: 'BST', LaSpecialCompound1GradationCode: 'sp' })).toEqual([]);
    expect(codes({})).toEqual([]);
  });

  it('wants type and gradation in each of sets 1 to 4 that is started', () => {
    expect(specialCompoundIssues({ LaSpecialCompound2TypeCode: 'BST' })).toEqual([
      { field: 'LaSpecialCompound2GradationCode', code: 'validation.specialCompound.incomplete', params: { set: 2 }, severity: 'error' },
    ]);
    expect(codes({ LaSpecialCompound4OriginCode: 'A' })).toEqual([
      'LaSpecialCompound4TypeCode:validation.specialCompound.incomplete',
      'LaSpecialCompound4GradationCode:validation.specialCompound.incomplete',
    ]);
  });

  it('does not require completeness in sets 5 to 7', () => {
    expect(codes({ LaSpecialCompound5TypeCode: 'BST' })).toEqual([]);
  });

  it('limits each part to 5 characters', () => {
    expect(codes({ LaSpecialCompound1TypeCode: 'ABCDEF', LaSpecialCompound1GradationCode: 'sp' })).toEqual([
      'LaSpecialCompound1TypeCode:validation.tooLong',
    ]);
  });

  it('lets a compound type appear in one set only', () => {
    expect(codes({
      LaSpecialCompound1TypeCode: 'BST', LaSpecialCompound1GradationCode: 'sp',
      LaSpecialCompound2TypeCode: 'bst', LaSpecialCompound2GradationCode: 'zw',
    })).toEqual(['LaSpecialCompound2TypeCode:validation.titleList.duplicate']);
  });
});
