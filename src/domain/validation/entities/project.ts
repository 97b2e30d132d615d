import type { ValidationIssue } from '../issue';
import { drillingMasterMaxLength, projectCodeMaxLength, remarkMaxLength } from '../limits';
import { booleanIssues } from '../rules/boolean';
import { dateIssues } from '../rules/date';
import { maxLengthIssues } from '../rules/length';
import { requiredIssues } from '../rules/required';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The project fields these rules read (wire names of tblProjects). */
export interface ProjectRow {
  PrGuid?: string | null;
  PrCode?: unknown;
  PrDate?: unknown;
  PrDrillingMasterCode?: unknown;
  PrRemark?: unknown;
  PrPinned?: unknown;
}

/** What a project check may know: whether the project arrives by import. */
export type ProjectContext = EntityContext;

function projectRowIssues(row: ProjectRow, context: ProjectContext): ValidationIssue[] {
  return [
    // Spec 01 section 5: "Project code required on import"; elsewhere the server may still assign one.
    ...(context.importing ? requiredIssues('PrCode', row.PrCode) : []),
    ...maxLengthIssues('PrCode', row.PrCode, projectCodeMaxLength),
    ...dateIssues('PrDate', row.PrDate, { dayFirst: context.importing === true }),
    ...maxLengthIssues('PrDrillingMasterCode', row.PrDrillingMasterCode, drillingMasterMaxLength),
    ...maxLengthIssues('PrRemark', row.PrRemark, remarkMaxLength),
    ...booleanIssues('PrPinned', row.PrPinned),
  ];
}

/**
 * Project rules (spec 01 section 5, spec 02 section 5 import): code at most 20 characters, required
 * on import and unused among the other projects; drilling master 50; remark 250; date; pinned flag.
 * Whether a code is "allowed" is the server's ValidateProjectCode answer and not decided here.
 */
export const projectRules: EntityRules<ProjectRow, ProjectContext> = {
  keyField: 'PrGuid',
  rowIssues: projectRowIssues,
  uniqueFields: ['PrCode'],
};

/** Validates a project and its code against the other projects (spec 01 section 5). */
export function validateProject(row: ProjectRow, siblings: readonly ProjectRow[], context: ProjectContext = {}): ValidationIssue[] {
  return validateRow(projectRules, row, siblings, context);
}
