import type { ValidationIssue } from '../../domain/validation/issue';
import { projectCodeMaxLength } from '../../domain/validation/limits';
import { maxLengthIssues } from '../../domain/validation/rules/length';
import { requiredIssues } from '../../domain/validation/rules/required';

/**
 * What the browser can say about a new project code by itself (spec 01 section 5): required and
 * at most 20 characters. Whether it is unused and allowed is the server's ValidateProjectCode.
 */
export function localProjectCodeIssues(code: string): ValidationIssue[] {
  return [...requiredIssues('PrCode', code.trim()), ...maxLengthIssues('PrCode', code, projectCodeMaxLength)];
}

/**
 * The server's verdict as issues on PrCode: its own findings, or — when it refuses without
 * saying why — the catalogue's 'invalid project code (in use or not allowed)' (spec 01 section 8).
 */
export function serverProjectCodeIssues(check: { valid: boolean; issues: readonly ValidationIssue[] }): ValidationIssue[] {
  if (check.valid) return [];
  const onCode = check.issues.filter((issue) => issue.field === 'PrCode');
  return onCode.length > 0 ? onCode : [{ field: 'PrCode', code: 'validation.projectCodeRefused', severity: 'error' }];
}
