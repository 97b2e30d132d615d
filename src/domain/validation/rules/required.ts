import { error } from '../issue';
import type { ValidationIssue } from '../issue';

/**
 * True when a value counts as not filled in: null, undefined, or text of only white space
 * (spec 01 section 5, "required field"). Zero and false are values.
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** Required field (spec 01 section 5): refuses a blank value. */
export function requiredIssues(field: string, value: unknown): ValidationIssue[] {
  return isBlank(value) ? [error(field, 'validation.required')] : [];
}
