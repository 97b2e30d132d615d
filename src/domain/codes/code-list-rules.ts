import { languages } from '../language/language-codes';
import type { ValidationIssue } from '../validation/issue';
import { maxLengthIssues } from '../validation/rules/length';
import { numberIssues } from '../validation/rules/number';
import { requiredIssues } from '../validation/rules/required';
import { uniqueIssues } from '../validation/rules/unique';

/** Longest code of a list (the code-list calls' limit). */
const codeMaxLength = 50;
/** Longest description of a code, per language. */
const codeDescriptionMaxLength = 200;

/** The description fields of a code, one per interface language (spec 01 section 1): `Description_nl`, … */
export const codeDescriptionFields = languages.map((language) => `Description_${language}` as const);

/** A code as an editor holds it. */
export type CodeListRow = Readonly<Record<string, unknown>>;

/**
 * The rules of one code in its list (spec 01 sections 3 and 5): the code is required, at most 50
 * characters and unique in the list (trimmed, case-insensitive); each description at most 200
 * characters; the order a whole number without minus. `isSameRow` tells the code's own row among `siblings`.
 */
export function codeListRowIssues(row: CodeListRow, siblings: readonly CodeListRow[], isSameRow: (a: CodeListRow, b: CodeListRow) => boolean): ValidationIssue[] {
  return [
    ...requiredIssues('GcCode', row.GcCode),
    ...maxLengthIssues('GcCode', row.GcCode, codeMaxLength),
    ...uniqueIssues('GcCode', row, siblings, (code) => code.GcCode, isSameRow),
    ...codeDescriptionFields.flatMap((field) => maxLengthIssues(field, row[field], codeDescriptionMaxLength)),
    ...numberIssues('GcOrder', row.GcOrder, { integer: true, allowMinus: false }),
  ];
}
