import { error } from '../validation/issue';
import type { ValidationIssue } from '../validation/issue';

/** What the rule reads of a result: its sample, and the component, method and unit that identify it there. */
export interface ResultIdentity {
  readonly sample: unknown;
  readonly Component?: unknown;
  readonly Method?: unknown;
  readonly Unit?: unknown;
}

const normal = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim().toLowerCase());

/** The key of a result within its sample: component, method and unit, trimmed and case-insensitive (spec 02 section 5). */
export function resultIdentityKey(row: ResultIdentity): string {
  return [normal(row.sample), normal(row.Component), normal(row.Method), normal(row.Unit)].join('\u0000');
}

type Nested = Map<unknown, Map<unknown, Map<unknown, string>>>;

/**
 * The component + method + unit key of results, computed once per distinct triple as written: a
 * project's 120,000 results name some 60 triples, and a Map hashes a string it has seen before at
 * no cost, so grouping 120,000 results stays a matter of milliseconds.
 */
export function componentKeys(): (row: Omit<ResultIdentity, 'sample'>) => string {
  const known: Nested = new Map();
  return (row) => {
    let byMethod = known.get(row.Component);
    if (!byMethod) known.set(row.Component, byMethod = new Map());
    let byUnit = byMethod.get(row.Method);
    if (!byUnit) byMethod.set(row.Method, byUnit = new Map());
    let key = byUnit.get(row.Unit);
    if (key === undefined) byUnit.set(row.Unit, key = [normal(row.Component), normal(row.Method), normal(row.Unit)].join('\u0000'));
    return key;
  };
}

/** The fields whose combination must be unique per analysis sample (spec 02 section 5, 'Manual analysis result'). */
const resultIdentityFields = ['Component', 'Method', 'Unit'] as const;

/** How the rule reads a caller's rows without copying them: the key it answers by, the row, and the row's sample. */
export interface ResultRowReader<T, K> {
  readonly keyOf: (item: T) => K;
  readonly rowOf: (item: T) => Omit<ResultIdentity, 'sample'>;
  readonly sampleOf: (item: T) => unknown;
}

/**
 * Spec 02 section 5: the combination of component, method and unit is unique per analysis sample.
 * Every row of a clashing pair is marked at each of the three fields, naming the component, so the
 * grid shows the duplicate before anything is saved and the server refuses it the same way. Rows
 * without a component are left to the required-field rule. Answers the issues by row key.
 */
export function duplicateResultIssues<K>(rows: readonly { key: K; row: ResultIdentity }[]): Map<K, ValidationIssue[]> {
  return duplicateResultIssuesOf(rows, { keyOf: (item) => item.key, rowOf: (item) => item.row, sampleOf: (item) => item.row.sample });
}

/**
 * duplicateResultIssues over any rows, read through `reader`: the grid checks its 120,000 loaded
 * results as they are, and only a clash costs more than a lookup (the first row of each triple is
 * remembered by its place, the others listed only when they clash).
 */
export function duplicateResultIssuesOf<T, K>(items: readonly T[], reader: ResultRowReader<T, K>): Map<K, ValidationIssue[]> {
  const keyOf = componentKeys();
  const bySample = new Map<unknown, Map<string, number>>();
  const clashes = new Map<number, number[]>();
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as T;
    const row = reader.rowOf(item);
    const component = row.Component;
    if (isBlankComponent(component)) continue;
    // The sample as stored (an id or a GUID): its own string is hashed once, however many results it has.
    const sample = reader.sampleOf(item) ?? '';
    let seen = bySample.get(sample);
    if (!seen) bySample.set(sample, seen = new Map());
    const identity = keyOf(row);
    const first = seen.get(identity);
    if (first === undefined) seen.set(identity, index);
    else {
      const more = clashes.get(first);
      if (more) more.push(index);
      else clashes.set(first, [index]);
    }
  }
  const issues = new Map<K, ValidationIssue[]>();
  for (const [first, more] of clashes) {
    const component = namedComponent(reader.rowOf(items[first] as T).Component);
    for (const index of [first, ...more]) issues.set(reader.keyOf(items[index] as T), duplicateResultIssueList(component));
  }
  return issues;
}

/** Whether a result has no component: such rows are left to the required-field rule, never duplicates. */
export function isBlankComponent(component: unknown): boolean {
  return component === null || component === undefined || (typeof component === 'string' && component.trim() === '');
}

/** The component a duplicate's message names: as the first of the clashing rows (in list order) writes it. */
export function namedComponent(component: unknown): string {
  return String(component).trim();
}

/** The issues of one row of a clashing set: at each of the three identity fields, naming the component. */
export function duplicateResultIssueList(component: string): ValidationIssue[] {
  return resultIdentityFields.map((field) => error(field, 'results.issue.duplicate', { component }));
}
