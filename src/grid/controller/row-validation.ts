import type { ValidationIssue } from '../../domain/validation/issue';
import { requiredIssues } from '../../domain/validation/rules/required';
import type { GridDocument } from '../model/document';
import { valueAt } from '../model/edits';
import type { RowKey } from '../model/patch';
import { emptyValidationMap, replaceRowIssues } from '../model/validation-map';
import type { ValidationMap } from '../model/validation-map';
import { cellValueIssues } from './cell-codec';
import type { ColumnSet } from './column-set';
import type { GridColumn, GridRowValidator, IncrementalRowValidator, RowListOrder, RowRulesState } from './grid-types';
import { liveMergedRows, mergedFields, mergedRow } from './merged-row';

/**
 * A grid's validation (spec 01 section 5): the domain's row rules (which read siblings) and each
 * changed cell's column rules, kept as a ValidationMap. A change costs the rows it touched and, with
 * an incremental validator, the siblings whose verdict it moved; a plain row validator sees every
 * live row again.
 */
export class RowValidation {
  private current: ValidationMap = emptyValidationMap;
  private readonly kept: RowRulesState | null;
  /** Each new row's place among the new rows, for the set of new rows it was counted from (listOrder). */
  private newRowPlaces: { readonly added: ReadonlySet<RowKey>; readonly places: ReadonlyMap<RowKey, number> } | null = null;

  /** The columns a user may not leave empty: fixed with the grid's columns, read for every changed row. */
  private readonly requiredColumns: readonly GridColumn[];

  constructor(private readonly columns: ColumnSet, private readonly validator: (GridRowValidator & Partial<IncrementalRowValidator>) | undefined) {
    this.kept = validator?.start?.() ?? null;
    this.requiredColumns = columns.all.filter((column) => column.required === true && !column.readOnly);
  }

  /** Every cell's issues now. */
  get map(): ValidationMap {
    return this.current;
  }

  /** Validates every live row again (loading, a save, a validator whose context changed). */
  all(document: GridDocument<object>): void {
    const { layer } = document;
    const issues = new Map<RowKey, ValidationIssue[]>();
    if (this.validator) {
      const rows = liveMergedRows(document);
      for (const [rowKey, list] of this.kept ? this.kept.reset(rows) : this.validator(rows)) addIssues(issues, rowKey, list);
    }
    for (const rowKey of new Set([...layer.changes.keys(), ...layer.added])) this.cellIssues(document, rowKey, issues);
    this.current = replaceRowIssues(emptyValidationMap, issues);
  }

  /**
   * Validates after a change that touched `touched` (edited, added, deleted or restored rows) and, when it wrote
   * only cells, wrote `writtenFields`.
   */
  touched(document: GridDocument<object>, touched: readonly RowKey[], writtenFields: ReadonlySet<string> | null = null): void {
    if (this.validator && !this.kept) {
      this.all(document);
      return;
    }
    const issues = new Map<RowKey, ValidationIssue[]>();
    const checked = new Set(touched);
    const read = this.kept?.fieldsRead;
    if (read && writtenFields && !someOf(writtenFields, read)) {
      // Only fields the row rules never read: their issues, all on fields they read, stand; the cell issues are found again below.
      for (const rowKey of touched) {
        for (const [field, list] of this.current.rows.get(rowKey) ?? []) if (read.has(field)) addIssues(issues, rowKey, list);
      }
    } else if (this.kept) {
      const { base, layer } = document;
      const isLive = (rowKey: RowKey) => !layer.deleted.has(rowKey) && (layer.added.has(rowKey) || base.indexOf.has(rowKey));
      // Rules that declare what they read see only those fields: a pasted block's rows stay small records.
      const rowOf = read ? (rowKey: RowKey) => mergedFields(document, rowKey, read) : (rowKey: RowKey) => mergedRow(document, rowKey);
      const answer = this.kept.update(touched.map((rowKey) => ({ rowKey, row: isLive(rowKey) ? rowOf(rowKey) : null })), this.listOrder(document));
      for (const [rowKey, list] of answer) {
        checked.add(rowKey);
        addIssues(issues, rowKey, list);
      }
    }
    for (const rowKey of checked) this.cellIssues(document, rowKey, issues);
    this.current = replaceRowIssues(this.current, issues, checked);
  }

  /**
   * How liveMergedRows lists the rows: a loaded row by its loaded place, a new row after all of them by
   * its place among the new rows. Those places are counted once per set of new rows, and only when a
   * rule compares a new row, so an edit of loaded rows never walks anything.
   */
  private listOrder(document: GridDocument<object>): RowListOrder {
    const { base, layer } = document;
    const placeOf = (rowKey: RowKey): number => {
      const index = base.indexOf.get(rowKey);
      if (index !== undefined) return index;
      if (this.newRowPlaces?.added !== layer.added) {
        const places = new Map<RowKey, number>();
        for (const key of layer.added) places.set(key, places.size);
        this.newRowPlaces = { added: layer.added, places };
      }
      return base.keys.length + (this.newRowPlaces.places.get(rowKey) ?? layer.added.size);
    };
    return (a, b) => placeOf(a) - placeOf(b);
  }

  /** A changed row's cell issues: each changed value against its column, and required columns left or made empty. */
  private cellIssues(document: GridDocument<object>, rowKey: RowKey, issues: Map<RowKey, ValidationIssue[]>): void {
    const { base, layer } = document;
    if (layer.deleted.has(rowKey)) return;
    const changes = layer.changes.get(rowKey);
    for (const field in changes) {
      const column = this.columns.byField(field);
      if (column) addIssues(issues, rowKey, cellValueIssues(column, changes[field] ?? null));
    }
    // A required column may not be emptied, nor left empty in a new row (the template's Required).
    const isNew = layer.added.has(rowKey);
    if (!changes && !isNew) return;
    for (const column of this.requiredColumns) {
      if (!isNew && !(column.field in (changes ?? {}))) continue;
      addIssues(issues, rowKey, requiredIssues(column.field, valueAt(base, layer, rowKey, column.field)));
    }
  }
}

function someOf(values: ReadonlySet<string>, set: ReadonlySet<string>): boolean {
  for (const value of values) if (set.has(value)) return true;
  return false;
}

/** Adds a row's issues; the domain's rules and the template may both find a name missing: say it once. */
function addIssues(issues: Map<RowKey, ValidationIssue[]>, rowKey: RowKey, list: readonly ValidationIssue[]): void {
  if (list.length === 0) return;
  const existing = issues.get(rowKey);
  if (!existing) {
    issues.set(rowKey, [...list]);
    return;
  }
  for (const issue of list) {
    if (!existing.some((other) => other.field === issue.field && other.code === issue.code)) existing.push(issue);
  }
}
