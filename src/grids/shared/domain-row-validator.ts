import { rowKey, validateRows } from '../../domain/validation/entities/validate-rows';
import type { ContextsByKind, RowKind, RowsByKind } from '../../domain/validation/entities/validate-rows';
import type { ValidationIssue } from '../../domain/validation/issue';
import type { GridRowValidator } from '../../grid';

/**
 * A grid validator from the domain's rules of an entity kind (spec 01 section 5): every live row is
 * checked with its siblings, as the server checks a bulk save, and the issues are filed under the
 * grid's row keys (new rows have no GUID yet).
 */
export function domainRowValidator<K extends RowKind>(kind: K, context: ContextsByKind[K]): GridRowValidator {
  return (rows) => {
    const list = rows.map((keyed) => keyed.row as RowsByKind[K]);
    const found = validateRows(kind, list, context);
    const byRow = new Map<string, readonly ValidationIssue[]>();
    list.forEach((row, index) => {
      const issues = found.get(rowKey(kind, row, index));
      const keyed = rows[index];
      if (issues && keyed) byRow.set(keyed.rowKey, issues);
    });
    return byRow;
  };
}
