import type { Language, ServerLanguageCode } from '../../src/domain/language/language-codes';
import { resultCodes } from '../../src/domain/wire/result-codes';
import type { Executor } from '../db/executor';
import { selectGeneralCodes } from '../db/repositories/code-lists';
import type { GeneralCodeRow } from '../db/repositories/code-lists';
import { projectTemplateFields } from './reference-data/licence-templates';
import type { LicenceTemplateField } from './reference-data/licence-templates';
import { textIn } from './reference-data/texts-per-language';
import { defaultTemplateId } from '../seed/field-templates';
import { selectLicenceCodes } from '../db/repositories/licence-reference-data';
import type { LicenceCodeRow } from '../db/repositories/licence-reference-data';
import { descriptionIn, mergeLicenceCodes } from './reference-data/licence-codes';

/** A code as GetCodeListByCategoryIDOrCode answers it: tblGeneralCodes' fields, extras as an object. */
export interface WireGeneralCode {
  GcID: number;
  GcCategoryID: number;
  GcCode: string;
  GcDescription: string;
  GcLanguage: string;
  GcOrder: number;
  /** The list's own extras (e.g. EPSG and bounds of a coordinate system); absent when the code has none. */
  GcExtra?: unknown;
  /** False for a code the licence deactivated; absent for an active one. */
  GcActive?: false;
}

/** GetCodeListByCategoryIDOrCode's answer (spec 01 section 7: response Codes.tblGeneralCodes). */
export interface CodeListAnswer {
  ResultCode: typeof resultCodes.read;
  ResultMessage: string;
  Codes: { tblGeneralCodes: WireGeneralCode[] };
}

/** What a code-list read asks for: a category and/or one code, in one language, as one licence sees the lists. */
export interface CodeListQuery {
  categoryId?: number;
  code?: string;
  language: ServerLanguageCode;
  licenceId: number;
}

function toWireCode(row: GeneralCodeRow): WireGeneralCode {
  const code: WireGeneralCode = {
    GcID: Number(row.GcID),
    GcCategoryID: Number(row.GcCategoryID),
    GcCode: row.GcCode,
    GcDescription: row.GcDescription,
    GcLanguage: row.GcLanguage,
    GcOrder: Number(row.GcOrder),
  };
  if (row.GcExtraJson !== null) code.GcExtra = JSON.parse(row.GcExtraJson) as unknown;
  return code;
}

/** The shared rows with the licence's own laid over them; a code of the licence's own has no GcID of 0004, so it answers 0. */
function withLicenceCodes(rows: readonly GeneralCodeRow[], own: readonly LicenceCodeRow[], query: CodeListQuery): WireGeneralCode[] {
  const ids = new Map(rows.map((row) => [`${row.GcCategoryID}:${row.GcCode}`, Number(row.GcID)]));
  return mergeLicenceCodes(rows, own.filter((row) => query.code === undefined || row.GcCode === query.code)).map((code) => ({
    GcID: ids.get(`${code.GcCategoryID}:${code.GcCode}`) ?? 0,
    GcCategoryID: code.GcCategoryID,
    GcCode: code.GcCode,
    GcDescription: descriptionIn(code, query.language),
    GcLanguage: query.language,
    GcOrder: code.GcOrder,
    ...(code.extraJson === null ? {} : { GcExtra: JSON.parse(code.extraJson) as unknown }),
    // Inactive codes still name stored values; the editors no longer offer them (spec 01 section 3).
    ...(code.Active ? {} : { GcActive: false }),
  }));
}

/**
 * The codes of a category, one code, or one code within a category, in the asked language and list
 * order (spec 01 section 7), as the caller's licence has them: the shared lists with the licence's
 * own changes. A category without codes answers an empty list: the client caches the answer per
 * day, category and language.
 */
export async function readCodeList(db: Executor, query: CodeListQuery): Promise<CodeListAnswer> {
  const [rows, own] = await Promise.all([selectGeneralCodes(db, query), selectLicenceCodes(db, query.licenceId, query.categoryId)]);
  const codes = own.length === 0 ? rows.map(toWireCode) : withLicenceCodes(rows, own, query);
  return { ResultCode: resultCodes.read, ResultMessage: '', Codes: { tblGeneralCodes: codes } };
}

/** A template field as GetTemplatesData answers it: the licence's field without its own bookkeeping, its label in one language. */
export type WireTemplateField = Omit<LicenceTemplateField, 'Labels' | 'Standard' | 'RowVersion'> & {
  /** The licence's own label in the caller's language (a field it added or relabelled); absent: translate LabelKey. */
  Label?: string;
};

/** GetTemplatesData's answer (spec 01 section 7: success code TiComponentsCode_Succes, response Result.templates). */
export interface TemplatesAnswer {
  ResultCode: typeof resultCodes.templates;
  ResultMessage: string;
  Result: { templates: WireTemplateField[] };
}

/** What a template read asks for; every part optional but the caller's licence and language. */
export interface TemplateQuery {
  screenName?: string;
  templateId?: number;
  fieldCode?: string;
  licenceId: number;
  /** The caller's 2-letter language: a field the licence labelled answers its label in it. */
  language: Language;
}

function toWireField(field: LicenceTemplateField, language: Language): WireTemplateField {
  const label = textIn(field.Labels, language);
  return {
    ScreenName: field.ScreenName,
    TemplateID: field.TemplateID,
    FieldCode: field.FieldCode,
    LabelKey: field.LabelKey,
    ...(label === undefined ? {} : { Label: label }),
    EditorType: field.EditorType,
    ListCategory: field.ListCategory,
    Required: field.Required,
    MaxLength: field.MaxLength,
    AllowMultiEdit: field.AllowMultiEdit,
    FieldOrder: field.FieldOrder,
    Visible: field.Visible,
  };
}

/**
 * The field templates of a screen (or of every screen), optionally one field (spec 01 section 7),
 * as the caller's licence has them: the shared templates with the licence's own changes and fields.
 * A project's own template (PrTemplateID) is used for each screen it defines; every other screen
 * falls back to the standard template 1, so a project always gets a complete set of screens.
 */
export async function readTemplates(db: Executor, query: TemplateQuery): Promise<TemplatesAnswer> {
  const chosen = await projectTemplateFields(db, {
    licenceId: query.licenceId,
    templateId: query.templateId ?? defaultTemplateId,
    ...(query.screenName === undefined ? {} : { screenName: query.screenName }),
    ...(query.fieldCode === undefined ? {} : { fieldCode: query.fieldCode }),
  });
  return { ResultCode: resultCodes.templates, ResultMessage: '', Result: { templates: chosen.map((field) => toWireField(field, query.language)) } };
}
