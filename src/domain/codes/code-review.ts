import { codeOptionsFromGeneralCodes, findListOption } from '../editing/code-options';
import type { GeneralCode } from '../entities/general-code';
import { editorKind, listSavesFullText } from './field-editor-types';

/** What the review needs of a template field (GetTemplatesData, spec 01 section 7). */
export interface ReviewedField {
  readonly FieldCode: string;
  readonly EditorType: number;
  readonly ListCategory: number | null;
}

/** A code of a list (tblGeneralCodes). */
export type ReviewedCode = GeneralCode;

/** The records of one screen to review, with how each is named and found again. */
export interface ReviewedRecords {
  screenName: string;
  rows: readonly Readonly<Record<string, unknown>>[];
  nameOf(row: Readonly<Record<string, unknown>>): string;
}

/** One stored value outside its field's code list. */
export interface CodeFinding {
  screenName: string;
  fieldCode: string;
  category: number;
  value: string;
  /** The record's name as its screen shows it ('B018', '0–130 cm'). */
  record: string;
  /** The reviewed row itself, so a screen can link to it. */
  row: Readonly<Record<string, unknown>>;
  /** The field stores the entry's full text (spec 01 section 3), so the text is what did not match. */
  fullText: boolean;
}

/**
 * The fields a code review checks (the /CodeConventions code review, spec 01 section 2): plain list
 * editors (types 3, 11, 12, 32, 37) with a code-list category. Composites draw from several lists
 * per part and the sub-location list from the project's own records, so they are left out.
 */
export function reviewedFields<F extends ReviewedField>(templates: readonly F[]): F[] {
  return templates.filter((template) => template.ListCategory !== null && editorKind(template.EditorType) === 'list');
}

const storedText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

/**
 * Every stored value of the records that is not in its field's code list (spec 01 section 3: code
 * lists come from tblGeneralCodes; a list field stores the code, or for the seven full-text lists the
 * entry's text). A value counts as in the list when the screens read it as one of its choices
 * (findListOption: case and spaces ignored, a full-text list's value also by its code). Empty values
 * are not findings; a category whose codes were not given is skipped. Findings come in the records'
 * order, field by field in template order.
 */
export function reviewCodes(
  templatesByScreen: ReadonlyMap<string, readonly ReviewedField[]>,
  codesByCategory: ReadonlyMap<number, readonly ReviewedCode[]>,
  records: readonly ReviewedRecords[],
): CodeFinding[] {
  const findings: CodeFinding[] = [];
  for (const { screenName, rows, nameOf } of records) {
    const fields = reviewedFields(templatesByScreen.get(screenName) ?? []).flatMap((field) => {
      const category = field.ListCategory as number;
      const codes = codesByCategory.get(category);
      if (!codes) return [];
      return [{ field, category, fullText: listSavesFullText(field.FieldCode), options: codeOptionsFromGeneralCodes(codes) }];
    });
    for (const row of rows) {
      for (const { field, category, fullText, options } of fields) {
        const value = storedText(row[field.FieldCode]);
        if (value === null || findListOption(field.FieldCode, options, value) !== undefined) continue;
        findings.push({ screenName, fieldCode: field.FieldCode, category, value, record: nameOf(row), row, fullText });
      }
    }
  }
  return findings;
}
