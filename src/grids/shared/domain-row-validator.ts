import { rowKey, validateRows } from '../../domain/validation/entities/validate-rows';
import type { ContextsByKind, RowKind, RowsByKind } from '../../domain/validation/entities/validate-rows';
import type { BulkOptions } from '../../domain/validation/entities/run-rules';
import type { ValidationIssue } from '../../domain/validation/issue';
import type { GridRowValidator } from '../../grid';

/**
 * A grid validator from the domain's rules of an entity kind (spec 01 section 5): every live row is
 * checked with its siblings, as the server checks a bulk save, and the issues are filed under the
 * grid's row keys. New rows have no GUID yet: they are the ones being inserted (a layer placed
 * between two earns the intermediate-layer warning). `options.groupByParent: false` makes the grid's
 * rows one sibling set (the rows of one point, new ones not yet carrying the point's id).
 */
export function domainRowValidator<K extends RowKind>(kind: K, context: ContextsByKind[K], options: Pick<BulkOptions, 'groupByParent'> = {}): GridRowValidator {
  return (rows) => {
    const list = rows.map((keyed) => keyed.row as RowsByKind[K]);
    const keys = list.map((row, index) => rowKey(kind, row, index));
    const insertedKeys = new Set(keys.filter((key) => key.startsWith('#')));
    const found = validateRows(kind, list, { ...context, ...options, insertedKeys });
    const byRow = new Map<string, readonly ValidationIssue[]>();
    keys.forEach((key, index) => {
      const issues = found.get(key);
      const keyed = rows[index];
      if (issues && keyed) byRow.set(keyed.rowKey, issues);
    });
    return byRow;
  };
}
