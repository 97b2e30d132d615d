import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { isBlank } from './required';

/**
 * 'Only letters' (spec 01 section 5): every character is a letter of any alphabet (so 'é' and 'ß'
 * count), with no digits, spaces or signs. Blank values pass.
 */
export function onlyLettersIssues(field: string, value: unknown): ValidationIssue[] {
  if (isBlank(value)) return [];
  return typeof value === 'string' && /^\p{L}+$/u.test(value) ? [] : [error(field, 'validation.onlyLetters')];
}

/**
 * 'Only upper case' (spec 01 section 5): no lower-case letter anywhere; digits and signs are left to
 * the other rules. Blank values pass.
 */
export function onlyUpperCaseIssues(field: string, value: unknown): ValidationIssue[] {
  if (isBlank(value) || typeof value === 'number') return [];
  return typeof value === 'string' && !/\p{Ll}/u.test(value) ? [] : [error(field, 'validation.onlyUpperCase')];
}
