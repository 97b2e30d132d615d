import type { ValidationIssue } from '../issue';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The sub-location fields these rules read (wire names of tblSublocations). */
export interface SublocationRow {
  SlGuid?: string | null;
  PrID?: unknown;
  SlName?: unknown;
}

/** What a sub-location check may know. */
export type SublocationContext = EntityContext;

/** Sub-location rules (spec 01 section 5): name unique among the project's (PrID) sub-locations. */
export const sublocationRules: EntityRules<SublocationRow, SublocationContext> = {
  keyField: 'SlGuid',
  parentField: 'PrID',
  rowIssues: () => [],
  uniqueFields: ['SlName'],
};

/** Validates a sub-location and its name among the project's sub-locations (spec 01 section 5). */
export function validateSublocation(row: SublocationRow, siblings: readonly SublocationRow[], context: SublocationContext = {}): ValidationIssue[] {
  return validateRow(sublocationRules, row, siblings, context);
}
