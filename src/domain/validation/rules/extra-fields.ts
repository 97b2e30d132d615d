import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { extraFieldLimits } from '../limits';

/** Characters a value takes as JSON; a value JSON cannot hold (e.g. undefined) counts as nothing. */
function jsonLength(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * A record's fields outside `declared` stay bounded (spec 01 section 3 keeps fields it does not
 * list): at most `extraFieldLimits.count` of them, names of at most `nameLength` characters, and
 * `totalLength` characters of names and values in all. Answers the first field past a limit only:
 * one finding explains the refusal.
 */
export function extraFieldIssues(row: Readonly<Record<string, unknown>>, declared: ReadonlySet<string>): ValidationIssue[] {
  let count = 0;
  let total = 0;
  for (const [field, value] of Object.entries(row)) {
    if (declared.has(field)) continue;
    count += 1;
    if (count > extraFieldLimits.count) return [error(field, 'validation.extraFields.tooMany', { max: extraFieldLimits.count })];
    if (field.length > extraFieldLimits.nameLength) return [error(field, 'validation.extraFields.nameTooLong', { max: extraFieldLimits.nameLength })];
    total += field.length + jsonLength(value);
    if (total > extraFieldLimits.totalLength) return [error(field, 'validation.extraFields.tooLarge', { max: extraFieldLimits.totalLength })];
  }
  return [];
}
