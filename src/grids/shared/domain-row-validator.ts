import { incrementalRules } from '../../domain/validation/entities/incremental-rules';
import type { KeyedEntityRow } from '../../domain/validation/entities/incremental-rules';
import { rulesByKind } from '../../domain/validation/entities/validate-rows';
import type { ContextsByKind, RowKind, RowsByKind } from '../../domain/validation/entities/validate-rows';
import type { BulkOptions } from '../../domain/validation/entities/run-rules';
import { fieldsRead } from '../../domain/validation/entities/entity-rules';
import type { EntityRules } from '../../domain/validation/entities/entity-rules';
import type { GridRowValidator, IncrementalRowValidator, RowRulesState } from '../../grid';

/**
 * A grid validator from the domain's rules of an entity kind (spec 01 section 5): every live row is
 * checked with its siblings, as the server checks a bulk save, and the issues are filed under the
 * grid's row keys. New rows have no GUID yet: they are the ones being inserted (a layer placed
 * between two earns the intermediate-layer warning). `options.groupByParent: false` makes the grid's
 * rows one sibling set (the rows of one point, new ones not yet carrying the point's id). The sibling
 * rules are kept incrementally (`start`), so one edit costs the rows it touches; called as a function
 * it checks a whole list at once.
 */
export function domainRowValidator<K extends RowKind>(
  kind: K, context: ContextsByKind[K], options: Pick<BulkOptions, 'groupByParent'> = {},
): GridRowValidator & IncrementalRowValidator {
  const start = (): RowRulesState => {
    const rules: EntityRules<RowsByKind[K], ContextsByKind[K]> = rulesByKind[kind];
    const kept = incrementalRules(rules, context, options);
    const read = fieldsRead(rules);
    return {
      // The grid's rows are the entity's rows by their wire names (spec 01 section 3): handed over as they are.
      reset: (rows) => kept.reset(rows as readonly KeyedEntityRow<RowsByKind[K]>[]),
      update: (changes, order) => kept.update(changes as readonly KeyedEntityRow<RowsByKind[K]>[], order),
      ...(read ? { fieldsRead: read } : {}),
    };
  };
  return Object.assign((rows: Parameters<GridRowValidator>[0]) => start().reset(rows), { start });
}
