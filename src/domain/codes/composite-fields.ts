import type { ValidationIssue, Validated } from '../validation/issue';
import { error } from '../validation/issue';
import type { CompositeKind, CompositePart } from './composite-definitions';
import { compositePartMaxLength } from '../validation/limits';
import { compositeDefinitions } from './composite-definitions';

/** Composite definitions and limits (spec 01 section 3), re-exported so callers need one import. */
export { compositeDefinitions, compositeKindsOfType } from './composite-definitions';
/** Composite kinds and their part names (spec 01 section 3). */
export type { CompositeKind, CompositePart } from './composite-definitions';

/** The stored parts of one composite, keyed by wire name; an empty part is null. */
export type CompositeParts<K extends CompositeKind> = Record<CompositePart<K>, string | null>;

/** Values a record may hold in a part: codes as text, ranges and coordinates as numbers. */
export type CompositePartValue = string | number | null | undefined;

/** The ordered stored parts (wire field names) of a composite (spec 01 section 3). */
export function compositeParts<K extends CompositeKind>(kind: K): readonly CompositePart<K>[] {
  return compositeDefinitions[kind].parts;
}

/**
 * Splits a composite's text into its stored parts (spec 01 section 3). Refuses a part longer than
 * 10 characters ('validation.composite.partTooLong', never cut short) and more parts than the
 * composite stores ('validation.composite.tooManyParts'). Issues about the whole text name the first part.
 */
export function splitComposite<K extends CompositeKind>(kind: K, text: string | null | undefined): Validated<CompositeParts<K>> {
  const { separator } = compositeDefinitions[kind];
  const names = compositeParts(kind);
  const trimmed = (text ?? '').trim();
  const pieces = trimmed === '' ? [] : separator === ' ' ? trimmed.split(/\s+/) : trimmed.split(separator);
  const firstName = names[0] ?? kind;
  if (pieces.length > names.length) {
    return { ok: false, issues: [error(firstName, 'validation.composite.tooManyParts', { max: names.length })] };
  }
  const issues: ValidationIssue[] = [];
  const parts = {} as CompositeParts<K>;
  names.forEach((name, index) => {
    const piece = pieces[index]?.trim() ?? '';
    if (piece.length > compositePartMaxLength) issues.push(partTooLong(name));
    parts[name] = piece === '' ? null : piece;
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: parts };
}

/**
 * Joins a record's stored parts into the composite's text (spec 01 section 3), the inverse of
 * splitComposite. Refuses a part over 10 characters, a part holding the separator, and, for the
 * space-separated coordinate pair, a y without an x (it would read back as x).
 */
export function joinComposite<K extends CompositeKind>(
  kind: K,
  record: Partial<Record<CompositePart<K>, CompositePartValue>>,
): Validated<string> {
  const { separator } = compositeDefinitions[kind];
  const names = compositeParts(kind);
  const issues: ValidationIssue[] = [];
  const pieces = names.map((name) => {
    const piece = partText(record[name]);
    if (piece.length > compositePartMaxLength) issues.push(partTooLong(name));
    if (piece.includes(separator) || (separator === ' ' && /\s/.test(piece))) {
      issues.push(error(name, 'validation.composite.separatorInPart', { separator }));
    }
    return piece;
  });
  while (pieces.length > 0 && pieces[pieces.length - 1] === '') pieces.pop();
  if (separator === ' ') {
    const gap = pieces.findIndex((piece) => piece === '');
    const missing = gap >= 0 ? names[gap] : undefined;
    if (missing !== undefined) issues.push(error(missing, 'validation.composite.partMissing'));
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: pieces.join(separator) };
}

function partTooLong(field: string): ValidationIssue {
  return error(field, 'validation.composite.partTooLong', { max: compositePartMaxLength });
}

function partText(value: CompositePartValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : value.trim();
}
