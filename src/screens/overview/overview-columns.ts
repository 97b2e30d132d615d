import { formatDisplayDate } from '../../domain/dates/display-formats';
import type { Language } from '../../domain/language/language-codes';

/** How a column's values are shown, sorted and aligned. */
export type ColumnKind = 'date' | 'number' | 'text';

/** A column of the open overview as the table draws it. */
export interface OverviewColumnView {
  /** The wire column name, e.g. 'MpName'. */
  name: string;
  /** The translation key of its header (GetOverviewQueries' LabelKey). */
  labelKey: string;
  kind: ColumnKind;
}

/** A column as GetOverviewQueries describes it. */
export interface OverviewColumnSource {
  Name: string;
  LabelKey?: string | null | undefined;
}

/** Rows an overview table holds: wire column names to values. */
export type OverviewRowValues = Readonly<Record<string, unknown>>;

// Payload dates are 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss' (spec 01 section 5).
const payloadDate = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?/;

/** How many filled values decide a column's kind; enough to be sure, few enough for 40,000 rows. */
const kindSample = 50;

/**
 * A column's kind from its values: dates when the filled values are payload dates, numbers when they
 * are numbers, text otherwise (also for an empty column). The catalogue says nothing about types, and
 * the values do not lie.
 */
export function columnKind(name: string, rows: readonly OverviewRowValues[]): ColumnKind {
  let seen = 0;
  let dates = 0;
  let numbers = 0;
  for (const row of rows) {
    const value = row[name];
    if (value === null || value === undefined || value === '') continue;
    seen += 1;
    if (typeof value === 'number') numbers += 1;
    else if (typeof value === 'string' && payloadDate.test(value)) dates += 1;
    if (seen >= kindSample) break;
  }
  if (seen === 0) return /Date$/.test(name) ? 'date' : 'text';
  if (dates === seen) return 'date';
  return numbers === seen ? 'number' : 'text';
}

/** The table's columns: the catalogue's, in its order, each with its kind; the header key defaults to overview.column.X. */
export function overviewColumns(sources: readonly OverviewColumnSource[], rows: readonly OverviewRowValues[]): OverviewColumnView[] {
  return sources.map((source) => ({
    name: source.Name,
    labelKey: source.LabelKey || `overview.column.${source.Name}`,
    kind: columnKind(source.Name, rows),
  }));
}

/** Formats cells of one language; number formatters are costly to build, so one per language. */
export interface CellFormatter {
  language: Language;
  format(value: unknown, kind: ColumnKind): string;
}

/**
 * A cell's display text (spec 01 section 1: dates in the language's format). Numbers use
 * the language's decimal sign without thousands grouping — coordinates such as 155000,25 read wrong
 * when grouped — and at most six decimals, which hides floating-point noise but no measured digit.
 * A datetime shows its time unless it is midnight, which the payload uses for 'date only'.
 */
export function createCellFormatter(language: Language): CellFormatter {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 6, useGrouping: false });
  return {
    language,
    format(value, kind) {
      if (value === null || value === undefined) return '';
      if (kind === 'number' && typeof value === 'number') return Number.isFinite(value) ? numbers.format(value) : '';
      if (kind === 'date' && typeof value === 'string') {
        const withTime = value.length > 10 && !/[T ]00:00(:00)?/.test(value);
        return formatDisplayDate(value, language, withTime) || value;
      }
      if (typeof value === 'boolean') return value ? '✓' : '';
      return String(value);
    },
  };
}
