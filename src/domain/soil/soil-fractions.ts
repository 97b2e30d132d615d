import { roundPercentage } from './soil-thresholds';

/**
 * One sample as the layer records it (spec 01 section 3, 'Layer texture'): percentages of dry matter and
 * the median grain size M50 in µm. Absent, null, negative or non-numeric values count as 0.
 * `humus` is the organic matter content; `loam` ('leem', the fraction below 63 µm) is lutum + silt.
 */
export interface SoilSample {
  gravel?: number | null;
  loam?: number | null;
  lutum?: number | null;
  humus?: number | null;
  silt?: number | null;
  m50?: number | null;
}

/** The composition of a sample as shares of dry matter that add up to 100 (%). */
export interface SoilFractions {
  gravel: number;
  lutum: number;
  silt: number;
  sand: number;
  organic: number;
}

/** Lutum, silt and sand as shares of lutum + silt + sand (%), the basis of the lutum – silt – sand triangle. */
export interface MineralShares {
  lutum: number;
  silt: number;
  sand: number;
  /** Lutum + silt: the fraction below 63 µm. */
  fines: number;
}

function amount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** True when all six inputs are zero or absent: the spec's 'all zeros give empty codes' (spec 01 section 4). */
export function isEmptySample(sample: SoilSample): boolean {
  const { gravel, loam, lutum, humus, silt, m50 } = sample;
  return [gravel, loam, lutum, humus, silt, m50].every((value) => amount(value) === 0);
}

/**
 * Silt from the inputs: the silt percentage when given, otherwise loam minus lutum, because loam is the whole
 * fraction below 63 µm (lutum + silt). A silt of 0 counts as not given when loam is, since grids store 0 for
 * an empty cell; when both are given, silt wins.
 */
function siltOf(sample: SoilSample): number {
  const silt = amount(sample.silt);
  return silt > 0 ? silt : Math.max(0, amount(sample.loam) - amount(sample.lutum));
}

/**
 * Shares of dry matter (spec 01 section 4): sand is what remains after gravel, lutum, silt and organic matter.
 * When those already exceed 100 % they are scaled down to 100 and sand is 0, so the triangles stay closed.
 */
export function soilFractions(sample: SoilSample): SoilFractions {
  const gravel = amount(sample.gravel);
  const lutum = amount(sample.lutum);
  const silt = siltOf(sample);
  const organic = amount(sample.humus);
  const given = gravel + lutum + silt + organic;
  const scale = given > 100 ? 100 / given : 1;
  return {
    gravel: roundPercentage(gravel * scale),
    lutum: roundPercentage(lutum * scale),
    silt: roundPercentage(silt * scale),
    organic: roundPercentage(organic * scale),
    sand: roundPercentage(Math.max(0, 100 - given)),
  };
}

/**
 * Lutum, silt and sand without gravel and organic matter, rescaled to 100 (%): the BRO definitions of the
 * NEN 5104 names read 'als die twee bestanddelen [grind en organische stof] worden uitgesloten'.
 */
export function mineralShares(fractions: SoilFractions): MineralShares {
  const base = fractions.lutum + fractions.silt + fractions.sand;
  if (base <= 0) return { lutum: 0, silt: 0, sand: 0, fines: 0 };
  const share = (value: number) => roundPercentage((value * 100) / base);
  return {
    lutum: share(fractions.lutum),
    silt: share(fractions.silt),
    sand: share(fractions.sand),
    fines: share(fractions.lutum + fractions.silt),
  };
}
