import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type * as z from 'zod';
import { toPayloadDateTime } from '../../dates/timestamps';
import { optionalDateTime } from '../../entities/wire-types';

dayjs.extend(customParseFormat);

/** A spreadsheet cell as a reader hands it over: text, a number, a flag, a date, or empty. */
export type CellValue = string | number | boolean | Date | null;

/** A cell read into a field's value, or refused when the field cannot hold it. */
export type FieldValue = { ok: true; value: unknown } | { ok: false };

/** Day 0 of Excel's 1900 date system as JavaScript counts it (serial 1 is 1900-01-01; the 1900 leap-year bug absorbed). */
const excelEpochMs = Date.UTC(1899, 11, 30);
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Date texts a person types or a spreadsheet writes: the payload's own ISO forms, and the day-first forms of
 * Dutch Excel (spec 01 section 5: 'yyyy-mm-dd, and dd-mm-yyyy on import').
 */
const dateTexts = [
  'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD',
  'DD-MM-YYYY HH:mm:ss', 'DD-MM-YYYY HH:mm', 'DD-MM-YYYY', 'D-M-YYYY', 'DD/MM/YYYY', 'D/M/YYYY', 'DD.MM.YYYY',
];

const accepts = (field: z.ZodType, value: unknown) => field.safeParse(value).success;

/** A date cell as the payload's 'YYYY-MM-DDTHH:mm:ss': a date (wall-clock time as the sheet shows it), an Excel serial or a date text. */
function dateValue(value: Exclude<CellValue, null>): FieldValue {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { ok: false } : { ok: true, value: toPayloadDateTime(value) };
  if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, value: toPayloadDateTime(new Date(excelEpochMs + Math.round(value * dayMs))) } : { ok: false };
  if (typeof value !== 'string') return { ok: false };
  const parsed = dayjs(value.trim(), dateTexts, true);
  return parsed.isValid() ? { ok: true, value: parsed.format('YYYY-MM-DDTHH:mm:ss') } : { ok: false };
}

/**
 * A number typed as text in either convention: Dutch '1.234,5' and '12,5', or '1234.5' and '1,234.5'.
 * A lone separator is the decimal one ('12,500' is twelve and a half as Dutch Excel writes it, '1.234' is
 * one point two three four); dots read as thousands only before a decimal comma or when there are several.
 */
export function parseDecimalText(text: string): number | null {
  const plain = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (plain === '') return null;
  let normal: string;
  if (/^[-+]?\d{1,3}(\.\d{3})+,\d+$/.test(plain) || /^[-+]?\d{1,3}(\.\d{3}){2,}$/.test(plain)) normal = plain.replace(/\./g, '').replace(',', '.');
  else if (/^[-+]?\d{1,3}(,\d{3})+\.\d+$/.test(plain)) normal = plain.replace(/,/g, '');
  else if (/^[-+]?\d*,\d+$/.test(plain)) normal = plain.replace(',', '.');
  else if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(plain)) normal = plain;
  else return null;
  const number = Number(normal);
  return Number.isFinite(number) ? number : null;
}

const trueWords = new Set(['true', 'waar', 'ja', 'yes', 'wahr', 'vrai', 'oui', 'sì', 'si', 'verdadero', '1', 'x']);
const falseWords = new Set(['false', 'onwaar', 'nee', 'no', 'falsch', 'nein', 'faux', 'non', 'falso', '0']);

/**
 * Reads one spreadsheet cell into the value `field` (an entity schema's field) holds: empty is null, dates
 * become payload dates, numbers typed as text with a decimal comma become numbers, yes/no words become flags,
 * and a number in a text field becomes its text. Refused when the field cannot hold the result.
 */
export function fieldValueFromCell(field: z.ZodType, value: CellValue | undefined): FieldValue {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return { ok: true, value: null };
  if (field === optionalDateTime) return dateValue(value);
  const takesText = accepts(field, 'x');
  let candidate: unknown = value;
  if (typeof value === 'string' && !takesText && accepts(field, 0)) candidate = parseDecimalText(value) ?? value;
  else if (typeof value === 'string' && !takesText && accepts(field, true)) {
    const word = value.trim().toLowerCase();
    candidate = trueWords.has(word) ? true : falseWords.has(word) ? false : value;
  } else if (typeof value === 'number' && !accepts(field, 0) && accepts(field, true) && (value === 0 || value === 1)) candidate = value === 1;
  else if (typeof value === 'number' && takesText && !accepts(field, 0)) candidate = String(value);
  else if (typeof value === 'boolean' && takesText && !accepts(field, true)) candidate = value ? 'true' : 'false';
  else if (value instanceof Date && takesText) candidate = toPayloadDateTime(value);
  return accepts(field, candidate) ? { ok: true, value: candidate } : { ok: false };
}
