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

/** The fields whose combination must be unique per analysis sample (spec 02 section 5, 'Manual analysis result'). */
export const resultIdentityFields = ['Component', 'Method', 'Unit'] as const;

/**
 * Spec 02 section 5: the combination of component, method and unit is unique per analysis sample.
 * Every row of a clashing pair is marked at each of the three fields, naming the component, so the
 * grid shows the duplicate before anything is saved and the server refuses it the same way. Rows
 * without a component are left to the required-field rule. Answers the issues by row key.
 */
export function duplicateResultIssues<K>(rows: readonly { key: K; row: ResultIdentity }[]): Map<K, ValidationIssue[]> {
  const byIdentity = new Map<string, K[]>();
  for (const { key, row } of rows) {
    if (normal(row.Component) === '') continue;
    const identity = resultIdentityKey(row);
    const keys = byIdentity.get(identity);
    if (keys) keys.push(key);
    else byIdentity.set(identity, [key]);
  }
  const issues = new Map<K, ValidationIssue[]>();
  const rowOf = new Map(rows.map((entry) => [entry.key, entry.row]));
  for (const keys of byIdentity.values()) {
    if (keys.length < 2) continue;
    for (const key of keys) {
      const component = String(rowOf.get(key)?.Component ?? '').trim();
      issues.set(key, resultIdentityFields.map((field) => error(field, 'results.issue.duplicate', { component })));
    }
  }
  return issues;
}
