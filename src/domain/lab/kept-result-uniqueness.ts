import type { ValidationIssue } from '../validation/issue';
import { componentKeys, duplicateResultIssueList, isBlankComponent, namedComponent } from './result-uniqueness';
import type { ResultRowReader } from './result-uniqueness';

/** A changed result as the kept rule receives it: null when it left the list (deleted, or its add undone). */
export interface ChangedResult<T, K> {
  readonly key: K;
  readonly item: T | null;
}

/** Compares two results in the list by their place now: negative when `a` comes first. */
export type ListOrder<K> = (a: K, b: K) => number;

/**
 * The duplicate rule of spec 02 section 5 kept over a list edited a few rows at a time: the answers
 * of duplicateResultIssuesOf, but an edit costs the rows it changes and the other holders of the
 * component + method + unit they leave or take, not the whole list (120,000 results in a project).
 */
export interface KeptResultUniqueness<T, K> {
  /** Starts over from a whole list, in list order: the issues of every result that has any. */
  reset(items: readonly T[]): Map<K, ValidationIssue[]>;
  /**
   * Takes changed, added and removed results and how the list orders its results now; answers every
   * result whose verdict may have moved, the changed ones included, with an empty list for a result now
   * clean or gone.
   */
  update(changes: readonly ChangedResult<T, K>[], order: ListOrder<K>): Map<K, ValidationIssue[]>;
}

/** The results of one sample that share a component + method + unit; two or more clash. */
interface Holders<K> {
  readonly sample: unknown;
  readonly identity: string;
  readonly keys: Set<K>;
  /** The component the clash names, as its first holder in list order writes it; null while one holds it. */
  named: string | null;
}

interface Entry<K> {
  /** null for a result without a component (left to the required-field rule). */
  readonly holders: Holders<K> | null;
  /** The component as the result writes it, trimmed: what a clash names when this result comes first. */
  readonly component: string;
}

/**
 * Keeps the duplicate rule with an index of (sample, component + method + unit) → results. A clash's
 * message names the component as the first clashing result in list order writes it ('Lood' for a
 * 'Lood' and a later 'LOOD'); the caller says how the list orders results, as rows deleted, restored
 * or added move. The same issues as duplicateResultIssuesOf over the list, for results with distinct keys.
 */
export function keptResultUniqueness<T, K>(reader: ResultRowReader<T, K>): KeptResultUniqueness<T, K> {
  let keyOf = componentKeys();
  const entries = new Map<K, Entry<K>>();
  // The sample as stored (an id or a GUID), as duplicateResultIssuesOf groups it; then the triple.
  const bySample = new Map<unknown, Map<string, Holders<K>>>();

  const add = (key: K, item: T): Holders<K> | null => {
    const row = reader.rowOf(item);
    if (isBlankComponent(row.Component)) {
      entries.set(key, { holders: null, component: '' });
      return null;
    }
    const sample = reader.sampleOf(item) ?? '';
    let triples = bySample.get(sample);
    if (!triples) bySample.set(sample, (triples = new Map()));
    const identity = keyOf(row);
    let holders = triples.get(identity);
    if (!holders) triples.set(identity, (holders = { sample, identity, keys: new Set(), named: null }));
    holders.keys.add(key);
    entries.set(key, { holders, component: namedComponent(row.Component) });
    return holders;
  };

  /** Drops an empty set of holders, so a long session of edits keeps only the triples in use. */
  const forget = (holders: Holders<K>): void => {
    const triples = bySample.get(holders.sample);
    triples?.delete(holders.identity);
    if (triples?.size === 0) bySample.delete(holders.sample);
  };

  /** The component a clash names: its first holder's in list order (`order`; without one, the order the holders came in). */
  const nameOf = (holders: Holders<K>, order?: ListOrder<K>): string | null => {
    if (holders.keys.size < 2) return null;
    let first: K | undefined;
    for (const key of holders.keys) {
      if (first === undefined) first = key;
      else if (!order) break;
      else if (order(key, first) < 0) first = key;
    }
    return first === undefined ? null : (entries.get(first)?.component ?? null);
  };

  const issuesOf = (key: K): ValidationIssue[] => {
    const named = entries.get(key)?.holders?.named;
    return named === null || named === undefined ? [] : duplicateResultIssueList(named);
  };

  return {
    reset(items) {
      entries.clear();
      bySample.clear();
      keyOf = componentKeys();
      const clashing = new Set<Holders<K>>();
      for (const item of items) {
        const key = reader.keyOf(item);
        // A key listed twice is one result, as the grid keeps a key's first row.
        if (entries.has(key)) continue;
        const holders = add(key, item);
        if (holders && holders.keys.size > 1) clashing.add(holders);
      }
      const issues = new Map<K, ValidationIssue[]>();
      for (const holders of clashing) {
        // Holders came in list order here: the first of the set is the first in the list.
        holders.named = nameOf(holders);
        for (const key of holders.keys) issues.set(key, issuesOf(key));
      }
      return issues;
    },
    update(changes, order) {
      const affected = new Set<K>();
      // Each touched set of holders, with the component it named before this update.
      const touched = new Map<Holders<K>, string | null>();
      for (const { key, item } of changes) {
        affected.add(key);
        const before = entries.get(key);
        if (before?.holders) {
          if (!touched.has(before.holders)) touched.set(before.holders, before.holders.named);
          before.holders.keys.delete(key);
        }
        entries.delete(key);
        if (item === null) continue;
        const holders = add(key, item);
        if (holders && !touched.has(holders)) touched.set(holders, holders.named);
      }
      for (const [holders, namedBefore] of touched) {
        holders.named = nameOf(holders, order);
        // A clash begun, ended or renamed moves the verdict of every holder; otherwise only the changed ones'.
        if (holders.named !== namedBefore) for (const key of holders.keys) affected.add(key);
        if (holders.keys.size === 0) forget(holders);
      }
      const issues = new Map<K, ValidationIssue[]>();
      for (const key of affected) issues.set(key, issuesOf(key));
      return issues;
    },
  };
}
