import { editorTypeCatalogue } from '../codes/field-editor-types';
import { languages } from '../language/language-codes';
import type { Language } from '../language/language-codes';
import { error } from '../validation/issue';
import type { ValidationIssue } from '../validation/issue';
import { maxLengthIssues } from '../validation/rules/length';
import { numberIssues, readNumber } from '../validation/rules/number';
import { isBlank, requiredIssues } from '../validation/rules/required';
import { uniqueIssues } from '../validation/rules/unique';

/** Longest label of a field, per language (the template calls' limit). */
const labelMaxLength = 200;
/** The languages a field of the licence's own must be labelled in: the default and the fallback (spec 01 section 1). */
const requiredLabelLanguages: readonly Language[] = ['nl', 'en'];
/** A field's name: a letter, then letters, digits or _, 2 to 64 in all; it becomes the key of the records' stored value. */
const fieldCodePattern = /^[A-Za-z][A-Za-z0-9_]{1,63}$/;

/** The label fields of a template field, one per interface language: `Label_nl`, … */
export const templateLabelFields = languages.map((language) => `Label_${language}` as const);

/** A template field as an editor holds it. */
export type TemplateFieldRow = Readonly<Record<string, unknown>>;

function fieldCodeIssues(value: unknown): ValidationIssue[] {
  if (isBlank(value)) return requiredIssues('FieldCode', value);
  return typeof value === 'string' && fieldCodePattern.test(value.trim()) ? [] : [error('FieldCode', 'validation.templateField.fieldCode', { value: String(value) })];
}

/** A stored field keeps its name, or the values records hold under it would lose their field (spec 01 section 3). */
function renameIssues(row: TemplateFieldRow): ValidationIssue[] {
  const loadedAs = row.FieldKey;
  if (typeof loadedAs !== 'string' || loadedAs === '' || row.FieldCode === loadedAs) return [];
  return [error('FieldCode', 'validation.templateField.nameFixed', { value: loadedAs })];
}

function editorTypeIssues(value: unknown): ValidationIssue[] {
  if (isBlank(value)) return requiredIssues('EditorType', value);
  const type = readNumber(value);
  return type !== undefined && editorTypeCatalogue.includes(type) ? [] : [error('EditorType', 'validation.templateField.editorType', { value: String(value) })];
}

/**
 * The rules of one field in its screen's template (spec 01 sections 3 and 5): the name is required,
 * a letter then letters, digits or _, and unique in the template (trimmed, case-insensitive); a field
 * once stored keeps its name (FieldKey, the name it was loaded as); a field
 * of the licence's own needs a label in Dutch and English (a standard field without one keeps its
 * translated label); each label at most 200 characters; the editor type one of the catalogue; the
 * order a whole number without minus. `isSameRow` tells the field's own row among `siblings`.
 */
export function templateFieldRowIssues(row: TemplateFieldRow, siblings: readonly TemplateFieldRow[], isSameRow: (a: TemplateFieldRow, b: TemplateFieldRow) => boolean): ValidationIssue[] {
  const standard = row.Standard === true;
  return [
    ...fieldCodeIssues(row.FieldCode),
    ...renameIssues(row),
    ...uniqueIssues('FieldCode', row, siblings, (field) => field.FieldCode, isSameRow),
    ...(standard ? [] : requiredLabelLanguages.flatMap((language) => requiredIssues(`Label_${language}`, row[`Label_${language}`]))),
    ...templateLabelFields.flatMap((field) => maxLengthIssues(field, row[field], labelMaxLength)),
    ...editorTypeIssues(row.EditorType),
    ...numberIssues('FieldOrder', row.FieldOrder, { integer: true, allowMinus: false }),
  ];
}
