import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { isBlank } from './required';

/** Which date spellings a date rule accepts (spec 01 section 5). */
export interface DateOptions {
  /** Also accept dd-mm-yyyy, which the spec allows only on import. */
  dayFirst?: boolean;
}

// yyyy-mm-dd, optionally followed by the wire's time part (dates travel as YYYY-MM-DDTHH:mm:ss).
const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?)?$/;
const dayFirstDate = /^(\d{2})-(\d{2})-(\d{4})$/;
// Type 13 (spec 01 section 3): DD-MM-YYYY HH:mm:ss or YYYY-MM-DD HH:mm:ss; the wire uses a T.
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const dayFirstDateTime = /^(\d{2})-(\d{2})-(\d{4})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

// Counted, not built as a Date: the rules check every date of a pasted block of thousands of rows.
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : daysInMonth[month - 1] as number);
}

function isClockTime(hours: number, minutes: number, seconds: number): boolean {
  return hours <= 23 && minutes <= 59 && seconds <= 59;
}

function parts(match: RegExpExecArray, order: readonly [number, number, number], from: number): number[] {
  const [y, m, d] = order;
  return [Number(match[y] ?? 0), Number(match[m] ?? 0), Number(match[d] ?? 0), Number(match[from] ?? 0), Number(match[from + 1] ?? 0), Number(match[from + 2] ?? 0)];
}

/** True for a real calendar date written yyyy-mm-dd (or dd-mm-yyyy with dayFirst), spec 01 section 5. */
export function isValidDate(text: string, options: DateOptions = {}): boolean {
  const trimmed = text.trim();
  const iso = isoDate.exec(trimmed);
  const match = iso ?? (options.dayFirst ? dayFirstDate.exec(trimmed) : null);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = parts(match, iso ? [1, 2, 3] : [3, 2, 1], 4);
  return isCalendarDay(year, month, day) && isClockTime(hours, minutes, seconds);
}

/** True for a real date and time (editor type 13, spec 01 section 3); seconds may be left out. */
export function isValidDateTime(text: string, options: DateOptions = {}): boolean {
  const trimmed = text.trim();
  const iso = isoDateTime.exec(trimmed);
  const match = iso ?? (options.dayFirst ? dayFirstDateTime.exec(trimmed) : null);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = parts(match, iso ? [1, 2, 3] : [3, 2, 1], 4);
  return isCalendarDay(year, month, day) && isClockTime(hours, minutes, seconds);
}

/**
 * Date must be valid (spec 01 section 5): yyyy-mm-dd, and dd-mm-yyyy only on import (`dayFirst`).
 * The wire form YYYY-MM-DDTHH:mm:ss is accepted too, so stored rows validate. Blank values pass.
 */
export function dateIssues(field: string, value: unknown, options: DateOptions = {}): ValidationIssue[] {
  if (isBlank(value)) return [];
  if (typeof value === 'string' && isValidDate(value, options)) return [];
  return [error(field, options.dayFirst ? 'validation.date.invalidImport' : 'validation.date.invalid')];
}

/** Date and time must be valid (editor type 13, spec 01 section 3); blank values pass. */
export function dateTimeIssues(field: string, value: unknown, options: DateOptions = {}): ValidationIssue[] {
  if (isBlank(value)) return [];
  if (typeof value === 'string' && isValidDateTime(value, options)) return [];
  return [error(field, 'validation.dateTime.invalid')];
}
