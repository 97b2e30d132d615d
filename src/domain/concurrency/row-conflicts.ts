import * as z from 'zod';

/**
 * One record the server refused to write because it changed since the client loaded it (spec 01
 * section 4: no silent lost update): its key as sent, the versions, the fields the write carried
 * and the record as stored now.
 */
export const rowConflictSchema = z.looseObject({
  table: z.string(),
  row: z.string(),
  sentVersion: z.number(),
  rowVersion: z.number(),
  fields: z.array(z.string()),
  current: z.record(z.string(), z.unknown()),
});

/** A parsed conflict of an answer's Conflicts. */
export type RowConflict = z.output<typeof rowConflictSchema>;

/** A field both users changed to different values: the user picks. */
export interface FieldClash {
  field: string;
  mine: unknown;
  theirs: unknown;
}

/**
 * The fields of `edited` (this user's changes over `loaded`) that the other user also changed, to
 * another value, in `current`: none means the other user's changes lie elsewhere and the edits can
 * be saved over the current record without losing anything of theirs.
 */
export function clashingFields(loaded: Readonly<Record<string, unknown>>, edited: Readonly<Record<string, unknown>>, current: Readonly<Record<string, unknown>>): FieldClash[] {
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
  return Object.keys(edited)
    .filter((field) => !same(current[field], loaded[field]) && !same(current[field], edited[field]))
    .map((field) => ({ field, mine: edited[field], theirs: current[field] }));
}

/** How a person knows a record in a message: its name field (MpName, WsName, …) when it has one, else `key`. */
export function recordName(row: Readonly<Record<string, unknown>>, key: string): string {
  const name = Object.entries(row).find(([field, value]) => /^[A-Z][a-z]Name$/.test(field) && typeof value === 'string' && value !== '')?.[1];
  return typeof name === 'string' ? name : key;
}

/** A value as a conflict message shows it: nothing for an empty one. */
export const shownValue = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
