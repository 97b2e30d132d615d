import type { ReactNode } from 'react';

/** What a column sorts by: numbers as numbers, text in the language's order; empty cells go last. */
export type SortValue = string | number | null;

/**
 * One column of a read-only data table: an id stable across languages (settings are saved by it), its
 * translated header, the text a user reads (which the filter searches) and the value it sorts by.
 */
export interface DataColumn<Row> {
  readonly id: string;
  readonly header: string;
  text(row: Row): string;
  /** Defaults to the text; give numbers and wire dates ('YYYY-MM-DD…') so they sort as such. */
  sortValue?(row: Row): SortValue;
  /** The cell's content when it is more than its text, e.g. a link to the record. */
  cell?(row: Row): ReactNode;
  /** Starting width in px until the user sets one. */
  width?: number;
  /** Numbers align right. */
  numeric?: boolean;
}

/** The default width of a column, in px. */
export const defaultColumnWidth = 160;

/**
 * Compares two sort values: numbers numerically, text with the collator (B2 before B10), and an
 * empty value after any filled one in either direction, so filled cells stay in view.
 */
export function compareSortValues(left: SortValue, right: SortValue, collator: Intl.Collator): number {
  const leftEmpty = left === null || left === '';
  const rightEmpty = right === null || right === '';
  if (leftEmpty || rightEmpty) return leftEmpty === rightEmpty ? 0 : leftEmpty ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** Whether a row's shown texts contain every word of the filter (case-insensitive), over the visible columns. */
export function rowMatchesFilter(texts: readonly string[], filter: string): boolean {
  const terms = filter.toLocaleLowerCase().split(/\s+/).filter((term) => term !== '');
  if (terms.length === 0) return true;
  const haystack = texts.join('\u0000').toLocaleLowerCase();
  return terms.every((term) => haystack.includes(term));
}
