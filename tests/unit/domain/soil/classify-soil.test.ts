import { describe, expect, it } from 'vitest';
import { classifySoil } from '../../../../src/domain/soil/classify-soil';

// Expectations come from the BRO definitions of the NEN 5104 names (urn:bro:bhrg:SoilNameNEN5104) and the
// BRO humeus and grindig classes; see the sources in src/domain/soil/nen5104-boundaries.ts.

describe('classifySoil: empty samples (spec 01 section 4)', () => {
  it.each([
    [{ gravel: 0, loam: 0, lutum: 0, humus: 0, silt: 0, m50: 0 }],
    [{ gravel: null, loam: null, lutum: null, humus: null, silt: null, m50: null }],
    [{}],
  ])('all zeros give empty codes: %j', (sample) => {
    expect(classifySoil(sample)).toEqual({ soilType: '', additions: [], code: '' });
  });
});

describe('classifySoil: sand', () => {
  it('clean sand (only a sand median) is Z without additions', () => {
    expect(classifySoil({ m50: 200 })).toEqual({
      soilType: 'Z',
      additions: [],
      code: 'Z',
      medianClass: 3,
      medianCode: 'ZMF',
    });
  });

  it('zwak siltig zand: at least 90 % sand, at most 5 % lutum', () => {
    const result = classifySoil({ lutum: 2, silt: 6 });
    expect(result.code).toBe('Zs1');
    expect(result.additions).toEqual([{ type: 's', gradation: 1 }]);
  });

  it.each([
    [{ lutum: 1, silt: 14 }, 'Zs2'], // 82.5 to 90 % sand
    [{ lutum: 3, silt: 22 }, 'Zs3'], // 67.5 to 82.5 % sand
    [{ lutum: 4, silt: 40 }, 'Zs4'], // 50 to 67.5 % sand
    [{ lutum: 6, silt: 4 }, 'Zk'], // kleiig zand: 5 to 8 % lutum, at least 82.5 % sand
  ])('%j is %s', (sample, code) => {
    expect(classifySoil(sample).code).toBe(code);
  });

  it('takes silt as loam minus lutum when only loam is given (leem = lutum + silt below 63 µm)', () => {
    expect(classifySoil({ loam: 12, lutum: 2 }).code).toBe('Zs2');
    expect(classifySoil({ loam: 12, lutum: 2, silt: 4 }).code).toBe('Zs1');
  });
});

describe('classifySoil: clay and loam', () => {
  it.each([
    [{ lutum: 20, silt: 15 }, 'Kz1'], // zwak zandige klei: 17.5 to 25 % lutum, more than 50 % sand
    [{ lutum: 15, silt: 10 }, 'Kz2'], // 12 to 17.5 % lutum
    [{ lutum: 10, silt: 10 }, 'Kz3'], // 8 to 12 % lutum
    [{ lutum: 60, silt: 35 }, 'Ks1'], // more than 50 % lutum
    [{ lutum: 40, silt: 50 }, 'Ks2'], // 35 to 50 % lutum
    [{ lutum: 30, silt: 60 }, 'Ks3'], // 25 to 35 % lutum
    [{ lutum: 24, silt: 66 }, 'Ks4'], // 8 to 25 % lutum, under 50 % sand, above the loam line
    [{ lutum: 10, silt: 80 }, 'Lz1'], // more than 65 % silt, at most 15 % sand
    [{ lutum: 5, silt: 60 }, 'Lz3'], // 15 to 50 % sand
  ])('%j is %s', (sample, code) => {
    expect(classifySoil(sample).code).toBe(code);
  });
});

describe('classifySoil: peat', () => {
  it('very high organic matter is mineraalarm veen', () => {
    const result = classifySoil({ humus: 85, lutum: 5, silt: 5 });
    expect(result.soilType).toBe('V');
    expect(result.code).toBe('Vm');
  });

  it.each([
    [{ humus: 20, silt: 10 }, 'Vz3'], // sterk zandig veen: 15 to 25 % organic matter, under 7 % lutum
    [{ humus: 30, silt: 10 }, 'Vz1'], // zwak zandig veen: 22.5 to 40 %, under 5 % lutum
    [{ humus: 40, lutum: 20 }, 'Vk1'], // zwak kleiig veen: 5 to 55 % lutum
    [{ humus: 25, lutum: 30 }, 'Vk3'], // sterk kleiig veen: 7 to 70 % lutum
  ])('%j is %s', (sample, code) => {
    expect(classifySoil(sample).code).toBe(code);
  });
});

