import type { GravelMedianClass, SandMedianClass } from './median-class';
import { gravelMedianClass, gravelMedianCode, isGravelMedian, sandMedianClass, sandMedianCode } from './median-class';
import { mainSoilName } from './main-soil-name';
import { GRAVEL_TRIANGLE, ORGANIC_TRIANGLE } from './nen5104-boundaries';
import type { SoilFractions, SoilSample } from './soil-fractions';
import { isEmptySample, soilFractions } from './soil-fractions';
import type { SoilAddition, SoilGrade, SoilType } from './soil-name-types';
import { gradeFor, reachesOrganicLine } from './soil-thresholds';

export type { SoilSample } from './soil-fractions';
export type { AdditionType, SoilAddition, SoilGrade, SoilType } from './soil-name-types';

/** The coded outcome of classifying one sample (spec 01 section 4). */
export interface SoilClassification {
  /** Main soil type; '' when all inputs are zero. */
  soilType: SoilType | '';
  /** Additions in code order: the triangle's own (s, z, k or m), then h (humeus), then g (grindig). */
  additions: SoilAddition[];
  /** The NEN 5104 code, e.g. 'Zs1h2'; '' when all inputs are zero. */
  code: string;
  /** Sand median class 1–6, when M50 is a sand median (below 2000 µm). */
  medianClass?: SandMedianClass;
  /** Gravel median class 1–3, when M50 is a gravel median (2000 µm or more). */
  gravelClass?: GravelMedianClass;
  /** Median code such as 'ZMF' or 'GMG', when M50 is given. */
  medianCode?: string;
}

/** Humeus grade from the skewed lines of the organic triangle; peat takes none (DOMAIN-NOTES 'Soil naming'). */
function humicAddition(soilType: SoilType, fractions: SoilFractions): SoilAddition | null {
  if (soilType === 'V') return null;
  let grade: SoilGrade | null = null;
  for (const step of ORGANIC_TRIANGLE.humic) {
    if (reachesOrganicLine(step, fractions.organic, fractions.lutum)) grade = step.grade;
  }
  return grade === null ? null : { type: 'h', gradation: grade };
}

/** Grindig grade for any soil other than gravel itself, from the gravel share of dry matter. */
function gravellyAddition(soilType: SoilType, fractions: SoilFractions): SoilAddition | null {
  if (soilType === 'G') return null;
  const grade = gradeFor<SoilGrade | 0>(fractions.gravel, GRAVEL_TRIANGLE.gravelly, 0);
  return grade === 0 ? null : { type: 'g', gradation: grade };
}

function medianOf(m50: number | null | undefined): Pick<SoilClassification, 'medianClass' | 'gravelClass' | 'medianCode'> {
  if (typeof m50 !== 'number' || !Number.isFinite(m50) || m50 <= 0) return {};
  if (isGravelMedian(m50)) {
    const gravelClass = gravelMedianClass(m50);
    return { gravelClass, medianCode: gravelMedianCode(gravelClass) };
  }
  const medianClass = sandMedianClass(m50);
  return { medianClass, medianCode: sandMedianCode(medianClass) };
}

/** Writes a soil name as its NEN 5104 code: main letter, then each addition's letter and grade ('Zs1h2'). */
export function soilCode(soilType: SoilType | '', additions: readonly SoilAddition[]): string {
  return soilType + additions.map((addition) => addition.type + (addition.gradation ?? '')).join('');
}

/**
 * Classifies a sample from its percentages of dry matter and M50 (spec 01 section 4): the organic and
 * lutum/silt/sand/gravel triangles choose the soil type and its addition, then humus and gravel add h and g.
 * All six inputs zero gives empty codes. Boundaries live in nen5104-boundaries.ts.
 */
export function classifySoil(sample: SoilSample): SoilClassification {
  if (isEmptySample(sample)) return { soilType: '', additions: [], code: '' };
  const fractions = soilFractions(sample);
  const main = mainSoilName(fractions);
  const additions = [
    main.addition,
    humicAddition(main.soilType, fractions),
    gravellyAddition(main.soilType, fractions),
  ].filter((addition): addition is SoilAddition => addition !== null);
  return { soilType: main.soilType, additions, code: soilCode(main.soilType, additions), ...medianOf(sample.m50) };
}
