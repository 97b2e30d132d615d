/** How bad a finding is: an error refuses the save, a warning only informs (spec 01 section 5). */
export type Severity = 'error' | 'warning';

/**
 * The translation key of a finding's message in locales/: a domain rule's under `validation.`
 * ('validation.required'), a failed coordinate transformation's under `coordinates.transform.`, or a
 * feature's own findings under `<namespace>.issue.` ('xyzImport.issue.duplicateName'), so a grid cell
 * and a form field show every kind the same way.
 */
export type IssueCode = `validation.${string}` | `coordinates.transform.${string}` | `${string}.issue.${string}`;

/** One finding of a validation rule, about one field of one record. */
export interface ValidationIssue {
  /** Wire name of the field, e.g. 'LaTo'. */
  field: string;
  code: IssueCode;
  /** Values for the message's placeholders, e.g. { max: 50 }. */
  params?: Record<string, string | number>;
  severity: Severity;
}

/** Result of validating a value or record. */
export type Validated<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

/** Builds an error issue. */
export function error(field: string, code: IssueCode, params?: ValidationIssue['params']): ValidationIssue {
  return params ? { field, code, params, severity: 'error' } : { field, code, severity: 'error' };
}

/** Builds a warning issue. */
export function warning(field: string, code: IssueCode, params?: ValidationIssue['params']): ValidationIssue {
  return params ? { field, code, params, severity: 'warning' } : { field, code, severity: 'warning' };
}

/** True when any issue is an error (warnings never block a save). */
export function hasErrors(issues: readonly ValidationIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}
