import type { OrganicLine, Threshold } from './nen5104-boundaries';

/** Float noise from normalising percentages must not move a sample across a boundary it sits on. */
export function roundPercentage(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** True when `amount` has reached the boundary, honouring which class owns the boundary value itself. */
export function reaches(amount: number, threshold: Pick<Threshold, 'value' | 'includesValue'>): boolean {
  return threshold.includesValue ? amount >= threshold.value : amount > threshold.value;
}

/**
 * Organic matter (%) on a skewed line of the organic triangle at a given lutum (%): a straight line from
 * `withoutLutum` at lutum 0 to `withoutSiltSand` at lutum 100 − withoutSiltSand (DOMAIN-NOTES 'Soil naming').
 */
export function organicNeeded(line: OrganicLine, lutum: number): number {
  const lutumAtFarEnd = 100 - line.withoutSiltSand;
  const rise = lutumAtFarEnd > 0 ? ((line.withoutSiltSand - line.withoutLutum) * lutum) / lutumAtFarEnd : 0;
  return roundPercentage(line.withoutLutum + rise);
}

/** True when a sample with this organic matter and lutum (%) lies on or above the line, as the line decides. */
export function reachesOrganicLine(line: OrganicLine, organic: number, lutum: number): boolean {
  return reaches(organic, { value: organicNeeded(line, lutum), includesValue: line.includesValue });
}

/** Grade of the last step reached (steps ascend by value), or `base` when none is reached. */
export function gradeFor<G extends number>(amount: number, steps: readonly (Threshold & { grade: G })[], base: G): G {
  let grade = base;
  for (const step of steps) {
    if (reaches(amount, step)) grade = step.grade;
  }
  return grade;
}
