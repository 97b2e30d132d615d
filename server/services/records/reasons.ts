import type { ValidationIssue } from '../../../src/domain/validation/issue';
import { refused } from '../../errors';
import type { AppError } from '../../errors';
import { defineMessage, renderMessage } from '../../messages';
import type { CatalogueMessage, MessageParams } from '../../messages';
import { describeIssues } from '../issue-text';

/**
 * Reasons a write or read of project rows is refused: the {{reason}} of the call's catalogue
 * message (spec 01 section 8, e.g. 'Unable to save watersamples. {reason}'). A record of another
 * licence gives the same reason as one that does not exist (issue 'Data service', deliver 5).
 */
export const recordReasons = {
  projectNotFound: defineMessage('server.records.projectNotFound', 'Project {{project}} was not found.'),
  pointNotFound: defineMessage('server.records.pointNotFound', 'Measurement point {{guid}} was not found in the project.'),
  tubeNotFound: defineMessage('server.records.tubeNotFound', 'Gauging tube {{guid}} was not found under the measurement point.'),
  sampleNotFound: defineMessage('server.records.sampleNotFound', 'Water sample {{guid}} was not found.'),
  cadastralRecordNotFound: defineMessage('server.records.cadastralRecordNotFound', 'Cadastral record {{id}} was not found.'),
  rowsNotFound: defineMessage('server.records.rowsNotFound', 'These records were not found: {{keys}}.'),
  guidTaken: defineMessage('server.records.guidTaken', 'A record with GUID {{guid}} already exists.'),
  appearsTwice: defineMessage('server.records.appearsTwice', 'Record {{key}} appears more than once in the request.'),
  identityMissing: defineMessage('server.records.identityMissing', 'Every row to update needs its {{fields}}.'),
  nothingToDelete: defineMessage('server.records.nothingToDelete', 'Name the records to delete with {{fields}}.'),
  invalidValues: defineMessage('server.records.invalidValues', 'Invalid values: {{details}}'),
} as const;

/** A reason as English text, for the {{reason}} placeholder. */
export function reasonText(reason: CatalogueMessage, params: MessageParams = {}): string {
  return renderMessage(reason, params);
}

/** A refusal of a write (Import_Failed) or read (Export_Failed) with a reason; throw it inside the transaction. */
export function refusedBecause(resultCode: string, message: CatalogueMessage, reason: string, issues?: readonly ValidationIssue[]): AppError {
  return refused(resultCode, message, { reason }, issues ? { issues } : undefined);
}

/** A refusal whose reason is the domain's findings (spec 01 section 5), the full list travelling as Issues. */
export function refusedForIssues(resultCode: string, message: CatalogueMessage, issues: readonly ValidationIssue[]): AppError {
  return refusedBecause(resultCode, message, describeIssues(issues), issues);
}
