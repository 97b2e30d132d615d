import type { JarProfile } from './jar-profile';

/**
 * Points a pair of jars loses per unit of difference. Ours, after NEN 5740's demand that a mixed
 * sample be homogeneous: admixture grades and organic matter weigh most (they steer the soil's
 * standardised test values), then lutum, then depth; a pair suspect for different reasons never mixes.
 */
const scoreWeights = {
  /** Per grade of one admixture letter (absent counts as grade 0). */
  admixtureGrade: 20,
  /** Per percent of lutum. */
  lutumPercent: 1.5,
  /** Per percent of organic matter. */
  humusPercent: 5,
  /** Per centimetre between the jars' middle depths. */
  depthCentimetre: 0.2,
  /** Per ppm of PID between two suspect jars. */
  pidPpm: 2,
  /** When two suspect jars were suspected for different reasons. */
  otherSuspicion: 101,
} as const;

function gradeOf(profile: JarProfile, type: string): number {
  return profile.admixtures.find((admixture) => admixture.type === type)?.grade ?? 0;
}

function difference(a: number | null, b: number | null): number {
  return a === null || b === null ? 0 : Math.abs(a - b);
}

/** The dissimilarity of two jars of one mix group; 0 for twins, more the less alike. */
export function pairScore(a: JarProfile, b: JarProfile): number {
  let score = 0;
  const types = new Set([...a.admixtures.map((admixture) => admixture.type), ...b.admixtures.map((admixture) => admixture.type)]);
  for (const type of types) score += Math.abs(gradeOf(a, type) - gradeOf(b, type)) * scoreWeights.admixtureGrade;
  score += difference(a.lutum, b.lutum) * scoreWeights.lutumPercent;
  score += difference(a.humus, b.humus) * scoreWeights.humusPercent;
  score += Math.abs((a.from + a.to) / 2 - (b.from + b.to) / 2) * scoreWeights.depthCentimetre;
  if (a.suspectReasons.length > 0 || b.suspectReasons.length > 0) {
    score += difference(a.pid, b.pid) * scoreWeights.pidPpm;
    if (a.suspectReasons.join() !== b.suspectReasons.join()) score += scoreWeights.otherSuspicion;
  }
  return Math.round(score * 10) / 10;
}

/**
 * The score of a candidate mixed sample: its least alike pair, so adding a jar never lowers it and
 * every pair of an accepted sample (score ≤ 100, spec 02 section 9) is itself acceptable. 0 for one jar.
 */
export function mixScore(jars: readonly JarProfile[]): number {
  let worst = 0;
  for (let i = 0; i < jars.length; i += 1) {
    for (let j = i + 1; j < jars.length; j += 1) {
      const a = jars[i];
      const b = jars[j];
      if (a && b) worst = Math.max(worst, pairScore(a, b));
    }
  }
  return worst;
}
