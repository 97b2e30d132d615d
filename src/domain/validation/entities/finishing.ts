import type { ValidationIssue } from '../issue';
import { trajectoryIssues } from '../rules/range';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The finishing fields these rules read (wire names of tblFinishings). */
export interface FinishingRow {
  FiGuid?: string | null;
  MpID?: unknown;
  FiFrom?: unknown;
  FiTo?: unknown;
}

/** What a finishing check may know. */
export type FinishingContext = EntityContext;

/**
 * Finishing rules (spec 01 section 5): a from/to range pair like the other ranges, 'to' above 'from'.
 * Finishings may overlap one another (a seal inside a gravel pack), so no continuity check.
 */
export const finishingRules: EntityRules<FinishingRow, FinishingContext> = {
  keyField: 'FiGuid',
  parentField: 'MpID',
  rowIssues: (row) => trajectoryIssues({ from: 'FiFrom', to: 'FiTo' }, row.FiFrom, row.FiTo),
};

/** Validates a finishing (spec 01 section 5). */
export function validateFinishing(row: FinishingRow, siblings: readonly FinishingRow[], context: FinishingContext = {}): ValidationIssue[] {
  return validateRow(finishingRules, row, siblings, context);
}