describe('classifySoil: humeus additions and the skew of the organic triangle', () => {
  it.each([
    [0.5, 'Zs1h1'], // zwak humeus: present, under 2.5 %
    [3, 'Zs1h2'], // matig humeus: 2.5 to 8 %
    [10, 'Zs1h3'], // sterk humeus: from 8 %
  ])('sand with %d %% organic matter is %s', (humus, code) => {
    expect(classifySoil({ humus, silt: 5 }).code).toBe(code);
  });

  it('clay needs more organic matter than sand for the same humeus grade', () => {
    // 3 % is matig humeus in sand, but at 40 % lutum the line has risen to 2.5 + 2.5 × 40 / 95 ≈ 3.55 %.
    expect(classifySoil({ humus: 3, silt: 5 }).code).toBe('Zs1h2');
    expect(classifySoil({ humus: 3, lutum: 40, silt: 30 }).code).toBe('Ks2h1');
    expect(classifySoil({ humus: 4, lutum: 40, silt: 30 }).code).toBe('Ks2h2');
  });

  it('20 % organic matter is peat in sand but sterk humeus clay at 40 % lutum (peat line 15 % → 30 %)', () => {
    expect(classifySoil({ humus: 20, silt: 5 }).soilType).toBe('V');
    expect(classifySoil({ humus: 20, lutum: 40, silt: 30 }).code).toBe('Ks2h3');
  });
});

describe('classifySoil: gravel', () => {
  it.each([
    [{ gravel: 40, silt: 5 }, 'Gz4'], // uiterst zandig grind: more than 50 % sand
    [{ gravel: 60, silt: 5 }, 'Gz3'], // sterk zandig: 30 to 50 % sand
    [{ gravel: 75, silt: 5 }, 'Gz2'], // matig zandig: 10 to 30 % sand
    [{ gravel: 92, silt: 3 }, 'Gz1'], // zwak zandig: under 10 % sand
    [{ gravel: 50, silt: 25 }, 'Gs'], // siltig grind: more than 20 % silt + lutum
    [{ gravel: 100 }, 'G'],
  ])('%j is %s', (sample, code) => {
    expect(classifySoil(sample).code).toBe(code);
  });

  it('adds grindig to other soils and writes additions in the order triangle, h, g', () => {
    expect(classifySoil({ gravel: 10, silt: 5 }).code).toBe('Zs1g2');
    expect(classifySoil({ gravel: 2, humus: 3, silt: 5 }).code).toBe('Zs1h2g1');
  });

  it('reads a median of 2 mm or more as a gravel median', () => {
    const result = classifySoil({ gravel: 60, silt: 5, m50: 8000 });
    expect(result).toMatchObject({ code: 'Gz3', gravelClass: 2, medianCode: 'GMG' });
    expect(result.medianClass).toBeUndefined();
  });
});

describe('classifySoil: samples exactly on a boundary, as the BRO wording places them', () => {
  it.each([
    [{ lutum: 8 }, 'Zk'], // zand 'maximaal 8 % lutum', klei 'meer dan 8 %'
    [{ silt: 10 }, 'Zs1'], // zwak siltig zand 'minimaal 90 % zand'
    [{ silt: 50 }, 'Zs4'], // zand 'minimaal 50 % zand'
    [{ lutum: 25, silt: 65 }, 'Ks4'], // sterk siltige klei 'meer dan 25 % lutum'
    [{ gravel: 30, silt: 5 }, 'Gz4'], // grind at '30 % of meer'
    [{ humus: 2.5, silt: 5 }, 'Zs1h2'], // zwak humeus '< 2,5 %'
    [{ humus: 15, silt: 5 }, 'Vz3'], // veen from 15 %, mineral names '< 15 %'
    [{ humus: 35, silt: 5 }, 'Vz1'], // mineraalarm veen 'meer dan 35 %'
  ])('%j is %s', (sample, code) => {
    expect(classifySoil(sample).code).toBe(code);
  });
});

describe('classifySoil: inputs out of range', () => {
  it('scales percentages that add up to more than 100 so that sand is 0', () => {
    expect(classifySoil({ lutum: 60, silt: 60 }).code).toBe('Ks2');
  });

  it('never returns slib (S), which percentages cannot show', () => {
    const samples = [{ lutum: 30, silt: 60, humus: 9 }, { silt: 90 }, { humus: 60, lutum: 30 }];
    expect(samples.map((sample) => classifySoil(sample).soilType)).not.toContain('S');
  });
});
