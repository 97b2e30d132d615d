import type { ValidationIssue } from '../../../src/domain/validation/issue';

/** A finding about one sent row: the row as the client names it (its GUID as sent, or '#index'), and its table. */
export interface RowIssue extends ValidationIssue {
  row: string;
  table: string;
}

/**
 * Why a write of rows was refused, as a value the calling service turns into its call's catalogue
 * message (spec 01 section 8): the rows' keys it concerns, and for broken rules the issues at their
 * row and field.
 */
export type RowRefusal =
  /** Wrong types (the entity schema) or the domain's rules (spec 01 section 5). */
  | { cause: 'invalid'; issues: RowIssue[] }
  /** The same key twice in one request. */
  | { cause: 'repeated'; keys: string[] }
  /** INSERT of a GUID that is stored already (anywhere: GUIDs are unique per table). */
  | { cause: 'taken'; keys: string[] }
  /** UPDATE or DELETE of a key that names no row under the call's parents (or another licence's). */
  | { cause: 'unknown'; keys: string[] }
  /** An UPDATE row without its GUID (or id, for kinds without one). */
  | { cause: 'keyMissing'; keys: string[] }
  /** A DELETE that names nothing. */
  | { cause: 'nothingToDelete'; keys: [] };

/** A write's result: the value, or the refusal (nothing was written). */
export type RowOutcome<T> = { ok: true; value: T } | { ok: false; refusal: RowRefusal };
