import type { ValidationIssue } from '../issue';
import { layerContinuityIssuesForAll } from '../rules/layer-continuity';
import type { LayerDepths } from '../rules/layer-continuity';
import { duplicateIssue, normaliseName } from '../rules/unique';
import { guidOf } from './entity-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** A row of a list kept by an IncrementalRules, under the caller's own key. */
export interface KeyedEntityRow<Row> {
  readonly rowKey: string;
  /** The row now; null when it left the list (deleted). */
  readonly row: Row | null;
}

/** Compares two rows by their keys and their place in the list now: negative when `a` comes first. */
export type KeyedListOrder = (a: string, b: string) => number;

/**
 * The rules of an entity over a list that changes a few rows at a time (spec 01 section 5, the
 * sibling rules kept as the list is edited): the answers of validateAllRows, but a change costs the rows
 * it touches and the siblings whose verdict it can move (the other holders of a name it takes or
 * leaves; the layers of the parent whose column it changes), not the whole list.
 */
export interface IncrementalRules<Row> {
  /** Starts over from a whole list (in list order); the issues of every row that has any. */
  reset(rows: readonly KeyedEntityRow<Row>[]): Map<string, ValidationIssue[]>;
  /**
   * Takes changed, added and removed rows and how the list orders its rows now (layer continuity reads
   * a parent's layers in list order, and rows deleted, restored, added or pasted move in it); answers the
   * issues of every row whose verdict may have changed, the changed rows included, with an empty list for
   * a row now clean or gone.
   */
  update(changes: readonly KeyedEntityRow<Row>[], order: KeyedListOrder): Map<string, ValidationIssue[]>;
}

interface Entry<Row> {
  /** The row now: replaced in place by an edit that keeps the entry's place in the indexes. */
  row: Row;
  readonly group: string;
  /** The row's identity for uniqueness: its GUID in any letter case, else its key (isSameRow). */
  readonly identity: string;
  /** Normalised names, one per unique field ('' for a blank name, never a duplicate). */
  readonly names: readonly string[];
  /** New, without a GUID: may earn the intermediate-layer warning (validateRows' insertedKeys). */
  readonly inserted: boolean;
  /** The holders of each of its names, filled when indexed: read for every affected row, so never looked up again. */
  readonly holders: (Holders | undefined)[];
}

/** Holders of one name in one group: identity → rows. Two identities or more make a duplicate. */
type Holders = Map<string, Set<string>>;

/**
 * Keeps an entity's rules over a list incrementally; the same issues, in the same order, as
 * validateAllRows(rules, rows, context, { groupByParent, insertedKeys: the rows without a GUID }).
 */
