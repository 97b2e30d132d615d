/** One stored value as an editor reads and writes it: wire text, a number, a flag, or nothing. */
export type EditorValue = string | number | boolean | null;

/** The stored parts of a composite field (spec 01 section 3), keyed by wire field name. */
export type CompositeValue = Readonly<Record<string, EditorValue>>;

/** What one field editor shows: a single stored value, or the parts of a composite. */
export type FieldValue = EditorValue | CompositeValue;

/** A record as the screens hold it: wire field names to wire values (spec 01 section 3). */
export type EditorRecord = Readonly<Record<string, unknown>>;

/** The wire fields an edit changes, to be merged into the record by the screen or grid. */
export type RecordPatch = Readonly<Record<string, EditorValue>>;

/**
 * A wire value as an editor value: text, numbers and flags as they are, anything else (undefined,
 * objects, NaN) as null, so an editor never draws 'undefined' or '[object Object]'.
 */
export function toEditorValue(value: unknown): EditorValue {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return null;
}

/** Whether a field value is a composite's parts rather than one stored value. */
export function isCompositeValue(value: FieldValue | undefined): value is CompositeValue {
  return typeof value === 'object' && value !== null;
}

function isBlankValue(value: EditorValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Whether two editor values mean the same stored value: equal, or both blank (spec 01 section 5
 * counts null and white space alike as 'not filled in'), so clearing an empty field is no edit.
 */
export function sameEditorValue(a: EditorValue | undefined, b: EditorValue | undefined): boolean {
  if (a === b) return true;
  return isBlankValue(a) && isBlankValue(b);
}
