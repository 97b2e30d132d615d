import { displayDateFormat, displayDateTimeFormat } from '../dates/display-formats';
import type { Language } from '../language/language-codes';

/** The letters a user of each language reads in a date template: day, month, year, hour, minute, second. */
const formatLetters: Record<Language, { D: string; M: string; Y: string; H: string; m: string; s: string }> = {
  nl: { D: 'D', M: 'M', Y: 'J', H: 'u', m: 'm', s: 's' },
  en: { D: 'D', M: 'M', Y: 'Y', H: 'h', m: 'm', s: 's' },
  fr: { D: 'J', M: 'M', Y: 'A', H: 'h', m: 'm', s: 's' },
  es: { D: 'D', M: 'M', Y: 'A', H: 'h', m: 'm', s: 's' },
  de: { D: 'T', M: 'M', Y: 'J', H: 'h', m: 'm', s: 's' },
  it: { D: 'G', M: 'M', Y: 'A', H: 'h', m: 'm', s: 's' },
};

/**
 * The display format of a date (or datetime, type 13) written the way its readers spell it, e.g.
 * 'DD-MM-JJJJ' in Dutch and 'YYYY-MM-DD hh:mm:ss' in English (spec 01 sections 1 and 3). Shown as
 * the input's hint and in the 'invalid date' message; derived from display-formats so both agree.
 */
export function dateFormatHint(language: Language, withTime = false): string {
  const format = withTime ? displayDateTimeFormat(language) : displayDateFormat(language);
  const letters = formatLetters[language];
  return format.replace(/YYYY|DD|MM|HH|mm|ss/g, (token) => {
    const letter = token === 'YYYY' ? letters.Y : letters[token.charAt(0) as 'D' | 'M' | 'H' | 'm' | 's'];
    return letter.repeat(token.length);
  });
}

const wireDate = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2}))?)?/;

/**
 * A stored date or datetime in the form a native date picker takes ('YYYY-MM-DD', or
 * 'YYYY-MM-DDTHH:mm:ss' for type 13); '' when the value is blank or unreadable.
 */
export function toPickerValue(value: unknown, withTime = false): string {
  if (typeof value !== 'string') return '';
  const match = wireDate.exec(value.trim());
  if (!match) return '';
  const [, date = '', time = '00:00', seconds = '00'] = match;
  return withTime ? `${date}T${time}:${seconds}` : date;
}

/**
 * A native picker's value as a stored value: payload dates are 'YYYY-MM-DDTHH:mm:ss' (spec 01
 * section 5), so a date gets T00:00:00 and a time without seconds gets :00. Null when blank or unreadable.
 */
export function fromPickerValue(picked: string, withTime = false): string | null {
  const match = wireDate.exec(picked.trim());
  if (!match) return null;
  const [, date = '', time, seconds = '00'] = match;
  return withTime && time !== undefined ? `${date}T${time}:${seconds}` : `${date}T00:00:00`;
}
