import { describe, expect, it } from 'vitest';
import {
  gravelMedianClass,
  gravelMedianCode,
  isGravelMedian,
  normaliseMedianCode,
  sandMedianClass,
  sandMedianCode,
} from '../../../../src/domain/soil/median-class';
import { MEDIAN_CLASSES } from '../../../../src/domain/soil/nen5104-boundaries';

describe('sandMedianClass (spec 01 section 4)', () => {
  it.each([
    [104.9, 1],
    [105, 2],
    [149.9, 2],
    [150, 3],
    [209.9, 3],
    [210, 4],
    [299.9, 4],
    [300, 5],
    [419.9, 5],
    [420, 6],
    [1500, 6],
  ])('M50 %d µm is class %d', (m50, expected) => {
    expect(sandMedianClass(m50)).toBe(expected);
  });

  it.each(MEDIAN_CLASSES.sand.map((threshold, index) => [threshold.value, index + 1] as const))(
    'the table edge %d µm starts class %d + 1',
    (edge, classBelow) => {
      expect(sandMedianClass(edge - 0.01)).toBe(classBelow);
      expect(sandMedianClass(edge)).toBe(classBelow + 1);
    },
  );
});

describe('gravelMedianClass (spec 01 section 4)', () => {
  it.each([
    [2000, 1],
    [5599, 1],
    [5600, 2],
    [15999, 2],
    [16000, 3],
    [40000, 3],
  ])('M50 %d µm is class %d', (m50, expected) => {
    expect(gravelMedianClass(m50)).toBe(expected);
  });
});

describe('median codes', () => {
  it('names sand classes ZUF to ZUG and gravel classes GFN to GZG (DOMAIN-NOTES)', () => {
    expect([1, 2, 3, 4, 5, 6].map((value) => sandMedianCode(value as 1 | 2 | 3 | 4 | 5 | 6))).toEqual([
      'ZUF',
      'ZZF',
      'ZMF',
      'ZMG',
      'ZZG',
      'ZUG',
    ]);
    expect([1, 2, 3].map((value) => gravelMedianCode(value as 1 | 2 | 3))).toEqual(['GFN', 'GMG', 'GZG']);
  });

  it('reads an M50 of 2 mm or more as a gravel median (BRO: sand medians end at 2000 µm)', () => {
    expect(isGravelMedian(1999.9)).toBe(false);
    expect(isGravelMedian(2000)).toBe(true);
  });
});

describe('normaliseMedianCode (spec 01 section 4)', () => {
  it.each([
    ['Z.ZMF', 'ZMF'],
    ['ZMF', 'ZMF'],
    ['G.GMG', 'GMG'],
    ['', ''],
  ])('%s keeps %s', (code, expected) => {
    expect(normaliseMedianCode(code)).toBe(expected);
  });
});
