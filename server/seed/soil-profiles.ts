import type { Random } from './random';

/** Percentages of one layer as the field crew would record them (wire names of tblLayers). */
export interface LayerPercentages {
  LaGravelPerc: number;
  LaLoamPerc: number;
  LaLutumPerc: number;
  LaHumusPerc: number;
  LaSiltPerc: number;
  LaM50: number;
}

type SoilKind = 'topsoil' | 'sand' | 'clay' | 'loam' | 'peat' | 'gravellySand';

/** Ranges per kind of soil, typical of the Gelderse Vallei around Amersfoort (sand with clay and peat lenses). */
const ranges: Record<SoilKind, { lutum: [number, number]; silt: [number, number]; humus: [number, number]; gravel: [number, number]; m50: [number, number] }> = {
  topsoil: { lutum: [2, 6], silt: [5, 15], humus: [3, 8], gravel: [0, 2], m50: [130, 200] },
  sand: { lutum: [0, 4], silt: [2, 12], humus: [0, 1.5], gravel: [0, 3], m50: [150, 320] },
  clay: { lutum: [25, 45], silt: [25, 40], humus: [1, 4], gravel: [0, 0], m50: [70, 110] },
  loam: { lutum: [8, 16], silt: [55, 70], humus: [0.5, 3], gravel: [0, 1], m50: [70, 105] },
  peat: { lutum: [5, 15], silt: [3, 10], humus: [45, 80], gravel: [0, 0], m50: [0, 0] },
  gravellySand: { lutum: [0, 3], silt: [1, 6], humus: [0, 1], gravel: [15, 40], m50: [300, 600] },
};

/** Layer sequences a borehole here commonly shows, top down. */
const profiles: readonly (readonly SoilKind[])[] = [
  ['topsoil', 'sand', 'sand', 'gravellySand'],
  ['topsoil', 'clay', 'peat', 'sand', 'sand'],
  ['topsoil', 'loam', 'sand', 'clay', 'sand', 'gravellySand'],
  ['topsoil', 'sand', 'peat', 'clay', 'sand', 'sand', 'sand', 'gravellySand'],
  ['topsoil', 'sand', 'loam'],
];

/** Percentages of a layer of `kind`. Loam is recorded as lutum plus silt, as Dutch field practice does. */
function percentagesOf(kind: SoilKind, random: Random): LayerPercentages {
  const r = ranges[kind];
  const lutum = random.float(...r.lutum, 1);
  const silt = random.float(...r.silt, 1);
  return {
    LaGravelPerc: random.float(...r.gravel, 1),
    LaLoamPerc: Number((lutum + silt).toFixed(1)),
    LaLutumPerc: lutum,
    LaHumusPerc: random.float(...r.humus, 1),
    LaSiltPerc: silt,
    LaM50: random.int(...r.m50),
  };
}

/** 3 to 8 layers' percentages for one borehole, following one of the local profiles. */
export function soilProfile(random: Random): LayerPercentages[] {
  const profile = random.pick(profiles);
  const count = Math.min(profile.length, random.int(3, 8));
  return profile.slice(0, Math.max(3, count)).map((kind) => percentagesOf(kind, random));
}
