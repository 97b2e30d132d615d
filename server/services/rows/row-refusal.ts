import type { ValidationIssue } from '../../../src/domain/validation/issue';
import type { WireRow } from '../../db/repositories/entity-rows';

/** A finding about one sent row: the row as the client names it (its GUID as sent, or '#index'), and its table. */
export interface RowIssue extends ValidationIssue {
  row: string;
  table: string;
}

/**
 * A stored row changed since the client loaded it (spec 01 section 4): the version the client sent,
 * the fields the refused write carried, and the row as it is stored now, so the client can merge.
 */
export interface ChangedRow {
  /** The row's key as the client sent it. */
  key: string;
  sentVersion: number;
  /** The fields the refused write would have set (its own edits), without keys and the version. */
  fields: string[];
  /** The stored row, with its current RowVersion. */
  current: WireRow;
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
  | { cause: 'nothingToDelete'; keys: [] }
  /** An UPDATE or DELETE sent with a version that is no longer the stored one: nothing written. */
  | { cause: 'changedSince'; keys: string[]; current: ChangedRow[] }
  /** Another write changed a row between planning and writing (a race): nothing written, try again. */
  | { cause: 'changedMeanwhile'; keys: string[] };

/** A write's result: the value, or the refusal (nothing was written). */
export type RowOutcome<T> = { ok: true; value: T } | { ok: false; refusal: RowRefusal };
