import type { ValidationIssue } from '../issue';
import { layerContinuityIssues, layerContinuityIssuesForAll } from '../rules/layer-continuity';
import type { LayerDepths } from '../rules/layer-continuity';
import { duplicateIssue, duplicateNameIndexes, uniqueIssues } from '../rules/unique';
import { guidOf, isSameRow, rowKeyOf } from './entity-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** Extra knowledge for a bulk check (validateRows). */
export interface BulkOptions {
  /** Keys (as rowKeyOf gives them) of layers being inserted, which may earn the intermediate-layer warning. */
  insertedKeys?: ReadonlySet<string>;
  /**
   * Split the list by the entity's parent id before the sibling checks (default true). Pass false to
   * make the whole list one sibling set, e.g. to check jar names across a project.
   */
  groupByParent?: boolean;
  /**
   * Only the checks between rows (unique names, layer continuity), not each row's own rules: for rows that
   * passed those when they were written, and may come narrowed to the fields the checks compare.
   */
  betweenRowsOnly?: boolean;
}

/** Validates one row and the row within its siblings (spec 01 section 5). */
export function validateRow<Row, Context extends EntityContext>(
  rules: EntityRules<Row, Context>,
  row: Row,
  siblings: readonly Row[],
  context: Context,
): ValidationIssue[] {
  const same = (a: Row, b: Row) => isSameRow(rules, a, b);
  const issues = rules.rowIssues(row, context);
  for (const field of rules.uniqueFields ?? []) {
    issues.push(...uniqueIssues(field, row, siblings, (r) => r[field], same));
  }
  if (rules.continuity) {
    const inserting = rules.continuity.inserting(context);
    issues.push(...layerContinuityIssues(row as Row & LayerDepths, siblings as readonly (Row & LayerDepths)[], same, { inserting }));
  }
  return issues;
}

function groupIndexes<Row>(rules: Pick<EntityRules<Row, EntityContext>, 'parentField'>, rows: readonly Row[], byParent: boolean): number[][] {
  const parentField = rules.parentField;
  if (!byParent || parentField === undefined) return [rows.map((_, index) => index)];
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const parent = row[parentField];
    const key = parent === null || parent === undefined ? '' : String(parent).trim().toLowerCase();
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  return [...groups.values()];
}

/**
 * Validates every row of a list against its siblings in O(n log n): uniqueness through one map per
 * name field, continuity through one sort. Gives the same issues, in the same order, as validateRow
 * would for each row with the list (its parent group) as siblings. Only rows with issues appear.
 */
export function validateAllRows<Row, Context extends EntityContext>(
  rules: EntityRules<Row, Context>,
  rows: readonly Row[],
  context: Context,
  options: BulkOptions = {},
): Map<string, ValidationIssue[]> {
  const result = new Map<string, ValidationIssue[]>();
  for (const indexes of groupIndexes(rules, rows, options.groupByParent ?? true)) {
    const group = indexes.map((index) => rows[index] as Row);
    const keys = indexes.map((index, position) => rowKeyOf(rules, group[position] as Row, index));
    // Uniqueness compares GUIDs in any letter case, like isSameRow.
    const sameRowKeys = group.map((row, position) => guidOf(rules, row)?.toLowerCase() ?? keys[position] ?? '');
    const duplicates = (rules.uniqueFields ?? []).map((field) => ({
      field,
      indexes: duplicateNameIndexes(group, sameRowKeys, (row) => row[field]),
    }));
    const continuity = rules.continuity
      ? layerContinuityIssuesForAll(group as readonly (Row & LayerDepths)[], (position) => options.insertedKeys?.has(keys[position] ?? '') ?? false)
      : undefined;
    group.forEach((row, position) => {
      const issues = options.betweenRowsOnly ? [] : rules.rowIssues(row, context);
      for (const { field, indexes: duplicated } of duplicates) {
        if (duplicated.has(position)) issues.push(duplicateIssue(field, row[field]));
      }
      issues.push(...(continuity?.[position] ?? []));
      if (issues.length > 0) result.set(keys[position] ?? `#${position}`, issues);
    });
  }
  return result;
}
