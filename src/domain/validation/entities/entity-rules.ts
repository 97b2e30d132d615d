import type { ValidationIssue } from '../issue';

/** What every entity rule set may be told about the situation it validates in. */
export interface EntityContext {
  /** The row comes from an import file: dates may also be written dd-mm-yyyy (spec 01 section 5). */
  importing?: boolean;
}

/**
 * The rules of one entity, declared once and run both for one edited row (validateX) and for a whole
 * list in one pass (validateRows), so the two always agree.
 */
export interface EntityRules<Row, Context extends EntityContext> {
  /** Wire name of the GUID that identifies a row, e.g. 'LaGuid'. */
  keyField: keyof Row & string;
  /**
   * Wire name of the parent id that scopes the sibling checks of a bulk list, e.g. 'MpID' for layers:
   * rows with different parents are not each other's siblings. Absent where the list itself is the scope.
   */
  parentField?: keyof Row & string;
  /** Rules that read only the row itself. */
  rowIssues: (row: Row, context: Context) => ValidationIssue[];
  /**
   * Every field rowIssues and continuity read, where declared; they report issues on no other field. A change of
   * fields outside these and the key, parent and unique fields then leaves every row's verdict as it was.
   */
  rowFields?: readonly (keyof Row & string)[];
  /** Names that must be unique among the siblings (spec 01 section 5), in reporting order. */
  uniqueFields?: readonly (keyof Row & string)[];
  /** Layers: continuity against the sorted siblings; says whether the context marks the row as being inserted. */
  continuity?: { inserting: (context: Context) => boolean };
}

/**
 * The fields whose change can move a verdict of these rules (spec 01 section 5): those the row rules read, the key,
 * the parent and the unique names; undefined when the rules do not declare what they read (any field may).
 */
export function fieldsRead<Row>(rules: EntityRules<Row, never>): ReadonlySet<string> | undefined {
  if (!rules.rowFields) return undefined;
  return new Set<string>([...rules.rowFields, rules.keyField, ...(rules.parentField ? [rules.parentField] : []), ...(rules.uniqueFields ?? [])]);
}

/** The part of a rule set that says how rows are identified. */
export type RowIdentity<Row> = Pick<EntityRules<Row, EntityContext>, 'keyField'>;

/** A row's identifying GUID, or undefined for a row that has none yet. */
export function guidOf<Row>(rules: RowIdentity<Row>, row: Row): string | undefined {
  const value = row[rules.keyField];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The key validateRows files a row's issues under: its GUID as written, or '#' plus its position in
 * the list for a row without one.
 */
export function rowKeyOf<Row>(rules: RowIdentity<Row>, row: Row, index: number): string {
  return guidOf(rules, row) ?? `#${index}`;
}

/**
 * Whether two rows are the same record, so a row is never its own duplicate ("ignoring the row being
 * edited", spec 01 section 5): the same object, or the same GUID in any letter case.
 */
export function isSameRow<Row>(rules: RowIdentity<Row>, a: Row, b: Row): boolean {
  if (a === b) return true;
  const guid = guidOf(rules, a);
  return guid !== undefined && guid.toLowerCase() === guidOf(rules, b)?.toLowerCase();
}
