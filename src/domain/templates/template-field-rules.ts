import { editorKind, editorTypeCatalogue } from '../codes/field-editor-types';
import type { EditorKind } from '../codes/field-editor-types';
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

/** The longest MaxLength a field may be given: the template calls' limit. */
export const templateMaxLengthLimit = 10_000;
/** Editors that pick from a code list: a list, and the head part of the code composites (spec 01 section 3). */
const codeListKinds: ReadonlySet<EditorKind> = new Set<EditorKind>(['list', 'texture', 'colour', 'twoLists']);
/**
 * Editors whose value is typed or stored as text, so a longest length means something: text, text
 * area, barcode, project code, and lists and code composites (a list that saves the entry's full text,
 * a composite's part codes) — as the seeded templates give them one (spec 01 sections 3 and 9).
 */
const textValueKinds: ReadonlySet<EditorKind> = new Set<EditorKind>([
  'text', 'textArea', 'barcode', 'projectCode', ...codeListKinds, 'specialComponent',
]);

/** What a field's rules read beyond the template: the licence's code lists and the fields the server needs on insert. */
export interface TemplateFieldContext {
  /** The code-list categories there are; a ListCategory must be one of them. Unchecked when undefined. */
  readonly categories?: readonly number[];
  /** Fields the server needs on a new record (a visit's date): they stay Required (spec 01 section 5). */
  readonly requiredOnInsert?: readonly string[];
}

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

function listCategoryIssues(kind: EditorKind, value: unknown, categories: readonly number[] | undefined): ValidationIssue[] {
  if (!codeListKinds.has(kind)) return isBlank(value) ? [] : [error('ListCategory', 'validation.templateField.listCategoryNotList')];
  if (isBlank(value)) return requiredIssues('ListCategory', value);
  const category = readNumber(value);
  if (category === undefined || (categories !== undefined && !categories.includes(category))) {
    return [error('ListCategory', 'validation.templateField.listCategory', { value: String(value) })];
  }
  return [];
}

function maxLengthSettingIssues(kind: EditorKind, value: unknown): ValidationIssue[] {
  if (isBlank(value)) return [];
  if (!textValueKinds.has(kind)) return [error('MaxLength', 'validation.templateField.maxLengthNotText')];
  const length = readNumber(value);
  if (length === undefined || !Number.isInteger(length) || length < 1 || length > templateMaxLengthLimit) {
    return [error('MaxLength', 'validation.templateField.maxLength', { max: templateMaxLengthLimit })];
  }
  return [];
}

/** A field the server needs on a new record cannot be made optional (spec 01 section 5, required fields). */
function requiredOnInsertIssues(row: TemplateFieldRow, requiredOnInsert: readonly string[] | undefined): ValidationIssue[] {
  if (requiredOnInsert === undefined || typeof row.FieldCode !== 'string' || !requiredOnInsert.includes(row.FieldCode)) return [];
  return row.Required === true ? [] : [error('Required', 'validation.templateField.requiredOnInsert', { value: row.FieldCode })];
}

/**
 * The rules of one field in its screen's template (spec 01 sections 3 and 5): the name is required,
 * a letter then letters, digits or _, and unique in the template (trimmed, case-insensitive); a field
 * once stored keeps its name (FieldKey, the name it was loaded as); a field
 * of the licence's own needs a label in Dutch and English (a standard field without one keeps its
 * translated label); each label at most 200 characters; the editor type one of the catalogue; the
 * order a whole number without minus; a code-list editor names one of the licence's code lists
 * (ListCategory), no other editor does; MaxLength is a whole number from 1 and only for editors of
 * text; a field the server needs on insert stays required. `isSameRow` tells the field's own row
 * among `siblings`.
 */
export function templateFieldRowIssues(
  row: TemplateFieldRow, siblings: readonly TemplateFieldRow[], isSameRow: (a: TemplateFieldRow, b: TemplateFieldRow) => boolean,
  context: TemplateFieldContext = {},
): ValidationIssue[] {
  const standard = row.Standard === true;
  const type = readNumber(row.EditorType);
  const kind = type === undefined ? undefined : editorKind(type);
  return [
    ...fieldCodeIssues(row.FieldCode),
    ...renameIssues(row),
    ...uniqueIssues('FieldCode', row, siblings, (field) => field.FieldCode, isSameRow),
    ...(standard ? [] : requiredLabelLanguages.flatMap((language) => requiredIssues(`Label_${language}`, row[`Label_${language}`]))),
    ...templateLabelFields.flatMap((field) => maxLengthIssues(field, row[field], labelMaxLength)),
    ...editorTypeIssues(row.EditorType),
    ...numberIssues('FieldOrder', row.FieldOrder, { integer: true, allowMinus: false }),
    ...(kind === undefined ? [] : [...listCategoryIssues(kind, row.ListCategory, context.categories), ...maxLengthSettingIssues(kind, row.MaxLength)]),
    ...requiredOnInsertIssues(row, context.requiredOnInsert),
  ];
}
