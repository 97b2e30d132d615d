import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { numberMax, numberMin } from '../limits';
import { isBlank } from './required';

/** What a number editor accepts (spec 01 section 3, field-editor types 5, 6, 19). */
export interface NumberFormat {
  /** Whole numbers only (type 5), or decimals with a dot (types 6, 19). */
  integer: boolean;
  /** Whether a minus sign is allowed (types 5, 6 yes; 19 no). */
  allowMinus: boolean;
}

/** The number editors of spec 01 section 3 (types 5, 6, 19) plus a count for things like asbestos pieces. */
export const numberFormats = {
  /** Type 5: integer, minus allowed. */
  integer: { integer: true, allowMinus: true },
  /** Type 6: decimal, minus allowed. */
  decimal: { integer: false, allowMinus: true },
  /** Type 19: trajectory part, decimals, no minus; also depths in cm below surface. */
  trajectory: { integer: false, allowMinus: false },
  /** A count: whole and not negative. */
  count: { integer: true, allowMinus: false },
} as const satisfies Record<string, NumberFormat>;

const decimalText = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;
const commaDecimalText = /^-?\d*,\d+$/;

/**
 * Reads a number from a cell or wire value: a finite number, or text written with digits, an optional
 * minus and a dot for decimals. Anything else (blank, '1,5', '1e3', true) gives undefined.
 */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return decimalText.test(text) ? Number(text) : undefined;
}

/**
 * Must be a number, at most 2147483647 (spec 01 section 5; spec 02 section 5 "digits or minus per
 * type"). Refuses a comma decimal with its own message, since Dutch, French and German users type one.
 * Blank values pass (requiredIssues decides about those).
 */
export function numberIssues(field: string, value: unknown, format: NumberFormat): ValidationIssue[] {
  if (isBlank(value)) return [];
  const number = readNumber(value);
  if (number === undefined) {
    const comma = typeof value === 'string' && commaDecimalText.test(value.trim());
    return [error(field, comma ? 'validation.number.decimalComma' : 'validation.number.notANumber')];
  }
  if (!format.allowMinus && number < 0) return [error(field, 'validation.number.negative')];
  if (format.integer && !Number.isInteger(number)) return [error(field, 'validation.number.notWhole')];
  if (number > numberMax) return [error(field, 'validation.number.tooLarge', { max: numberMax })];
  if (number < numberMin) return [error(field, 'validation.number.tooSmall', { min: numberMin })];
  return [];
}

/** Depth must be a number (spec 01 section 5): centimetres below surface, decimals, no minus. */
export function depthIssues(field: string, value: unknown): ValidationIssue[] {
  return numberIssues(field, value, numberFormats.trajectory);
}
