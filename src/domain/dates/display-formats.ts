import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { Language } from '../language/language-codes';

dayjs.extend(customParseFormat);

/**
 * Display formats per language (spec 01 sections 1 and 3): DD-MM-YYYY for Dutch, YYYY-MM-DD for
 * English. The spec is silent on the other four; they follow their own day-first custom (fr, es, it
 * with '/', de with '.'), which users of those languages read without thinking.
 */
const dateFormats: Record<Language, string> = {
  nl: 'DD-MM-YYYY', en: 'YYYY-MM-DD', fr: 'DD/MM/YYYY', es: 'DD/MM/YYYY', de: 'DD.MM.YYYY', it: 'DD/MM/YYYY',
};

/** The display format of a date in `language`. */
export function displayDateFormat(language: Language): string {
  return dateFormats[language];
}

/** The display format of a datetime (type 13): the date format plus HH:mm:ss. */
export function displayDateTimeFormat(language: Language): string {
  return `${dateFormats[language]} HH:mm:ss`;
}

const payloadDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * The payload's own shapes read without dayjs: a grid scrolling through 100,000 dated rows formats a
 * few hundred dates a second, and a strict dayjs parse per cell showed in the frame times. Null for
 * anything else (or an impossible date), which then goes the general way.
 */
function formatPayloadDate(value: string, format: string): string | null {
  const match = payloadDate.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00'] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
  if (!real) return null;
  return format.replace('YYYY', year).replace('MM', month).replace('DD', day).replace('HH', hour).replace('mm', minute).replace('ss', second);
}

/** Formats a payload date or datetime ('YYYY-MM-DD…') for display; empty for empty or unreadable input. */
export function formatDisplayDate(value: string | null | undefined, language: Language, withTime = false): string {
  if (!value) return '';
  const format = withTime ? displayDateTimeFormat(language) : displayDateFormat(language);
  const fast = formatPayloadDate(value.slice(0, 19), format);
  if (fast !== null) return fast;
  const parsed = dayjs(value.slice(0, 19), ['YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD'], true);
  if (!parsed.isValid()) return '';
  return parsed.format(format);
}

/**
 * Reads a date typed in the language's display format (or the ISO form, which every language
 * accepts) back to the payload form; null when it is not a real date.
 */
export function parseDisplayDate(text: string, language: Language, withTime = false): string | null {
  const formats = withTime
    ? [displayDateTimeFormat(language), 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss']
    : [displayDateFormat(language), 'YYYY-MM-DD'];
  const parsed = dayjs(text.trim(), formats, true);
  if (!parsed.isValid()) return null;
  return parsed.format(withTime ? 'YYYY-MM-DDTHH:mm:ss' : 'YYYY-MM-DD');
}
