import { reportedSortNumber } from '../../domain/lab/censored-value';
import { naturalKey } from './natural-order';
import { isEmptyValue } from './patch';

/**
 * How a column's values compare when sorted; 'reported' is a lab value as sent, where '<0.2' sorts just
 * below 0.2 and text after the numbers (spec 02 section 3, censored values).
 */
export type SortKind = 'number' | 'text' | 'date' | 'boolean' | 'reported';

/** One sort level: a column (by wire field), its direction and its kind of values. */
export interface SortSpec {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
  readonly kind: SortKind;
}

/** One column filter: the shown text contains, or equals, `text`; case is ignored, blank text filters nothing. */
export interface FilterSpec {
  readonly field: string;
  readonly op: 'contains' | 'equals';
  readonly text: string;
}

/** What rowOrder reads; rows are indexes 0..rowCount-1 of the caller's row list (loaded rows, then new ones). */
export interface RowOrderInput {
  readonly rowCount: number;
  /** A cell's stored value (edits included): what sorting compares. */
  readonly valueAt: (index: number, field: string) => unknown;
  /** A cell's shown text, what filters match; by default the value as text. */
  readonly textAt?: (index: number, field: string) => string;
  readonly sort?: readonly SortSpec[];
  readonly filters?: readonly FilterSpec[];
}

// Classes order mixed columns as Excel does: numbers (or dates, or flags), then text, then blanks.
const VALUE = 0;
const TEXT = 1;
const BLANK = 2;

interface SortKeys {
  readonly sign: number;
  readonly classes: Uint8Array;
  readonly numbers: Float64Array;
  readonly texts: (string | undefined)[];
}

const isoDate = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?/;
const dayFirstDate = /^(\d{1,2})-(\d{1,2})-(\d{4})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?/;

function dateNumber(text: string): number {
  const iso = isoDate.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]] : (() => {
    const dmy = dayFirstDate.exec(text);
    return dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]] : null;
  })();
  if (!parts) return NaN;
  const [y, m, d, h, min, s] = parts.map((part) => Number(part ?? 0));
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h, min, s);
}

function numberOf(value: unknown, kind: SortKind): number {
  if (kind === 'reported') return reportedSortNumber(value);
  if (kind === 'boolean') {
    if (typeof value === 'boolean') return value ? 1 : 0;
    const text = String(value).trim().toLowerCase();
    return text === 'true' || text === '1' ? 1 : text === 'false' || text === '0' ? 0 : NaN;
  }
  if (typeof value === 'number') return kind === 'number' ? value : NaN;
  if (typeof value !== 'string') return NaN;
  return kind === 'number' ? (value.trim() === '' ? NaN : Number(value.trim())) : dateNumber(value.trim());
}

function sortKeys(rows: readonly number[], spec: SortSpec, valueAt: RowOrderInput['valueAt'], rowCount: number): SortKeys {
  const classes = new Uint8Array(rowCount);
  const numbers = new Float64Array(rowCount);
  const texts: (string | undefined)[] = new Array<string | undefined>(rowCount);
  for (const index of rows) {
    const value = valueAt(index, spec.field);
    if (isEmptyValue(value)) {
      classes[index] = BLANK;
      continue;
    }
    const number = spec.kind === 'text' ? NaN : numberOf(value, spec.kind);
    if (Number.isFinite(number)) {
      classes[index] = VALUE;
      numbers[index] = number;
    } else {
      classes[index] = TEXT;
      texts[index] = naturalKey(String(value));
    }
  }
  return { sign: spec.direction === 'desc' ? -1 : 1, classes, numbers, texts };
}

function compareBy(keys: SortKeys, a: number, b: number): number {
  const ca = keys.classes[a] ?? BLANK;
  const cb = keys.classes[b] ?? BLANK;
  // Blanks go last in both directions, as in Excel.
  if (ca === BLANK || cb === BLANK) return ca - cb;
  if (ca !== cb) return keys.sign * (ca - cb);
  if (ca === VALUE) return keys.sign * ((keys.numbers[a] ?? 0) - (keys.numbers[b] ?? 0));
  const ta = keys.texts[a] ?? '';
  const tb = keys.texts[b] ?? '';
  return ta === tb ? 0 : keys.sign * (ta < tb ? -1 : 1);
}

/** The rows that pass every filter, in their original order (filter per column). */
export function filterRows(input: RowOrderInput): number[] {
  const active = (input.filters ?? []).filter((f) => f.text.trim() !== '').map((f) => ({ ...f, needle: f.text.trim().toLowerCase() }));
  const textAt = input.textAt ?? ((index: number, field: string) => String(input.valueAt(index, field) ?? ''));
  const rows: number[] = [];
  for (let index = 0; index < input.rowCount; index++) {
    let keep = true;
    for (const filter of active) {
      const text = textAt(index, filter.field).toLowerCase();
      if (filter.op === 'contains' ? !text.includes(filter.needle) : text.trim() !== filter.needle) {
        keep = false;
        break;
      }
    }
    if (keep) rows.push(index);
  }
  return rows;
}

/**
 * The view's row order (sort and filter per column): filtered, then sorted stably by each
 * level in turn, as row indexes. Keys are computed once per row and level, so 100,000 rows sort as
 * numbers and plain strings. Blanks sort last either way; equal rows keep their original order.
 */
export function rowOrder(input: RowOrderInput): number[] {
  const rows = filterRows(input);
  const levels = (input.sort ?? []).map((spec) => sortKeys(rows, spec, input.valueAt, input.rowCount));
  if (levels.length === 0) return rows;
  return rows.sort((a, b) => {
    for (const keys of levels) {
      const order = compareBy(keys, a, b);
      if (order !== 0) return order;
    }
    return a - b;
  });
}
