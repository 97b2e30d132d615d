/** The 13 matrix codes of water, air and lab samples (spec 01 section 3, spec 02 section 3). */
export const matrixCodes = ['AW', 'BL', 'DW', 'GR', 'GW', 'OL', 'OW', 'OV', 'SW', 'ST', 'UW', 'SL', '14'] as const;

/** One matrix code. */
export type MatrixCode = (typeof matrixCodes)[number];

/**
 * What each code means, in English as the spec gives it. Screens show the translated description
 * from the code list (tblGeneralCodes); this text is for documentation, logs and tests.
 */
export const matrixMeanings: Readonly<Record<MatrixCode, string>> = {
  AW: 'waste water',
  BL: 'soil air',
  DW: 'drinking water',
  GR: 'ground',
  GW: 'groundwater',
  OL: 'ambient air',
  OW: 'surface water',
  OV: 'other',
  SW: 'cleaning water',
  ST: 'stagnant water',
  UW: 'leach water',
  SL: 'water bed (sediments)',
  '14': 'water bottom solid part (alluvium)',
};

/** Air samples: ambient air and soil air (spec 01 section 3, 'Kind of water sample'). */
export const airMatrixCodes: readonly MatrixCode[] = ['OL', 'BL'];

/** Codes left out of groundwater lists (spec 01 section 3). */
const groundwaterExclusions: readonly MatrixCode[] = ['OW', 'OL', 'BL', 'SL', 'OV', 'GR', '14'];

/** Codes left out of surface-water lists (spec 01 section 3). */
const surfaceWaterExclusions: readonly MatrixCode[] = ['GW', 'OL', 'BL', 'SL', 'OV', 'GR', '14'];

/** Matrix codes offered for a groundwater (tube) sample: all but OW, OL, BL, SL, OV, GR and 14 (spec 01 section 3). */
export const groundwaterMatrixCodes: readonly MatrixCode[] = matrixCodes.filter((code) => !groundwaterExclusions.includes(code));

/** Matrix codes offered for a surface-water sample: all but GW, OL, BL, SL, OV, GR and 14 (spec 01 section 3). */
export const surfaceWaterMatrixCodes: readonly MatrixCode[] = matrixCodes.filter((code) => !surfaceWaterExclusions.includes(code));

/** Lab matrices: ground, water bed and other (spec 02 section 3). */
export const labMatrixCodes: readonly MatrixCode[] = ['GR', 'SL', 'OV'];

/** Whether a text is one of the 13 matrix codes (ignoring case and surrounding spaces). */
export function isMatrixCode(value: string | null | undefined): value is MatrixCode {
  return (matrixCodes as readonly string[]).includes(normalise(value));
}

/** Matrix OL or BL marks an air sample; every other matrix is water (spec 01 section 3). */
export function isAirSample(matrix: string | null | undefined): boolean {
  return (airMatrixCodes as readonly string[]).includes(normalise(matrix));
}

/** Where a water or air sample hangs: under a gauging tube, or directly under the measurement point. */
export type SampleKind = 'tube' | 'surface';

/**
 * A sample with an FtID is a tube (ground) sample; null, absent or empty FtID means a surface sample
 * (spec 01 section 3, spec 02 section 3).
 */
export function sampleKind(sample: { readonly FtID?: unknown }): SampleKind {
  const tubeId = sample.FtID;
  if (tubeId === null || tubeId === undefined) return 'surface';
  if (typeof tubeId === 'string' && tubeId.trim() === '') return 'surface';
  return 'tube';
}

function normalise(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}
