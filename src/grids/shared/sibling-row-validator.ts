import type { ValidationIssue } from '../../domain/validation/issue';
import type { GridRowValidator } from '../../grid';

type Row = Readonly<Record<string, unknown>>;

/** The domain's rules of one row among its siblings (a code in its list, a field in its template). */
export type SiblingRowRules = (row: Row, siblings: readonly Row[], isSameRow: (a: Row, b: Row) => boolean) => ValidationIssue[];

/** A grid validator that checks every row with `rules` against all rows of the grid, a row known by its key. */
export function siblingRowValidator(rules: SiblingRowRules): GridRowValidator {
  return (rows) => {
    const keyOf = new Map<Row, string>(rows.map(({ rowKey, row }) => [row, rowKey]));
    const all = rows.map(({ row }) => row);
    const sameRow = (a: Row, b: Row) => keyOf.get(a) === keyOf.get(b);
    const issues = new Map<string, readonly ValidationIssue[]>();
    for (const { rowKey, row } of rows) {
      const found = rules(row, all, sameRow);
      if (found.length > 0) issues.set(rowKey, found);
    }
    return issues;
  };
}
