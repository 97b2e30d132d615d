import type { CellFormatter, OverviewColumnView, OverviewRowValues } from './overview-columns';
import type { SortState } from './overview-search';

/**
 * Filtering and sorting of an overview table, pure so 40,000 rows can be checked in a unit test.
 * Both answer row positions (indexes into the server's rows), never copies of rows, so the
 * editable grid of the next issue can write back to the row the user sees.
 */

/** The filter's terms: lower case, split on white space; every term must match some cell. */
export function filterTerms(filter: string): string[] {
  return filter.toLocaleLowerCase().split(/\s+/).filter((term) => term !== '');
}

/**
 * Each row's shown cells joined, lower case, for the filter. Built once per rows and language and
 * only when a filter is typed: formatting 40,000 × 15 cells is the costly part, searching is not.
 */
export function searchTexts(rows: readonly OverviewRowValues[], columns: readonly OverviewColumnView[], formatter: CellFormatter): string[] {
  return rows.map((row) => columns.map((column) => formatter.format(row[column.name], column.kind)).join('\u0000').toLocaleLowerCase());
}

/**
 * Positions of the rows whose shown text contains every term of the filter, in the given order
 * (one text filter over all columns). Matching the shown text means a user finds a
 * date as they read it (12-03-2024), not as the server sends it.
 */
export function filterRowPositions(positions: readonly number[], texts: readonly string[], filter: string): number[] {
  const terms = filterTerms(filter);
  if (terms.length === 0) return [...positions];
  return positions.filter((position) => {
    const text = texts[position] ?? '';
    return terms.every((term) => text.includes(term));
  });
}

type Comparable = { kind: 'number'; value: number } | { kind: 'text'; value: string } | null;

function comparable(value: unknown, column: OverviewColumnView): Comparable {
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'number' && typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', value };
  // Payload dates sort correctly as text ('YYYY-MM-DD…').
  return { kind: 'text', value: String(value) };
}

/**
 * The row positions sorted by one column (click-to-sort headers). Numbers compare as
 * numbers, text with the language's collation and numeric parts in order (B2 before B10), dates as
 * payload text; empty cells always go last, in either direction, so the filled ones stay in view.
 * The sort is stable: equal cells keep the server's order.
 */
export function sortRowPositions(
  positions: readonly number[], rows: readonly OverviewRowValues[], column: OverviewColumnView, descending: boolean, collator: Intl.Collator,
): number[] {
  const keys = new Map<number, Comparable>();
  for (const position of positions) keys.set(position, comparable(rows[position]?.[column.name], column));
  const direction = descending ? -1 : 1;
  return [...positions].sort((a, b) => {
    const left = keys.get(a) ?? null;
    const right = keys.get(b) ?? null;
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    if (left.kind === 'number' && right.kind === 'number') return direction * (left.value - right.value);
    return direction * collator.compare(String(left.value), String(right.value));
  });
}

/** The row positions the table shows: filtered by the text, then sorted when a column is chosen. */
export function visibleRowPositions(options: {
  rows: readonly OverviewRowValues[];
  columns: readonly OverviewColumnView[];
  texts: () => readonly string[];
  filter: string;
  sort: SortState | null;
  collator: Intl.Collator;
}): number[] {
  const all = options.rows.map((_, position) => position);
  const filtered = filterTerms(options.filter).length === 0 ? all : filterRowPositions(all, options.texts(), options.filter);
  const column = options.sort ? options.columns.find((candidate) => candidate.name === options.sort?.column) : undefined;
  if (!options.sort || !column) return filtered;
  return sortRowPositions(filtered, options.rows, column, options.sort.descending, options.collator);
}
