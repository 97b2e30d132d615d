import { MEDIAN_CLASSES } from './nen5104-boundaries';
import { reaches } from './soil-thresholds';

/** Sand median class 1 (uiterst fijn) to 6 (uiterst grof) (spec 01 section 4). */
export type SandMedianClass = 1 | 2 | 3 | 4 | 5 | 6;
/** Gravel median class 1 (fijn) to 3 (zeer grof) (spec 01 section 4). */
export type GravelMedianClass = 1 | 2 | 3;

/** Sand median codes by class, 1 first (DOMAIN-NOTES 'Soil naming'; GEF-BORE table 2.21). */
export const SAND_MEDIAN_CODES = ['ZUF', 'ZZF', 'ZMF', 'ZMG', 'ZZG', 'ZUG'] as const;
/** Gravel median codes by class, 1 first (DOMAIN-NOTES 'Soil naming'; GEF-BORE table 2.24). */
export const GRAVEL_MEDIAN_CODES = ['GFN', 'GMG', 'GZG'] as const;

/** A sand median code such as 'ZMF'. */
export type SandMedianCode = (typeof SAND_MEDIAN_CODES)[number];
/** A gravel median code such as 'GMG'. */
export type GravelMedianCode = (typeof GRAVEL_MEDIAN_CODES)[number];

function classesReached(m50: number, thresholds: readonly { value: number; includesValue: boolean }[]): number {
  return thresholds.filter((threshold) => reaches(m50, threshold)).length;
}

/** Sand median class of an M50 in µm: below 105 is 1, … below 420 is 5, else 6 (spec 01 section 4). */
export function sandMedianClass(m50: number): SandMedianClass {
  return (1 + classesReached(m50, MEDIAN_CLASSES.sand)) as SandMedianClass;
}

/** Gravel median class of an M50 in µm: below 5600 is 1, below 16000 is 2, else 3 (spec 01 section 4). */
export function gravelMedianClass(m50: number): GravelMedianClass {
  return (1 + classesReached(m50, MEDIAN_CLASSES.gravel)) as GravelMedianClass;
}

/** Code of a sand median class, e.g. 3 → 'ZMF' (spec 01 section 4). */
export function sandMedianCode(medianClass: SandMedianClass): SandMedianCode {
  return SAND_MEDIAN_CODES[medianClass - 1] ?? 'ZUF';
}

/** Code of a gravel median class, e.g. 2 → 'GMG' (spec 01 section 4). */
export function gravelMedianCode(medianClass: GravelMedianClass): GravelMedianCode {
  return GRAVEL_MEDIAN_CODES[medianClass - 1] ?? 'GFN';
}

/**
 * True when an M50 (µm) is a gravel median rather than a sand median: sand medians end and gravel
 * medians start at 2 mm (BRO NEN 5104 median classes), so one M50 field can carry either.
 */
export function isGravelMedian(m50: number): boolean {
  return reaches(m50, MEDIAN_CLASSES.gravelFromMedian);
}

/** A median code keeps only the part after a dot: 'Z.ZMF' → 'ZMF', 'ZMF' → 'ZMF' (spec 01 section 4). */
export function normaliseMedianCode(code: string): string {
  const dot = code.lastIndexOf('.');
  return (dot >= 0 ? code.slice(dot + 1) : code).trim();
}
