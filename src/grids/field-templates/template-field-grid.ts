import type { CodeOption } from '../../domain/editing/code-options';
import type { Language } from '../../domain/language/language-codes';
import { templateFieldRowIssues, templateLabelFields } from '../../domain/templates/template-field-rules';
import type { TemplateFieldRow } from '../../domain/templates/template-field-rules';
import { readNumber } from '../../domain/validation/rules/number';
import type { GridColumn } from '../../grid';
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
  required: string;
  visible: string;
  multiEdit: string;
  order: string;
  uses: string;
}

/**
 * The template editor's columns (spec 01 section 3, field templates; spec 02 section 2, user menu):
 * the field's name pinned, its standard label (read-only), a label per interface language, the
 * editor type picked from the catalogue, required, visible and AllowMultiEdit (boolean, type 4),
 * order (integer, type 5), and the read-only count of records that hold a value for the field, which
 * tells the manager to hide rather than delete.
 */
export function templateFieldColumns(titles: TemplateFieldColumnTitles, editorTypes: readonly CodeOption[]): GridColumn[] {
  return [
    { field: 'FieldCode', title: titles.fieldCode, width: 190, pinned: true, required: true },
    { field: 'StandardLabel', title: titles.standardLabel, width: 170, readOnly: true },
    ...templateLabelFields.map((field) => ({ field, title: titles.label(field.slice('Label_'.length) as Language), width: 160 })),
    { field: 'EditorType', title: titles.editorType, width: 190, editorType: 3, options: editorTypes, required: true, multiEdit: true },
    { field: 'Required', title: titles.required, width: 90, editorType: 4, multiEdit: true },
    { field: 'Visible', title: titles.visible, width: 90, editorType: 4, multiEdit: true },
    { field: 'AllowMultiEdit', title: titles.multiEdit, width: 110, editorType: 4, multiEdit: true },
    { field: 'FieldOrder', title: titles.order, width: 90, editorType: 5 },
    { field: 'UseCount', title: titles.uses, width: 120, editorType: 5, readOnly: true },
  ];
}

/** The grid's row rules: each field checked against the template's other fields (src/domain/templates/template-field-rules). */
export const validateTemplateFieldRows = siblingRowValidator(templateFieldRowIssues);

/** Shown or counted here, never stored as part of a field. */
const viewOnlyFields = new Set(['UseCount', 'Standard', 'StandardLabel', 'LabelKey']);
const numericFields = new Set(['EditorType', 'FieldOrder']);

/**
 * A field as SaveTemplateFields takes it: what is only shown is left out, a cleared editor type,
 * order or flag is left out (the server keeps what is stored), a cleared label is sent empty (the
 * server drops it: a standard field falls back to its translation), and numbers are sent as numbers.
 */
export function templateFieldForSave(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const field: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (viewOnlyFields.has(name)) continue;
    const blank = value === null || value === undefined || value === '';
    if (blank) {
      if (name.startsWith('Label_')) field[name] = '';
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
