import { nameKey, suggestUniqueNames } from '../names/suggest-unique-name';
import type { CopyRow } from './copy-tables';

/** The name a point is known by, '' when it has none. */
export function pointNameOf(point: CopyRow): string {
  return typeof point.MpName === 'string' ? point.MpName.trim() : '';
}

/**
 * The names of `copies` copies of each point, in the order given (spec 01 section 4: 'rename each
 * copy to a suggested unique name (a trailing number is incremented)'): each point's copies take
 * the next free numbers after its own name among the target project's names and the names already
 * given to earlier copies, so copies of B001 and B002 into the same project never clash.
 */
export function copyNames(points: readonly CopyRow[], targetNames: Iterable<string>, copies: number): string[][] {
  const taken = new Set<string>();
  for (const name of targetNames) taken.add(nameKey(name));
  return points.map((point) => {
    const names = suggestUniqueNames(pointNameOf(point), taken, copies);
    for (const name of names) taken.add(nameKey(name));
    return names;
  });
}
