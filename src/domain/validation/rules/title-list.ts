import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { normaliseName } from './unique';

/** One filled-in entry of a list of titles: the field that holds it and its value. */
export interface TitleEntry {
  field: string;
  title: unknown;
}

/**
 * Titles in lists may appear once each, with a maximum list length (spec 01 section 5). Blank entries
 * are not titles. A repeated title is reported on every later field that repeats it; a list longer
 * than `maxCount` is reported on the first field past the limit.
 */
export function titleListIssues(entries: readonly TitleEntry[], maxCount?: number): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  let count = 0;
  for (const entry of entries) {
    const title = normaliseName(entry.title);
    if (title === '') continue;
    count += 1;
    if (maxCount !== undefined && count === maxCount + 1) {
      issues.push(error(entry.field, 'validation.titleList.tooMany', { max: maxCount }));
    }
    if (seen.has(title)) issues.push(error(entry.field, 'validation.titleList.duplicate', { title: String(entry.title).trim() }));
    seen.add(title);
  }
  return issues;
}
