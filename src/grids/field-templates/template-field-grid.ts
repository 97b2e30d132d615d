import type { CodeOption } from '../../domain/editing/code-options';
import type { Language } from '../../domain/language/language-codes';
import { templateFieldRowIssues, templateLabelFields } from '../../domain/templates/template-field-rules';
import type { TemplateFieldContext, TemplateFieldRow } from '../../domain/templates/template-field-rules';
import { readNumber } from '../../domain/validation/rules/number';
import type { GridColumn, GridRowValidator } from '../../grid';
import { siblingRowValidator } from '../shared/sibling-row-validator';

/** The field a template field is known by in the editor's saves: the name it was loaded as (the server's FieldKey). */
export const fieldKeyField = 'FieldKey';

/** The headers the template-field grid needs, translated by the screen. */
export interface TemplateFieldColumnTitles {
  fieldCode: string;
  standardLabel: string;
  /** The label header in `language`'s column, e.g. 'Label (fr)'. */
  label(language: Language): string;
  editorType: string;
  listCategory: string;
  maxLength: string;
  required: string;
  visible: string;
  multiEdit: string;
  order: string;
  uses: string;
}

/**
 * The template editor's columns (spec 01 section 3, field templates; spec 02 section 2, user menu):
 * the field's name pinned, its standard label (read-only), a label per interface language, the
 * editor type picked from the catalogue, the code list of a list field picked from the licence's
 * categories, the longest text (whole number, type 5), required, visible and AllowMultiEdit (boolean, type 4),
 * order (integer, type 5), and the read-only count of records that hold a value for the field, which
 * tells the manager to hide rather than delete.
 */
export function templateFieldColumns(titles: TemplateFieldColumnTitles, editorTypes: readonly CodeOption[], categories: readonly number[]): GridColumn[] {
  return [
    { field: 'FieldCode', title: titles.fieldCode, width: 190, pinned: true, required: true },
    { field: 'StandardLabel', title: titles.standardLabel, width: 170, readOnly: true },
    ...templateLabelFields.map((field) => ({ field, title: titles.label(field.slice('Label_'.length) as Language), width: 160 })),
    { field: 'EditorType', title: titles.editorType, width: 190, editorType: 3, options: editorTypes, required: true, multiEdit: true },
    { field: 'ListCategory', title: titles.listCategory, width: 120, editorType: 3, options: categories.map((id) => ({ code: String(id), description: String(id) })), multiEdit: true },
    { field: 'MaxLength', title: titles.maxLength, width: 110, editorType: 5, multiEdit: true },
    { field: 'Required', title: titles.required, width: 90, editorType: 4, multiEdit: true },
    { field: 'Visible', title: titles.visible, width: 90, editorType: 4, multiEdit: true },
    { field: 'AllowMultiEdit', title: titles.multiEdit, width: 110, editorType: 4, multiEdit: true },
    { field: 'FieldOrder', title: titles.order, width: 90, editorType: 5 },
    { field: 'UseCount', title: titles.uses, width: 120, editorType: 5, readOnly: true },
  ];
}

/**
 * The grid's row rules: each field checked against the template's other fields, the licence's code
 * lists and the fields the server needs on insert (src/domain/templates/template-field-rules).
 */
export function templateFieldRowsValidator(context: TemplateFieldContext): GridRowValidator {
  return siblingRowValidator((row, siblings, isSameRow) => templateFieldRowIssues(row, siblings, isSameRow, context));
}

/** The fields of a loaded template that must stay Required: the server needs them on insert. */
export function requiredOnInsertOf(rows: readonly TemplateFieldRow[]): string[] {
  return rows.filter((row) => row.RequiredOnInsert === true).map((row) => String(row.FieldCode));
}

/** Whether a cell of a loaded field is fixed: Required of a field the server needs on insert. */
export function isTemplateFieldCellFixed(row: TemplateFieldRow, field: string): boolean {
  return field === 'Required' && row.RequiredOnInsert === true;
}

/** Shown or counted here, never stored as part of a field. */
const viewOnlyFields = new Set(['UseCount', 'Standard', 'StandardLabel', 'LabelKey', 'RequiredOnInsert']);
const numericFields = new Set(['EditorType', 'FieldOrder', 'ListCategory', 'MaxLength']);
/** Settings whose absence means something (no code list, no limit): cleared, they are sent as null. */
const clearableFields = new Set(['ListCategory', 'MaxLength']);

/**
 * A field as SaveTemplateFields takes it: what is only shown is left out, a cleared editor type,
 * order or flag is left out (the server keeps what is stored), a cleared label is sent empty (the
 * server drops it: a standard field falls back to its translation), a cleared code list or longest
 * length is sent as null (none), and numbers are sent as numbers.
 */
export function templateFieldForSave(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const field: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (viewOnlyFields.has(name)) continue;
    const blank = value === null || value === undefined || value === '';
    if (blank) {
      if (name.startsWith('Label_')) field[name] = '';
      if (clearableFields.has(name)) field[name] = null;
      continue;
    }
    field[name] = numericFields.has(name) ? readNumber(value) : value;
  }
  return field;
}

/** A new field starts as visible text, ordered after the template's last field. */
export function newTemplateFieldValues(rows: readonly TemplateFieldRow[], offset: number): TemplateFieldRow {
  const orders = rows.map((row) => readNumber(row.FieldOrder) ?? 0);
  return { EditorType: 1, Required: false, Visible: true, AllowMultiEdit: false, FieldOrder: Math.max(0, ...orders) + 10 * (offset + 1) };
}