export function incrementalRules<Row, Context extends EntityContext>(
  rules: EntityRules<Row, Context>, context: Context, options: { groupByParent?: boolean } = {},
): IncrementalRules<Row> {
  const byParent = (options.groupByParent ?? true) && rules.parentField !== undefined;
  const uniqueFields = rules.uniqueFields ?? [];
  const entries = new Map<string, Entry<Row>>();
  const names = uniqueFields.map(() => new Map<string, Holders>());
  const groups = new Map<string, Set<string>>();
  const continuity = new Map<string, ValidationIssue[]>();

  const groupOf = (row: Row): string => {
    if (!byParent || rules.parentField === undefined) return '';
    const parent = row[rules.parentField];
    return parent === null || parent === undefined ? '' : String(parent).trim().toLowerCase();
  };

  const index = (key: string, entry: Entry<Row>, affected: Affected<Row>): void => {
    entry.names.forEach((name, field) => {
      if (name === '') return;
      const byName = names[field];
      const id = `${entry.group}\u0000${name}`;
      if (!byName) return;
      let holders = byName.get(id);
      if (!holders) byName.set(id, (holders = new Map()));
      for (const rows of holders.values()) for (const other of rows) markAffected(affected, other);
      let rows = holders.get(entry.identity);
      if (!rows) holders.set(entry.identity, (rows = new Set()));
      rows.add(key);
      entry.holders[field] = holders;
    });
    if (rules.continuity) {
      let members = groups.get(entry.group);
      if (!members) groups.set(entry.group, (members = new Set()));
      members.add(key);
    }
  };

  const unindex = (key: string, entry: Entry<Row>, affected: Affected<Row>): void => {
    entry.names.forEach((_, field) => {
      const holders = entry.holders[field];
      if (!holders) return;
      const rows = holders.get(entry.identity);
      rows?.delete(key);
      if (rows?.size === 0) holders.delete(entry.identity);
      for (const others of holders.values()) for (const other of others) markAffected(affected, other);
      if (holders.size === 0) names[field]?.delete(`${entry.group}\u0000${entry.names[field] ?? ''}`);
    });
    if (rules.continuity) groups.get(entry.group)?.delete(key);
  };

  const makeEntry = (key: string, row: Row): Entry<Row> => {
    const guid = guidOf(rules, row);
    return {
      row, group: groupOf(row), identity: guid?.toLowerCase() ?? `#${key}`, inserted: guid === undefined,
      names: uniqueFields.map((field) => normaliseName(row[field])),
      holders: [],
    };
  };

  /** True when a row's new version has the same GUID, parent and names, as written: it keeps its entry's place. */
  const sameIndexValues = (before: Row, after: Row): boolean =>
    before[rules.keyField] === after[rules.keyField]
    && (!byParent || rules.parentField === undefined || before[rules.parentField] === after[rules.parentField])
    && uniqueFields.every((field) => before[field] === after[field]);

  /** Continuity of one parent's layers, in list order (`order`) as validateAllRows reads them. */
  const recomputeContinuity = (group: string, order: KeyedListOrder, affected: Affected<Row>): void => {
    const members = [...(groups.get(group) ?? [])].sort(order);
    const layers = members.map((key) => entries.get(key)?.row as Row & LayerDepths);
    const found = layerContinuityIssuesForAll(layers, (position) => entries.get(members[position] ?? '')?.inserted ?? false);
    members.forEach((key, position) => {
      continuity.set(key, found[position] ?? []);
      markAffected(affected, key);
    });
  };

  const issuesOf = (key: string, entry: Entry<Row>): ValidationIssue[] => {
    const issues = rules.rowIssues(entry.row, context);
    uniqueFields.forEach((field, position) => {
      const holders = entry.holders[position];
      if (holders && holders.size > 1) issues.push(duplicateIssue(field, entry.row[field]));
    });
    issues.push(...(continuity.get(key) ?? []));
    return issues;
  };

  return {
    reset(rows) {
      entries.clear();
      for (const byName of names) byName.clear();
      groups.clear();
      continuity.clear();
      const ignored: Affected<Row> = new Map();
      // The list as given is the order.
      const places = new Map<string, number>();
      for (const { rowKey: key, row } of rows) {
        if (row === null) continue;
        if (!places.has(key)) places.set(key, places.size);
        const entry = makeEntry(key, row);
        entries.set(key, entry);
        index(key, entry, ignored);
      }
      const listOrder: KeyedListOrder = (a, b) => (places.get(a) ?? 0) - (places.get(b) ?? 0);
      if (rules.continuity) for (const group of groups.keys()) recomputeContinuity(group, listOrder, ignored);
      const result = new Map<string, ValidationIssue[]>();
      for (const [key, entry] of entries) {
        const issues = issuesOf(key, entry);
        if (issues.length > 0) result.set(key, issues);
      }
      return result;
    },
    update(changes, order) {
      const affected: Affected<Row> = new Map();
      const dirtyGroups = new Set<string>();
      for (const { rowKey: key, row } of changes) {
        const before = entries.get(key);
        // A row that keeps its parent, identity and names (most edits) moves no sibling's verdict on
        // uniqueness: it keeps its entry and place in the index, and only its row is replaced. Its values are
        // compared as written first, so the common edit builds no entry at all.
        const entry = row === null ? null : before && sameIndexValues(before.row, row) ? before : makeEntry(key, row);
        if (before && entry && row !== null && (entry === before || sameIndexPlace(before, entry))) {
          before.row = row;
          affected.set(key, before);
          dirtyGroups.add(before.group);
          continue;
        }
        affected.set(key, entry);
        if (before) {
          unindex(key, before, affected);
          entries.delete(key);
          continuity.delete(key);
          dirtyGroups.add(before.group);
        }
        if (entry === null) continue;
        entries.set(key, entry);
        index(key, entry, affected);
        dirtyGroups.add(entry.group);
      }
      if (rules.continuity) for (const group of dirtyGroups) recomputeContinuity(group, order, affected);
      const result = new Map<string, ValidationIssue[]>();
      for (const [key, known] of affected) {
        const entry = known === undefined ? entries.get(key) : known;
        result.set(key, entry ? issuesOf(key, entry) : []);
      }
      return result;
    },
  };
}

/**
 * The rows a change may move the verdict of: a changed row with its entry now (null: it left the list), a sibling
 * with undefined (its entry is looked up once, at the end), so a pasted block's rows are not looked up again.
 */
type Affected<Row> = Map<string, Entry<Row> | null | undefined>;

function markAffected<Row>(affected: Affected<Row>, key: string): void {
  if (!affected.has(key)) affected.set(key, undefined);
}

/** Whether two entries of one key sit in the same place of the name and group indexes. */
function sameIndexPlace<Row>(a: Entry<Row>, b: Entry<Row>): boolean {
  if (a.group !== b.group || a.identity !== b.identity || a.names.length !== b.names.length) return false;
  return a.names.every((name, field) => name === b.names[field]);
}
