import { describe, expect, it } from 'vitest';
import { suggestUniqueName, suggestUniqueNames } from '../../../../src/domain/names/suggest-unique-name';
import { joinIds, sampleNameForPoint, splitIds } from '../../../../src/domain/names/sample-names';

describe('suggestUniqueName (spec 01 section 4, copy naming)', () => {
  it('increments the trailing number: B9 → B10', () => {
    expect(suggestUniqueName('B9', ['B9'])).toBe('B10');
  });

  it('skips names already taken: B12 with B13 taken → B14', () => {
    expect(suggestUniqueName('B12', ['B12', 'B13'])).toBe('B14');
  });

  it('compares taken names case-insensitively and trimmed', () => {
    expect(suggestUniqueName('b12', [' B13 ', 'b12'])).toBe('b14');
  });

  it('keeps zero padding and widens when the number outgrows it', () => {
    expect(suggestUniqueName('PB009', [])).toBe('PB010');
    expect(suggestUniqueName('PB99', [])).toBe('PB100');
  });

  it('appends 1 to a name without a trailing number', () => {
    expect(suggestUniqueName('Boring', ['Boring'])).toBe('Boring1');
  });

  it('gives distinct names for several copies at once', () => {
    expect(suggestUniqueNames('B1', ['B1', 'B3'], 3)).toEqual(['B2', 'B4', 'B5']);
  });
});

describe('sample names follow the point name', () => {
  it('replaces the old point name at the start of the sample name', () => {
    expect(sampleNameForPoint('B1-01', 'B1', 'B7')).toBe('B7-01');
  });

  it('puts the new point name in front when the sample name does not start with the old one', () => {
    expect(sampleNameForPoint('Jar 2', 'B1', 'B7')).toBe('B7-Jar 2');
  });

  it('cuts the name to 50 characters', () => {
    const longPoint = 'P'.repeat(48);
    expect(sampleNameForPoint('B1-0001', 'B1', longPoint)).toHaveLength(50);
  });
});

describe('ids separated by ;', () => {
  it('joins and splits, dropping blanks', () => {
    expect(joinIds(['a', 'b'])).toBe('a;b');
    expect(splitIds(' a ; ;b;')).toEqual(['a', 'b']);
    expect(splitIds(null)).toEqual([]);
  });
});
