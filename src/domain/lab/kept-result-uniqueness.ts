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
  /**
   * Starts over from a whole list, in list order: the issues of every result that has any. Results are
   * kept as given (the triple a result leaves is read from them later), so they must not change in place.
   */
  reset(items: readonly T[]): Map<K, ValidationIssue[]>;
  /**
   * Takes changed, added and removed results and how the list orders its results now; answers every
   * result whose verdict may have moved, the changed ones included, with an empty list for a result now
   * clean or gone.
   */
  update(changes: readonly ChangedResult<T, K>[], order: ListOrder<K>): Map<K, ValidationIssue[]>;
}

/** Two or more results of one sample sharing a component + method + unit: a clash. */
class Clash<K> {
  constructor(readonly keys: Set<K>, public named: string | null = null) {}
}

/** Who holds a triple in a sample: the one result's key, or the clash of several (kept apart only when they clash). */
type Slot<K> = K | Clash<K>;

/**
 * Keeps the duplicate rule with an index of sample → component + method + unit → its holder(s), built in
 * one pass as the full check builds it, plus each result's row by key (to find the triple it leaves). A
 * clash's message names the component as its first result in list order writes it ('Lood' for a 'Lood'
 * and a later 'LOOD'); the caller says how the list orders results, as rows deleted, restored or added
 * move. The same issues as duplicateResultIssuesOf over the list, for results with distinct keys.
 */
export function keptResultUniqueness<T, K>(reader: ResultRowReader<T, K>): KeptResultUniqueness<T, K> {
  let keyOf = componentKeys();
  const items = new Map<K, T>();
  // The sample as stored (an id or a GUID), as duplicateResultIssuesOf groups it; then the triple.
  const bySample = new Map<unknown, Map<string, Slot<K>>>();

  /** Where a result sits in the index: its sample and triple; null without a component (the required-field rule's). */
  const placeOf = (item: T): { sample: unknown; identity: string } | null => {
    const row = reader.rowOf(item);
    return isBlankComponent(row.Component) ? null : { sample: reader.sampleOf(item) ?? '', identity: keyOf(row) };
  };

  const join = (key: K, sample: unknown, identity: string): Clash<K> | null => {
    let triples = bySample.get(sample);
    if (!triples) bySample.set(sample, (triples = new Map()));
    const slot = triples.get(identity);
    if (slot === undefined) {
      triples.set(identity, key);
      return null;
    }
    if (slot instanceof Clash) {
      slot.keys.add(key);
      return slot;
    }
    const clash = new Clash(new Set([slot, key]));
    triples.set(identity, clash);
    return clash;
  };

  const leave = (key: K, sample: unknown, identity: string): void => {
    const triples = bySample.get(sample);
    const slot = triples?.get(identity);
    if (slot instanceof Clash) slot.keys.delete(key);
    else if (slot === key) triples?.delete(identity);
  };

  /** The component a clash names: its first result's in list order (`order`; without one, the order the results came in). */
  const nameOf = (clash: Clash<K>, order?: ListOrder<K>): string | null => {
    let first: K | undefined;
    for (const key of clash.keys) {
      if (first === undefined) first = key;
      else if (!order) break;
      else if (order(key, first) < 0) first = key;
    }
    const item = first === undefined ? undefined : items.get(first);
    return item === undefined ? null : namedComponent(reader.rowOf(item).Component);
  };

  const issuesOf = (key: K): ValidationIssue[] => {
    const item = items.get(key);
    const place = item === undefined ? null : placeOf(item);
    const slot = place ? bySample.get(place.sample)?.get(place.identity) : undefined;
    return slot instanceof Clash && slot.named !== null ? duplicateResultIssueList(slot.named) : [];
  };

  return {
    reset(list) {
      items.clear();
      bySample.clear();
      keyOf = componentKeys();
      const clashes = new Set<Clash<K>>();
      for (const item of list) {
        const key = reader.keyOf(item);
        // A key listed twice is one result, as the grid keeps a key's first row.
        if (items.has(key)) continue;
        items.set(key, item);
        const row = reader.rowOf(item);
        if (isBlankComponent(row.Component)) continue;
        const clash = join(key, reader.sampleOf(item) ?? '', keyOf(row));
        if (clash) clashes.add(clash);
      }
      const issues = new Map<K, ValidationIssue[]>();
      for (const clash of clashes) {
        // Results joined in list order here: the first of the set is the first in the list.
        clash.named = nameOf(clash);
        for (const key of clash.keys) issues.set(key, issuesOf(key));
      }
      return issues;
    },
    update(changes, order) {
      const affected = new Set<K>();
      // Each triple a change left or took (sample → triple), with the component it named before this update.
      const touched = new Map<unknown, Map<string, string | null>>();
      const touch = (sample: unknown, identity: string): void => {
        let triples = touched.get(sample);
        if (!triples) touched.set(sample, (triples = new Map()));
        if (triples.has(identity)) return;
        const slot = bySample.get(sample)?.get(identity);
        triples.set(identity, slot instanceof Clash ? slot.named : null);
      };
      for (const { key, item } of changes) {
        affected.add(key);
        const before = items.get(key);
        const left = before === undefined ? null : placeOf(before);
        if (left) {
          touch(left.sample, left.identity);
          leave(key, left.sample, left.identity);
        }
        items.delete(key);
        if (item === null) continue;
        items.set(key, item);
        const taken = placeOf(item);
        if (taken) {
          touch(taken.sample, taken.identity);
          join(key, taken.sample, taken.identity);
        }
      }
      for (const [sample, triples] of touched) {
        const slots = bySample.get(sample);
        for (const [identity, namedBefore] of triples) {
          let slot = slots?.get(identity);
          // A clash left with one result or none is no clash: the triple goes back to its one holder, or away.
          if (slot instanceof Clash && slot.keys.size < 2) {
            const [only] = slot.keys;
            if (only === undefined) slots?.delete(identity);
            else slots?.set(identity, only);
            slot = only;
          }
          if (slot instanceof Clash) slot.named = nameOf(slot, order);
          const namedNow = slot instanceof Clash ? slot.named : null;
          // A clash begun, ended or renamed moves the verdict of every holder; otherwise only the changed ones'.
          if (namedNow === namedBefore || slot === undefined) continue;
          if (slot instanceof Clash) for (const key of slot.keys) affected.add(key);
          else affected.add(slot);
        }
        if (slots?.size === 0) bySample.delete(sample);
      }
      const issues = new Map<K, ValidationIssue[]>();
      for (const key of affected) issues.set(key, issuesOf(key));
      return issues;
    },
  };
}
