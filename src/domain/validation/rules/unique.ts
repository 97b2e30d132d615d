import { error } from '../issue';
import type { ValidationIssue } from '../issue';

/**
 * The form in which two names are compared: trimmed and lower-cased, so 'B1 ' and 'b1' are the same
 * name (spec 01 section 5, spec 02 section 5). Blank names give '' and are never duplicates.
 */
export function normaliseName(value: unknown): string {
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Value already exists (spec 01 section 5): refuses a name that another sibling already carries,
 * comparing trimmed and case-insensitively and ignoring the row being edited (`isSameRow`).
 */
export function uniqueIssues<Row>(
  field: string,
  row: Row,
  siblings: readonly Row[],
  readName: (row: Row) => unknown,
  isSameRow: (a: Row, b: Row) => boolean,
): ValidationIssue[] {
  const name = normaliseName(readName(row));
  if (name === '') return [];
  const taken = siblings.some((sibling) => !isSameRow(row, sibling) && normaliseName(readName(sibling)) === name);
  return taken ? [duplicateIssue(field, readName(row))] : [];
}

/** The issue uniqueIssues gives, shared with the bulk check so both say exactly the same. */
export function duplicateIssue(field: string, value: unknown): ValidationIssue {
  return error(field, 'validation.unique', { value: String(value).trim() });
}

/**
 * The bulk form of uniqueIssues (spec 02 section 5, unique-in-table): one pass over the rows, so a
 * 10,000-row save stays linear. Returns the indexes of rows whose name another row (with another
 * key) also carries; `keys[i]` identifies row i, and rows sharing a key are the same row.
 */
export function duplicateNameIndexes<Row>(rows: readonly Row[], keys: readonly string[], readName: (row: Row) => unknown): Set<number> {
  const seen = new Map<string, { key: string; shared: boolean }>();
  rows.forEach((row, index) => {
    const name = normaliseName(readName(row));
    if (name === '') return;
    const key = keys[index] ?? `#${index}`;
    const entry = seen.get(name);
    if (!entry) seen.set(name, { key, shared: false });
    else if (entry.key !== key) entry.shared = true;
  });
  const duplicates = new Set<number>();
  rows.forEach((row, index) => {
    const name = normaliseName(readName(row));
    if (name !== '' && seen.get(name)?.shared) duplicates.add(index);
  });
  return duplicates;
}
