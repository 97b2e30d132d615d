import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { copyAmountMax, copyAmountMin } from '../limits';
import { readNumber } from './number';

/**
 * Copy amount (spec 01 sections 4, 5 and 9): a whole number of copies from 1 to 100. Blank is refused
 * too, since the copy dialog cannot run without a number.
 */
export function copyAmountIssues(value: unknown, field = 'copyAmount'): ValidationIssue[] {
  const amount = readNumber(value);
  if (amount === undefined || !Number.isInteger(amount) || amount < copyAmountMin || amount > copyAmountMax) {
    return [error(field, 'validation.copyAmount.range', { min: copyAmountMin, max: copyAmountMax })];
  }
  return [];
}
