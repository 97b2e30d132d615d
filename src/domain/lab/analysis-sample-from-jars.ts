import type { AnalysisSampleRow } from '../entities/analysis-sample';
import type { Jar } from '../entities/jar';
import { analysisSampleNameMaxLength } from '../validation/limits';

/** The lab matrix of a sample made of jars: ground (spec 02 section 3, 'Lab matrices: ground, water bed, other'). */
const groundMatrix = 'GR';

function range(values: readonly (number | null | undefined)[], pick: (a: number, b: number) => number): number | null {
  const numbers = values.filter((value): value is number => typeof value === 'number');
  return numbers.length === 0 ? null : numbers.reduce((a, b) => pick(a, b));
}

/**
 * A new analysis sample made of `jars` (spec 02 section 3, 'Analysis sample'): one jar gives its
 * name and depth range; several make a mixed field sample named after the point and its jars, from
 * the shallowest top to the deepest bottom (cm below surface); dated by the latest jar.
 */
export function analysisSampleFromJars(jars: readonly Jar[], pointName: string): AnalysisSampleRow {
  const names = jars.map((jar) => jar.JrName ?? '').filter((name) => name !== '');
  const mixed = jars.length > 1;
  const dates = jars.map((jar) => jar.JrDate ?? '').filter((date) => date !== '').sort();
  return {
    Name: mixed ? `MM ${pointName} ${names.join('+')}`.trim().slice(0, analysisSampleNameMaxLength) : names[0] ?? pointName,
    MatrixCode: groundMatrix,
    Date: dates.at(-1) ?? null,
    From: range(jars.map((jar) => jar.JrFrom), Math.min),
    To: range(jars.map((jar) => jar.JrTo), Math.max),
    IsMixedFieldSample: mixed,
  };
}
