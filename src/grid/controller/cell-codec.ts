import { editorKind } from '../../domain/codes/field-editor-types';
import type { EditorKind } from '../../domain/codes/field-editor-types';
import { findListOption, formatEditorValue, kindIssues, listOptionText, listStoredValue, parseEditorInput } from '../../domain/editing';
import type { Language } from '../../domain/language/language-codes';
import { error } from '../../domain/validation/issue';
import type { Validated, ValidationIssue } from '../../domain/validation/issue';
import { maxLengthIssues } from '../../domain/validation/rules/length';
import type { CellValue } from '../model/patch';
import type { GridColumn } from './grid-types';

const listKinds: ReadonlySet<EditorKind> = new Set<EditorKind>(['list', 'sublocationList']);

/** The editor kind of a column (spec 01 section 3); text when the column names no type. */
export function columnKind(column: GridColumn): EditorKind {
  return editorKind(column.editorType ?? 1);
}

/** The text a cell shows and copies: dates in the language's format, a list entry's text. */
export function cellText(column: GridColumn, value: CellValue, language: Language): string {
  if (value === null) return '';
  const kind = columnKind(column);
  if (listKinds.has(kind) && column.options) {
    const option = findListOption(column.field, column.options, value);
    if (option) return listOptionText(column.editorType ?? 3, option);
  }
  return formatEditorValue(kind, value, language);
}

/**
 * Reads text typed or pasted into a cell (a cell that does not accept the value is
 * marked, not dropped): the column's editor rules, and for a list a code or an entry's text, case ignored.
 */
export function parseCellText(column: GridColumn, text: string, language: Language): Validated<CellValue> {
  const kind = columnKind(column);
  if (listKinds.has(kind) && column.options && text.trim() !== '') {
    const wanted = text.trim().toLowerCase();
    const option = findListOption(column.field, column.options, text)
      ?? column.options.find((candidate) => candidate.description.trim().toLowerCase() === wanted
        || listOptionText(column.editorType ?? 3, candidate).toLowerCase() === wanted);
    return option
      ? { ok: true, value: listStoredValue(column.field, option) }
      : { ok: false, issues: [error(column.field, 'validation.list.notInList', { value: text.trim() })] };
  }
  return parseEditorInput(kind, text, language, column.field);
}

/**
 * The issues a changed cell's value has on its own, whatever the row (spec 01 section 5, per cell):
 * text kept from a refused paste or edit fails its column's rules again here, so it stays marked;
 * text longer than the column's maxLength (the template's MaxLength) is refused.
 * Loaded values are left to the row rules, so an old code missing from a list does not block a save.
 */
export function cellValueIssues(column: GridColumn, value: CellValue): ValidationIssue[] {
  if (value === null || column.readOnly) return [];
  const kind = columnKind(column);
  if (listKinds.has(kind) && column.options && column.options.length > 0) {
    return findListOption(column.field, column.options, value) ? [] : [error(column.field, 'validation.list.notInList', { value: String(value) })];
  }
  const tooLong = column.maxLength === undefined ? [] : maxLengthIssues(column.field, value, column.maxLength);
  return [...tooLong, ...kindIssues(kind, column.field, value)];
}
