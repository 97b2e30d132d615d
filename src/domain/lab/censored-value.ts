/**
 * Analysis results as labs write them (spec 02 section 3, 'Analysis result': measured value,
 * alphanumeric value and symbol): '<0.2', '< 0,2', '>1000', '≤ 0,05', '1,5E-3', 'n.a.', '-'. A
 * censored value is kept as its symbol plus the numeric limit, never flattened into a bare number,
 * and the text the lab sent is kept beside it so copy and export give back exactly that.
 */

/** The censoring symbols a result may carry, normalised ('≤' is stored as '<='). */
export type CensorSymbol = '<' | '>' | '<=' | '>=';

/** What one reported value means. */
export type ReportedValue =
  | { readonly kind: 'empty' }
  | { readonly kind: 'number'; readonly symbol: CensorSymbol | null; readonly value: number }
  | { readonly kind: 'text'; readonly text: string };

const symbolWords: ReadonlyMap<string, CensorSymbol> = new Map([
  ['<', '<'], ['>', '>'], ['<=', '<='], ['>=', '>='], ['≤', '<='], ['≥', '>='], ['=<', '<='], ['=>', '>='],
]);

// An optional symbol, then a number with '.' or ',' decimals, optional thousands groups and an exponent.
const valuePattern = /^(<=|>=|=<|=>|<|>|≤|≥)?\s*([+-]?(?:\d{1,3}(?:[.,\s]\d{3})+|\d+)?(?:[.,]\d+)?(?:[eE][+-]?\d+)?)$/;

/**
 * A number as a lab writes it: decimal comma or point; with both, the last one is the decimal mark
 * and the other groups thousands ('1.000,5'); a lone mark followed by exactly three digits after a
 * group of 1–3 digits is still read as decimals ('0,200' is 0.2), as Dutch lab files write them.
 */
function readNumber(text: string): number | null {
  let digits = text.replace(/\s/g, '');
  if (digits === '' || /^[+-]?$/.test(digits)) return null;
  const lastComma = digits.lastIndexOf(',');
  const lastPoint = digits.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    digits = digits.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    if (digits.indexOf(',') !== lastComma) digits = digits.split(',').join('');
    else digits = digits.replace(',', '.');
  } else if (lastPoint >= 0 && digits.indexOf('.') !== lastPoint) {
    digits = digits.split('.').join('');
  }
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/** Reads a reported value: a number with an optional censoring symbol, else the text itself (trimmed). */
export function parseReportedValue(text: string | null | undefined): ReportedValue {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = valuePattern.exec(trimmed);
  const number = match?.[2] ? readNumber(match[2]) : null;
  if (!match || number === null) return { kind: 'text', text: trimmed };
  const symbol = match[1] ? symbolWords.get(match[1]) ?? null : null;
  return { kind: 'number', symbol, value: number };
}

/** The stored fields of a result for a value typed or delivered as `text` (spec 02 section 3). */
export interface ResultValueFields {
  /** The text exactly as the lab sent it or the user typed it (ours: ArReportedValue). */
  ArReportedValue: string | null;
  Symbol: string | null;
  MeasuredValue: number | null;
  /** Set for a value that is not a number ('n.a.', '-'): the text itself. */
  AlphanumericValue: string | null;
}

/** Splits a reported value into symbol, numeric limit or alphanumeric value, keeping the text as sent. */
export function resultValueFields(text: string | null | undefined): ResultValueFields {
  const parsed = parseReportedValue(text);
  const sent = text === null || text === undefined || text.trim() === '' ? null : text;
  if (parsed.kind === 'empty') return { ArReportedValue: null, Symbol: null, MeasuredValue: null, AlphanumericValue: null };
  if (parsed.kind === 'text') return { ArReportedValue: sent, Symbol: null, MeasuredValue: null, AlphanumericValue: parsed.text };
  return { ArReportedValue: sent, Symbol: parsed.symbol, MeasuredValue: parsed.value, AlphanumericValue: null };
}

/** What a result row carries of its value. */
export interface ResultValueRow {
  readonly ArReportedValue?: unknown;
  readonly Symbol?: unknown;
  readonly MeasuredValue?: unknown;
  readonly AlphanumericValue?: unknown;
}

/**
 * The value as a person reads it: the text the lab sent when kept, else the symbol with the number
 * ('<' + 0.2 → '<0.2'), else the alphanumeric value; '' when there is none.
 */
export function shownResultValue(row: ResultValueRow): string {
  if (typeof row.ArReportedValue === 'string' && row.ArReportedValue.trim() !== '') return row.ArReportedValue;
  if (typeof row.MeasuredValue === 'number') return `${typeof row.Symbol === 'string' ? row.Symbol : ''}${row.MeasuredValue}`;
  return typeof row.AlphanumericValue === 'string' ? row.AlphanumericValue : '';
}

/**
 * The number a reported value sorts by: '<0.2' just below 0.2, '>1000' just above 1000, '<=' and '>='
 * half as far; NaN for text, which sorts after the numbers as the grids sort mixed columns.
 */
export function reportedSortNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const parsed = parseReportedValue(value);
  if (parsed.kind !== 'number') return Number.NaN;
  const step = Math.abs(parsed.value) * 1e-9 + 1e-12;
  switch (parsed.symbol) {
    case '<': return parsed.value - step;
    case '<=': return parsed.value - step / 2;
    case '>': return parsed.value + step;
    case '>=': return parsed.value + step / 2;
    default: return parsed.value;
  }
}
