import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { numberFormats, numberIssues, readNumber } from './number';
import type { NumberFormat } from './number';
import { isBlank } from './required';

/** Names of the two fields of a range pair, e.g. { from: 'JrFrom', to: 'JrTo' }. */
export interface RangeFields {
  from: string;
  to: string;
}

/**
 * 'To' must be higher than 'from' (spec 01 section 5: jar, filter and layer ranges). Equal values are
 * refused too, since a range of no length holds nothing. Checked only when both are numbers.
 */
export function rangeOrderIssues(fields: RangeFields, from: unknown, to: unknown): ValidationIssue[] {
  const top = readNumber(from);
  const bottom = readNumber(to);
  if (top === undefined || bottom === undefined || bottom > top) return [];
  return [error(fields.to, 'validation.range.toNotAboveFrom', { from: top })];
}

/**
 * Trajectory (spec 01 section 5, editor type 19): both parts numeric (decimals, no minus, at most
 * 2147483647) and the second greater than the first. One part filled without the other is refused on
 * the empty part; both empty passes, leaving it to the entity to say whether the range is required.
 */
export function trajectoryIssues(
  fields: RangeFields,
  from: unknown,
  to: unknown,
  format: NumberFormat = numberFormats.trajectory,
): ValidationIssue[] {
  const fromBlank = isBlank(from);
  const toBlank = isBlank(to);
  if (fromBlank && toBlank) return [];
  if (fromBlank) return [error(fields.from, 'validation.trajectory.incomplete'), ...numberIssues(fields.to, to, format)];
  if (toBlank) return [...numberIssues(fields.from, from, format), error(fields.to, 'validation.trajectory.incomplete')];
  const numberProblems = [...numberIssues(fields.from, from, format), ...numberIssues(fields.to, to, format)];
  return numberProblems.length > 0 ? numberProblems : rangeOrderIssues(fields, from, to);
}
