import type { Generated, Selectable } from 'kysely';
import type { Executor } from '../executor';

/** tblGeneralCodes of migration 0004: one row per code and language (spec 01 section 3). */
export type GeneralCodesTable = {
  GcID: Generated<number>;
  GcCategoryID: number;
  GcCode: string;
  GcDescription: string;
  /** 3-letter language code: nld, eng, fra, spa, deu, ita. */
  GcLanguage: string;
  GcOrder: number;
  /** A list's own extras as JSON text, or null. */
  GcExtraJson: string | null;
};

/** tblFieldTemplates of migration 0004: one row per field of a screen's template (spec 01 sections 3 and 7). */
export type FieldTemplatesTable = {
  TfID: Generated<number>;
  ScreenName: string;
  TemplateID: number;
  FieldCode: string;
  LabelKey: string;
  EditorType: number;
  ListCategory: number | null;
  /** 0/1. */
  Required: number;
  MaxLength: number | null;
  /** 0/1. */
  AllowMultiEdit: number;
  FieldOrder: number;
  /** 0/1. */
  Visible: number;
};

/** The tables of migration 0004, added to the database type where they are queried (type aliases: withTables needs index-compatible types). */
export type CodeListTables = {
  tblGeneralCodes: GeneralCodesTable;
  tblFieldTemplates: FieldTemplatesTable;
};

/** A stored code-list row. */
export type GeneralCodeRow = Selectable<GeneralCodesTable>;
/** A stored template field. */
export type FieldTemplateRow = Selectable<FieldTemplatesTable>;

/** Which codes to read: one language, and a category, a code, or both. */
export interface GeneralCodeFilter {
  language: string;
  categoryId?: number;
  code?: string;
}

/** Codes of one language, by category and/or code, in list order (spec 01 section 7, GetCodeListByCategoryIDOrCode). */
export async function selectGeneralCodes(db: Executor, filter: GeneralCodeFilter): Promise<GeneralCodeRow[]> {
  let query = db.withTables<CodeListTables>().selectFrom('tblGeneralCodes').selectAll().where('GcLanguage', '=', filter.language);
  if (filter.categoryId !== undefined) query = query.where('GcCategoryID', '=', filter.categoryId);
  if (filter.code !== undefined) query = query.where('GcCode', '=', filter.code);
  return query.orderBy('GcCategoryID').orderBy('GcOrder').orderBy('GcCode').execute();
}

/** Which template fields to read: from these templates, optionally one screen and one field. */
export interface FieldTemplateFilter {
  templateIds: readonly number[];
  screenName?: string;
  fieldCode?: string;
}

/** Template fields in screen and field order (spec 01 section 7, GetTemplatesData). */
export async function selectFieldTemplates(db: Executor, filter: FieldTemplateFilter): Promise<FieldTemplateRow[]> {
  let query = db.withTables<CodeListTables>().selectFrom('tblFieldTemplates').selectAll().where('TemplateID', 'in', [...filter.templateIds]);
  if (filter.screenName !== undefined) query = query.where('ScreenName', '=', filter.screenName);
  if (filter.fieldCode !== undefined) query = query.where('FieldCode', '=', filter.fieldCode);
  return query.orderBy('ScreenName').orderBy('TemplateID').orderBy('FieldOrder').execute();
}
