import { hasErrors, type ValidationIssue } from '../../src/domain/validation/issue';
import { describeIssues } from './issue-text';

/** A finding about one row of a bulk write: which row, and the table it belongs to. */
export interface RowIssue extends ValidationIssue {
  /** The row's GUID as sent, or '#index' (its place in the sent list) for a row sent without one. */
  row: string;
  /** The table the row belongs to, e.g. 'tblMeasurementPoints'. */
  table: string;
}

/**
 * The error findings of the incoming rows only, out of validateRows' answer for incoming rows plus
 * their stored siblings (DATA-CALLS: 'keep only issues of the incoming rows'; a stored row that
 * breaks a newer rule must not block an unrelated save). Warnings never block (spec 01 section 5).
 */
export function incomingRowErrors(found: ReadonlyMap<string, readonly ValidationIssue[]>, incomingKeys: Iterable<string>, table: string): RowIssue[] {
  const errors: RowIssue[] = [];
  for (const key of incomingKeys) {
    const issues = found.get(key);
    if (!issues || !hasErrors(issues)) continue;
    for (const issue of issues) if (issue.severity === 'error') errors.push({ ...issue, row: key, table });
  }
  return errors;
}

/** The English {reason} of a refusal, naming each row by `labelOf(row)`: 'B012 MpName: Value …'. */
export function describeRowIssues(issues: readonly RowIssue[], labelOf: (row: string) => string): string {
  return describeIssues(issues.map((issue) => ({ ...issue, field: `${labelOf(issue.row)} ${issue.field}` })));
}

/** Issues with `row` as the client knows it: GUIDs the server made for new rows become '#index'. */
export function asSentRows(issues: readonly RowIssue[], sentKeys: ReadonlyMap<string, string>): RowIssue[] {
  return issues.map((issue) => ({ ...issue, row: sentKeys.get(issue.row) ?? issue.row }));
}
