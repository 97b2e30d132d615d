import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { isBlank } from './required';

/**
 * Booleans must be true or false (spec 01 section 5): a boolean, or the text 'true' / 'false' in any
 * case, as a pasted cell or an imported file spells it. Blank values pass.
 */
export function booleanIssues(field: string, value: unknown): ValidationIssue[] {
  if (isBlank(value) || typeof value === 'boolean') return [];
  if (typeof value === 'string' && /^(?:true|false)$/i.test(value.trim())) return [];
  return [error(field, 'validation.boolean')];
}
