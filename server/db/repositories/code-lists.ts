import type { Selectable } from 'kysely';
import type { Executor } from '../executor';
import type { FieldTemplatesTable, GeneralCodesTable } from '../schema';


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
  let query = db.selectFrom('tblGeneralCodes').selectAll().where('GcLanguage', '=', filter.language);
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
  let query = db.selectFrom('tblFieldTemplates').selectAll().where('TemplateID', 'in', [...filter.templateIds]);
  if (filter.screenName !== undefined) query = query.where('ScreenName', '=', filter.screenName);
  if (filter.fieldCode !== undefined) query = query.where('FieldCode', '=', filter.fieldCode);
  return query.orderBy('ScreenName').orderBy('TemplateID').orderBy('FieldOrder').execute();
}

/** Every language's rows of one category's codes (the code-list editor shows them side by side). */
export async function selectCategoryCodes(db: Executor, categoryId: number): Promise<GeneralCodeRow[]> {
  return db.selectFrom('tblGeneralCodes').selectAll().where('GcCategoryID', '=', categoryId).orderBy('GcOrder').orderBy('GcCode').execute();
}

/** The categories that have shared codes. */
export async function selectCategoryIds(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('tblGeneralCodes').select('GcCategoryID').distinct().orderBy('GcCategoryID').execute();
  return rows.map((row) => Number(row.GcCategoryID));
}
