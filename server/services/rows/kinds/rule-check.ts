import type { ValidationIssue } from '../../../../src/domain/validation/issue';
import { validateRows } from '../../../../src/domain/validation/entities/validate-rows';
import type { ContextsByKind, RowKind as RuleKind, RowsByKind } from '../../../../src/domain/validation/entities/validate-rows';
import type { WireRow } from '../../../db/repositories/entity-rows';
import type { RuleCheck } from '../row-kind';

/**
 * The domain's row rules of `kind` (spec 01 section 5) as a kind's `validate`: the same
 * validateRows the browser's grids run, over the rows after the change. `groupByParent: false`
 * makes the whole list one sibling set (names unique in the project).
 */
export function domainRules<K extends RuleKind>(kind: K, options: { groupByParent: boolean; context?: (check: RuleCheck) => ContextsByKind[K] }) {
  return (rows: readonly WireRow[], check: RuleCheck): Map<string, ValidationIssue[]> =>
    validateRows(kind, rows as readonly RowsByKind[K][], {
      ...(options.context ? options.context(check) : ({} as ContextsByKind[K])),
      insertedKeys: check.insertedKeys,
      groupByParent: options.groupByParent,
      betweenRowsOnly: check.betweenRowsOnly,
    });
}
