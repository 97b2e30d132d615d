import { listSavesFullText, showsCodeWithText } from '../codes/field-editor-types';
import type { GeneralCode } from '../entities/general-code';

/** One choice of a list editor: a code-list entry, or another pickable row such as a sub-location (type 30). */
export interface CodeOption {
  /** What a list field stores (GcCode; a sub-location's SlGuid). */
  readonly code: string;
  /** The text the user reads (GcDescription; a sub-location's SlName). */
  readonly description: string;
  /** Deactivated by the application manager: still names stored values, no longer offered (spec 01 section 3). */
  readonly inactive?: boolean;
}

/**
 * A code list (tblGeneralCodes, spec 01 section 3) as list choices, in GcOrder (entries without an
 * order last, otherwise as the server sent them). Entries without a code cannot be stored and are left out.
 */
export function codeOptionsFromGeneralCodes(codes: readonly GeneralCode[]): CodeOption[] {
  return codes
    .map((code, index) => ({ code, index }))
    .filter(({ code }) => typeof code.GcCode === 'string' && code.GcCode.trim() !== '')
    .sort((a, b) => (a.code.GcOrder ?? Number.POSITIVE_INFINITY) - (b.code.GcOrder ?? Number.POSITIVE_INFINITY) || a.index - b.index)
    .map(({ code }) => ({ code: (code.GcCode ?? '').trim(), description: (code.GcDescription ?? '').trim(), ...(code.GcActive === false ? { inactive: true } : {}) }));
}

/** The text a list shows for a choice (spec 01 section 3): type 37 shows the code plus the text, others the text. */
export function listOptionText(editorType: number, option: CodeOption): string {
  if (option.description === '') return option.code;
  return showsCodeWithText(editorType) ? `${option.code} – ${option.description}` : option.description;
}

/**
 * What a list field stores for a choice (spec 01 section 3): the full text for the seven full-text
 * fields (MpDrillingMasterCode, PrLeaderCode, …), otherwise the code.
 */
export function listStoredValue(fieldCode: string, option: CodeOption): string {
  return listSavesFullText(fieldCode) && option.description !== '' ? option.description : option.code;
}

/**
 * The choice a stored value stands for: the exact stored value first, then ignoring case and
 * surrounding spaces (codes typed on other devices differ in case). Undefined when none matches.
 */
export function findListOption(fieldCode: string, options: readonly CodeOption[], value: unknown): CodeOption | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  const exact = options.find((option) => listStoredValue(fieldCode, option) === text);
  if (exact) return exact;
  const loose = text.trim().toLowerCase();
  // A full-text list may hold a value saved as the code (by an import or another client): still that choice.
  return options.find((option) => listStoredValue(fieldCode, option).trim().toLowerCase() === loose)
    ?? options.find((option) => option.code.trim().toLowerCase() === loose);
}

/**
 * The choice a user means by typing over a list cell (a grid list types ahead as a
 * spreadsheet's list does): the option whose code is the text, else the first whose shown text
 * starts with it, case ignored; undefined when none does.
 */
export function optionForTypedText(fieldCode: string, editorType: number, options: readonly CodeOption[], typed: string): CodeOption | undefined {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return undefined;
  return findListOption(fieldCode, options, typed)
    ?? options.find((option) => listOptionText(editorType, option).toLowerCase().startsWith(wanted));
}
