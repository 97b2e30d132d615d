import type { TransformFailureReason } from '../../../domain/coordinates/transform';
import type { IssueCode, Severity, ValidationIssue } from '../../../domain/validation/issue';
import type { XyzField } from './xyz-columns';

/**
 * The message of an XYZ finding: a domain validation code (shared with the point grid), a reprojection
 * failure of the coordinate module, or one of the import's own under `xyzImport.issue.`.
 */
export type XyzIssueCode = IssueCode | `coordinates.transform.${TransformFailureReason}` | `xyzImport.issue.${string}`;

/** One finding about one cell of a pasted row: the row is the one it is listed under. */
export interface XyzIssue {
  field: XyzField;
  code: XyzIssueCode;
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>;
  severity: Severity;
}

/** An error on a cell of the XYZ block. */
export function xyzError(field: XyzField, code: XyzIssueCode, params?: XyzIssue['params']): XyzIssue {
  return params ? { field, code, params, severity: 'error' } : { field, code, severity: 'error' };
}

/** A domain finding (its field named by the column, as the XYZ checks pass it) as an XYZ finding. */
export function fromDomainIssue(issue: ValidationIssue, field: XyzField): XyzIssue {
  return issue.params ? { field, code: issue.code, params: issue.params, severity: issue.severity } : { field, code: issue.code, severity: issue.severity };
}
