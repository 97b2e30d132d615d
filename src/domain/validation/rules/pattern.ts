import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { isBlank } from './required';

// Template patterns repeat across thousands of cells: compile each once.
const compiled = new Map<string, RegExp | null>();

function compile(pattern: string | RegExp): RegExp | null {
  const cacheKey = typeof pattern === 'string' ? `s:${pattern}` : `r:${pattern.source}/${pattern.flags}`;
  const cached = compiled.get(cacheKey);
  if (cached !== undefined) return cached;
  let regex: RegExp | null;
  try {
    // A text pattern must match the whole value, as Angular's Validators.pattern (the original editors) does.
    const source = typeof pattern === 'string' ? `^(?:${pattern})$` : pattern.source;
    const flags = typeof pattern === 'string' ? 'i' : `${pattern.flags.replace(/[gyi]/g, '')}i`;
    regex = new RegExp(source, flags);
  } catch {
    // A broken template pattern must not block every save; it is the template's fault, not the user's.
    regex = null;
  }
  compiled.set(cacheKey, regex);
  return regex;
}

/**
 * True when the value matches the pattern, ignoring case (spec 01 section 5). A text pattern must
 * match the whole value; a RegExp is used as written, with the case-insensitive flag added.
 */
export function matchesPattern(value: string, pattern: string | RegExp): boolean {
  const regex = compile(pattern);
  return regex === null || regex.test(value);
}

/** Value does not match the pattern (case-insensitive, spec 01 section 5); blank values pass. */
export function patternIssues(field: string, value: unknown, pattern: string | RegExp): ValidationIssue[] {
  if (isBlank(value) || (typeof value !== 'string' && typeof value !== 'number')) return [];
  return matchesPattern(String(value), pattern) ? [] : [error(field, 'validation.pattern')];
}
