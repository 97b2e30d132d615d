import type { Severity, ValidationIssue } from '../../domain/validation/issue';
import type { RowKey } from './patch';

/** A row's issues by wire field. */
export type RowIssues = ReadonlyMap<string, readonly ValidationIssue[]>;

/**
 * Every cell's issues (spec 01 section 5, the domain's rules per cell), keyed by row and field,
 * with running counts: an error anywhere refuses the save (spec 01 section 5). Immutable; replacing a
 * row's issues costs O(that row), not O(grid).
 */
export interface ValidationMap {
  readonly rows: ReadonlyMap<RowKey, RowIssues>;
  readonly errorCount: number;
  readonly warningCount: number;
}

/** The map without issues. */
export const emptyValidationMap: ValidationMap = { rows: new Map(), errorCount: 0, warningCount: 0 };

const none: readonly ValidationIssue[] = [];

/** A cell's issues, errors and warnings, in the order the rules gave them. */
export function issuesAt(map: ValidationMap, rowKey: RowKey, field: string): readonly ValidationIssue[] {
  return map.rows.get(rowKey)?.get(field) ?? none;
}

/** The worst severity of a cell, for its mark; null when it has no issue. */
export function severityAt(map: ValidationMap, rowKey: RowKey, field: string): Severity | null {
  const issues = issuesAt(map, rowKey, field);
  if (issues.length === 0) return null;
  return issues.some((issue) => issue.severity === 'error') ? 'error' : 'warning';
}

/** Whether the save must be refused (spec 01 section 8: 'save failed due to invalid values'). */
export function hasErrorCells(map: ValidationMap): boolean {
  return map.errorCount > 0;
}

function countOf(row: RowIssues | undefined): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const issues of row?.values() ?? []) {
    for (const issue of issues) if (issue.severity === 'error') errors++; else warnings++;
  }
  return { errors, warnings };
}

function groupByField(issues: readonly ValidationIssue[]): RowIssues {
  const byField = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const list = byField.get(issue.field);
    if (list) list.push(issue);
    else byField.set(issue.field, [issue]);
  }
  return byField;
}

/**
 * Replaces the issues of the rows in `issuesByRow` (an empty list clears a row) and clears the rows in
 * `cleared`, e.g. deleted rows or checked rows the validator found clean.
 */
export function replaceRowIssues(
  map: ValidationMap, issuesByRow: ReadonlyMap<RowKey, readonly ValidationIssue[]>, cleared: Iterable<RowKey> = [],
): ValidationMap {
  const rows = new Map(map.rows);
  let { errorCount, warningCount } = map;
  const put = (rowKey: RowKey, issues: readonly ValidationIssue[]): void => {
    const before = countOf(rows.get(rowKey));
    errorCount -= before.errors;
    warningCount -= before.warnings;
    if (issues.length === 0) {
      rows.delete(rowKey);
      return;
    }
    const row = groupByField(issues);
    const after = countOf(row);
    errorCount += after.errors;
    warningCount += after.warnings;
    rows.set(rowKey, row);
  };
  for (const rowKey of cleared) if (!issuesByRow.has(rowKey)) put(rowKey, none);
  for (const [rowKey, issues] of issuesByRow) put(rowKey, issues);
  return { rows, errorCount, warningCount };
}

/**
 * A validator over the rows a patch touched: returns the issues of every row it checked (the touched
 * rows and any siblings whose verdict may change, such as the other holder of a duplicate name), an
 * empty list for a clean sibling. Touched rows it leaves out are taken as clean.
 */
export type ValidateRows = (rowKeys: readonly RowKey[]) => ReadonlyMap<RowKey, readonly ValidationIssue[]>;

/** Recomputes the issues of the rows a change touched (spec 01 section 5: a row's rules read its siblings). */
export function revalidate(map: ValidationMap, touched: readonly RowKey[], validate: ValidateRows): ValidationMap {
  if (touched.length === 0) return map;
  return replaceRowIssues(map, validate(touched), touched);
}
