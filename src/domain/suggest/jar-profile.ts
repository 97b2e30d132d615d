import type { SuggestJar, SuggestLayer } from './suggest-input';
import type { Trajectory } from './suggest-settings';

/** An admixture of a layer: its NEN 5104 letter (s, z, k, m, h, g) and grade 1–4 (spec 01 section 4). */
export interface Admixture {
  type: string;
  grade: number;
}

/** Why a jar counts as suspect: an observation in the field (NEN 5740 keeps suspect jars apart). */
export type SuspectReason = 'odour' | 'oilWaterReaction' | 'pid' | 'debris';

/**
 * A jar as the algorithm weighs it: where it lies, the layer it was taken from (the one holding
 * its middle depth), and what was observed. Depths in cm below surface.
 */
export interface JarProfile {
  jarId: number;
  jarName: string;
  pointId: number;
  pointName: string;
  from: number;
  to: number;
  date: string | null;
  trajectory: Trajectory;
  soilType: string;
  admixtures: Admixture[];
  lutum: number | null;
  humus: number | null;
  pid: number | null;
  suspectReasons: SuspectReason[];
}

/** PID reading (ppm) from which a jar counts as suspect of volatile compounds. */
const suspectPid = 5;

/** The 'nothing observed' code of the odour and oil-water reaction lists. */
const nothingObserved = 'GEEN';

function observed(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.trim() !== '' && code.trim().toUpperCase() !== nothingObserved;
}

/** The admixtures of a layer, from its four additive fields; a missing grade counts as 1 (zwak). */
export function admixturesOf(layer: SuggestLayer): Admixture[] {
  const pairs = [
    [layer.LaAdditive1TypeCode, layer.LaAdditive1GradationCode], [layer.LaAdditive2TypeCode, layer.LaAdditive2GradationCode],
    [layer.LaAdditive3TypeCode, layer.LaAdditive3GradationCode], [layer.LaAdditive4TypeCode, layer.LaAdditive4GradationCode],
  ] as const;
  return pairs.flatMap(([type, grade]) => {
    if (typeof type !== 'string' || type.trim() === '') return [];
    const parsed = Number(grade);
    return [{ type: type.trim(), grade: Number.isFinite(parsed) && parsed > 0 ? parsed : 1 }];
  });
}

/** The observations that make a jar (or the layer it came from) suspect. */
export function suspectReasonsOf(jar: SuggestJar, layer: SuggestLayer): SuspectReason[] {
  const reasons: SuspectReason[] = [];
  if (observed(jar.JrOdourCode) || observed(layer.LaOdourTypeCode)) reasons.push('odour');
  if (observed(jar.JrOilWaterReactionCode)) reasons.push('oilWaterReaction');
  if (typeof jar.JrPID === 'number' && jar.JrPID >= suspectPid) reasons.push('pid');
  if (typeof jar.JrDebrisWeight === 'number' && jar.JrDebrisWeight > 0) reasons.push('debris');
  return reasons;
}

/** The layer of `layers` (one point's, sorted by LaFrom) that holds `depth`, if any. */
export function layerAt(layers: readonly SuggestLayer[], depth: number): SuggestLayer | undefined {
  let low = 0;
  let high = layers.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const layer = layers[middle];
    if (!layer) break;
    if ((layer.LaFrom ?? 0) > depth) high = middle - 1;
    else if ((layer.LaTo ?? 0) <= depth) low = middle + 1;
    else return layer;
  }
  return undefined;
}

/** The key of the group a jar may be mixed within: one trajectory, one soil type, suspect apart from clean. */
export function mixGroupOf(profile: Pick<JarProfile, 'trajectory' | 'soilType' | 'suspectReasons'>): string {
  return `${profile.trajectory}|${profile.soilType}|${profile.suspectReasons.length > 0 ? 'suspect' : 'clean'}`;
}
