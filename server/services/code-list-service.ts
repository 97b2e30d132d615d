import type { ServerLanguageCode } from '../../src/domain/language/language-codes';
import { resultCodes } from '../../src/domain/wire/result-codes';
import type { Executor } from '../db/executor';
import { selectFieldTemplates, selectGeneralCodes } from '../db/repositories/code-lists';
import type { FieldTemplateRow, GeneralCodeRow } from '../db/repositories/code-lists';
import { defaultTemplateId } from '../seed/field-templates';

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
}

/** GetCodeListByCategoryIDOrCode's answer (spec 01 section 7: response Codes.tblGeneralCodes). */
export interface CodeListAnswer {
  ResultCode: typeof resultCodes.read;
  ResultMessage: string;
  Codes: { tblGeneralCodes: WireGeneralCode[] };
}

/** What a code-list read asks for: a category and/or one code, in one language. */
export interface CodeListQuery {
  categoryId?: number;
  code?: string;
  language: ServerLanguageCode;
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

/**
 * The codes of a category, one code, or one code within a category, in the asked language and list
 * order (spec 01 section 7). Code lists are shared by every licence. A category without codes
 * answers an empty list: the client caches the answer per day, category and language.
 */
export async function readCodeList(db: Executor, query: CodeListQuery): Promise<CodeListAnswer> {
  const rows = await selectGeneralCodes(db, query);
  return { ResultCode: resultCodes.read, ResultMessage: '', Codes: { tblGeneralCodes: rows.map(toWireCode) } };
}

/** A template field as GetTemplatesData answers it: the stored 0/1 flags as booleans. */
export interface WireTemplateField {
  ScreenName: string;
  TemplateID: number;
  FieldCode: string;
  LabelKey: string;
  EditorType: number;
  ListCategory: number | null;
  Required: boolean;
  MaxLength: number | null;
  AllowMultiEdit: boolean;
  FieldOrder: number;
  Visible: boolean;
}

/** GetTemplatesData's answer (spec 01 section 7: success code TiComponentsCode_Succes, response Result.templates). */
export interface TemplatesAnswer {
  ResultCode: typeof resultCodes.templates;
  ResultMessage: string;
  Result: { templates: WireTemplateField[] };
}

/** What a template read asks for; every part optional. */
export interface TemplateQuery {
  screenName?: string;
  templateId?: number;
  fieldCode?: string;
}

function toWireField(row: FieldTemplateRow): WireTemplateField {
  const numberOrNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    ScreenName: row.ScreenName,
    TemplateID: Number(row.TemplateID),
    FieldCode: row.FieldCode,
    LabelKey: row.LabelKey,
    EditorType: Number(row.EditorType),
    ListCategory: numberOrNull(row.ListCategory),
    Required: Number(row.Required) === 1,
    MaxLength: numberOrNull(row.MaxLength),
    AllowMultiEdit: Number(row.AllowMultiEdit) === 1,
    FieldOrder: Number(row.FieldOrder),
    Visible: Number(row.Visible) === 1,
  };
}

/**
 * The field templates of a screen (or of every screen), optionally one field (spec 01 section 7).
 * A project's own template (PrTemplateID) is used for each screen it defines; every other screen
 * falls back to the standard template 1, so a project always gets a complete set of screens.
 */
export async function readTemplates(db: Executor, query: TemplateQuery): Promise<TemplatesAnswer> {
  const templateId = query.templateId ?? defaultTemplateId;
  const rows = await selectFieldTemplates(db, {
    templateIds: templateId === defaultTemplateId ? [defaultTemplateId] : [templateId, defaultTemplateId],
    ...(query.screenName === undefined ? {} : { screenName: query.screenName }),
    ...(query.fieldCode === undefined ? {} : { fieldCode: query.fieldCode }),
  });
  const screensWithOwnTemplate = new Set(rows.filter((row) => Number(row.TemplateID) === templateId).map((row) => row.ScreenName));
  const chosen = rows.filter((row) => (screensWithOwnTemplate.has(row.ScreenName) ? Number(row.TemplateID) === templateId : true));
  return { ResultCode: resultCodes.templates, ResultMessage: '', Result: { templates: chosen.map(toWireField) } };
}
