import type { EditorKind } from '../codes/field-editor-types';
import { formatDisplayDate, parseDisplayDate } from '../dates/display-formats';
import type { Language } from '../language/language-codes';
import { error, hasErrors } from '../validation/issue';
import type { Validated } from '../validation/issue';
import { dateFormatHint } from './date-input';
import type { EditorValue } from './editor-values';
import { kindIssues, numberKinds } from './kind-rules';

/** Kinds whose text is a code or identifier, where surrounding spaces are never meant. */
const trimmedKinds: ReadonlySet<EditorKind> = new Set<EditorKind>([
  'barcode', 'projectCode', 'texture', 'specialComponent', 'colour', 'twoLists', 'list', 'sublocationList',
]);

/** '1-2-2026' and '9:05' as '01-02-2026' and '09:05', so the strict display formats accept them. */
function padSingleDigits(text: string): string {
  return text.replace(/(^|\D)(\d)(?=\D|$)/g, (_match, before: string, digit: string) => `${before}0${digit}`);
}

/** 'DD-MM-YYYY HH:mm' as 'DD-MM-YYYY HH:mm:00': seconds may be left out (spec 01 section 5 reading of type 13). */
function addMissingSeconds(text: string): string {
  return /[T\s]\d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
}

function parseDate(kind: 'date' | 'datetime', text: string, language: Language, field: string): Validated<EditorValue> {
  const withTime = kind === 'datetime';
  const normalised = padSingleDigits(text.trim());
  const parsed = parseDisplayDate(withTime ? addMissingSeconds(normalised) : normalised, language, withTime);
  if (parsed === null) {
    const code = withTime ? 'validation.dateTime.displayFormat' : 'validation.date.displayFormat';
    return { ok: false, issues: [error(field, code, { format: dateFormatHint(language, withTime) })] };
  }
  // Payload dates are YYYY-MM-DDTHH:mm:ss, a date at midnight (spec 01 section 5).
  return checked(kind, withTime ? parsed : `${parsed}T00:00:00`, field);
}

function checked(kind: EditorKind, value: EditorValue, field: string): Validated<EditorValue> {
  const issues = kindIssues(kind, field, value);
  return hasErrors(issues) ? { ok: false, issues } : { ok: true, value };
}

/**
 * Reads what a user typed into an editor of `kind` (spec 01 sections 3 and 5): blank gives null;
 * dates and datetimes in the language's display format (or ISO) give the payload form
 * 'YYYY-MM-DDTHH:mm:ss'; numbers with a minus and dot decimals as the kind allows give a number;
 * booleans 'true'/'false'; everything else the text itself, checked by the kind's rules. For
 * composite kinds the text is one stored part. Issues name `field`.
 */
export function parseEditorInput(kind: EditorKind, text: string, language: Language, field = ''): Validated<EditorValue> {
  if (text.trim() === '') return { ok: true, value: null };
  if (kind === 'date' || kind === 'datetime') return parseDate(kind, text, language, field);
  if (numberKinds.has(kind)) {
    const trimmed = text.trim();
    const issues = kindIssues(kind, field, trimmed);
    return hasErrors(issues) ? { ok: false, issues } : { ok: true, value: Number(trimmed) };
  }
  if (kind === 'boolean') {
    const issues = kindIssues(kind, field, text);
    return hasErrors(issues) ? { ok: false, issues } : { ok: true, value: text.trim().toLowerCase() === 'true' };
  }
  return checked(kind, trimmedKinds.has(kind) ? text.trim() : text, field);
}

const wireDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

/**
 * The text an editor of `kind` shows for a stored value (spec 01 sections 1 and 3): dates in the
 * language's display format, datetimes with HH:mm:ss, numbers with a dot, flags as 'true'/'false'.
 * A label holding a wire datetime shows it like type 13. A stored date that cannot be read is shown
 * as stored, so nothing is hidden from the user.
 */
export function formatEditorValue(kind: EditorKind, value: EditorValue | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  if ((kind === 'date' || kind === 'datetime') && typeof value === 'string') {
    return formatDisplayDate(value, language, kind === 'datetime') || value;
  }
  // Read-only labels are mostly last-changed stamps; show them as the language writes a datetime.
  if (kind === 'label' && typeof value === 'string' && wireDateTime.test(value)) return formatDisplayDate(value, language, true) || value;
  return String(value);
}
