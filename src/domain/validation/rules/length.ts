import { error } from '../issue';
import type { ValidationIssue } from '../issue';

/**
 * Value too long (spec 01 section 5): refuses text longer than `max` characters.
 * Numbers are measured as written; blank values pass (requiredIssues decides about those).
 */
export function maxLengthIssues(field: string, value: unknown, max: number): ValidationIssue[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  // UTF-16 length, because that is what the server's text columns count.
  return String(value).length > max ? [error(field, 'validation.tooLong', { max })] : [];
}
