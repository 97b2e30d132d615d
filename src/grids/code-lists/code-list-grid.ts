import { codeDescriptionFields, codeListRowIssues } from '../../domain/codes/code-list-rules';
import type { CodeListRow } from '../../domain/codes/code-list-rules';
import type { Language } from '../../domain/language/language-codes';
import { readNumber } from '../../domain/validation/rules/number';
import type { GridColumn } from '../../grid';
import { siblingRowValidator } from '../shared/sibling-row-validator';

/** The field a code is known by in the editor's saves: the code it was loaded as (the server's CodeKey). */
export const codeKeyField = 'CodeKey';

/** The headers the code-list grid needs, translated by the screen. */
export interface CodeListColumnTitles {
  code: string;
  /** The description header in `language`'s column, e.g. 'Omschrijving (fr)'. */
  description(language: Language): string;
  active: string;
  order: string;
  uses: string;
}

/**
 * The code-list editor's columns (spec 01 section 3, code lists; spec 02 section 2, user menu): the code pinned, a description per interface language, active (boolean,
 * type 4), order (integer, type 5) and the read-only count of records that use the code, which tells
 * the manager to deactivate rather than delete.
 */
export function codeListColumns(titles: CodeListColumnTitles): GridColumn[] {
  return [
    { field: 'GcCode', title: titles.code, width: 110, pinned: true, required: true },
    ...codeDescriptionFields.map((field) => ({ field, title: titles.description(field.slice('Description_'.length) as Language), width: 180 })),
    { field: 'Active', title: titles.active, width: 80, editorType: 4, multiEdit: true },
    { field: 'GcOrder', title: titles.order, width: 80, editorType: 5 },
    { field: 'UseCount', title: titles.uses, width: 110, editorType: 5, readOnly: true },
  ];
}

/** The grid's row rules: each code checked against the list's other codes (src/domain/codes/code-list-rules). */
export const validateCodeListRows = siblingRowValidator(codeListRowIssues);

/**
 * A code as SaveCodeList takes it: a cleared order or state is left out (the server keeps what is
 * stored), and the order is sent as a number.
 */
export function codeForSave(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const code: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) {
    if (field === 'UseCount' || field === 'Standard') continue;
    if ((field === 'GcOrder' || field === 'Active' || field === 'GcCode') && (value === null || value === undefined || value === '')) continue;
    code[field] = field === 'GcOrder' ? readNumber(value) : value;
  }
  return code;
}

/** A new code starts active, ordered after the list's last code. */
export function newCodeValues(rows: readonly CodeListRow[], offset: number): CodeListRow {
  const orders = rows.map((row) => (typeof row.GcOrder === 'number' ? row.GcOrder : 0));
  return { Active: true, GcOrder: Math.max(0, ...orders) + 1 + offset };
}
