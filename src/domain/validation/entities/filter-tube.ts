import type { ValidationIssue } from '../issue';
import { trajectoryIssues } from '../rules/range';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The filter (gauging) tube fields these rules read (wire names of tblFilterTubes). */
export interface FilterTubeRow {
  FtGuid?: string | null;
  MpID?: unknown;
  FtName?: unknown;
  FtFrom?: unknown;
  FtTo?: unknown;
}

/** What a filter tube check may know. */
export type FilterTubeContext = EntityContext;

/**
 * Filter tube rules (spec 01 section 5): filter 'to' above 'from', and the gauging tube name unique
 * among the tubes of its measurement point (MpID).
 */
export const filterTubeRules: EntityRules<FilterTubeRow, FilterTubeContext> = {
  keyField: 'FtGuid',
  parentField: 'MpID',
  rowIssues: (row) => trajectoryIssues({ from: 'FtFrom', to: 'FtTo' }, row.FtFrom, row.FtTo),
  uniqueFields: ['FtName'],
};

/** Validates a filter tube and its name among the tubes of its point (spec 01 section 5). */
export function validateFilterTube(row: FilterTubeRow, siblings: readonly FilterTubeRow[], context: FilterTubeContext = {}): ValidationIssue[] {
  return validateRow(filterTubeRules, row, siblings, context);
}
