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

/**
 * Spec 02 section 5: the combination of component, method and unit is unique per analysis sample.
 * Every row of a clashing pair is marked at each of the three fields, naming the component, so the
 * grid shows the duplicate before anything is saved and the server refuses it the same way. Rows
 * without a component are left to the required-field rule. Answers the issues by row key.
 */
export function duplicateResultIssues<K>(rows: readonly { key: K; row: ResultIdentity }[]): Map<K, ValidationIssue[]> {
  const keyOf = componentKeys();
  const bySample = new Map<unknown, Map<string, { first: K; more: K[] | null; component: string }>>();
  for (const { key, row } of rows) {
    const component = row.Component;
    if (component === null || component === undefined || (typeof component === 'string' && component.trim() === '')) continue;
    // The sample as stored (an id or a GUID): its own string is hashed once, however many results it has.
    const sample = row.sample ?? '';
    let seen = bySample.get(sample);
    if (!seen) bySample.set(sample, seen = new Map());
    const identity = keyOf(row);
    const entry = seen.get(identity);
    if (!entry) seen.set(identity, { first: key, more: null, component: String(row.Component).trim() });
    else (entry.more ??= []).push(key);
  }
  const issues = new Map<K, ValidationIssue[]>();
  for (const seen of bySample.values()) {
    for (const entry of seen.values()) {
      if (!entry.more) continue;
      for (const key of [entry.first, ...entry.more]) {
        issues.set(key, resultIdentityFields.map((field) => error(field, 'results.issue.duplicate', { component: entry.component })));
      }
    }
  }
  return issues;
}
