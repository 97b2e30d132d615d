import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../executor';
import type { LicenceCodesTable, LicenceTemplateFieldsTable, ReferenceChangesTable } from '../reference-data-schema';

/** A licence's code as stored. */
export type LicenceCodeRow = Selectable<LicenceCodesTable>;
/** A licence's template field as stored. */
export type LicenceTemplateFieldRow = Selectable<LicenceTemplateFieldsTable>;

/** The licence's codes of one category, or of every category when none is given. */
export async function selectLicenceCodes(db: Executor, licenceId: number, categoryId?: number): Promise<LicenceCodeRow[]> {
  let query = db.selectFrom('licenceCodes').selectAll().where('licenceId', '=', licenceId);
  if (categoryId !== undefined) query = query.where('GcCategoryID', '=', categoryId);
  return query.orderBy('GcCategoryID').orderBy('GcOrder').execute();
}

/** Writes a licence's code (a new one, or the changed fields of one it has). */
export async function upsertLicenceCode(db: Executor, row: Insertable<LicenceCodesTable>): Promise<void> {
  await db.insertInto('licenceCodes').values(row)
    .onConflict((conflict) => conflict.columns(['licenceId', 'GcCategoryID', 'GcCode']).doUpdateSet({
      DescriptionsJson: row.DescriptionsJson, GcOrder: row.GcOrder, Active: row.Active, Removed: row.Removed, RowVersion: row.RowVersion,
    }))
    .execute();
}

/** Removes a licence's own code row. */
export async function deleteLicenceCode(db: Executor, licenceId: number, categoryId: number, code: string): Promise<void> {
  await db.deleteFrom('licenceCodes').where('licenceId', '=', licenceId).where('GcCategoryID', '=', categoryId).where('GcCode', '=', code).execute();
}

/** The licence's fields of one screen's template (or of every screen and template). */
export async function selectLicenceTemplateFields(db: Executor, licenceId: number, filter: { screenName?: string; templateIds?: readonly number[] } = {}): Promise<LicenceTemplateFieldRow[]> {
  let query = db.selectFrom('licenceTemplateFields').selectAll().where('licenceId', '=', licenceId);
  if (filter.screenName !== undefined) query = query.where('ScreenName', '=', filter.screenName);
  if (filter.templateIds !== undefined) query = query.where('TemplateID', 'in', [...filter.templateIds]);
  return query.orderBy('ScreenName').orderBy('FieldOrder').execute();
}

/** Writes a licence's template field (a new one, or the changed fields of one it has). */
export async function upsertLicenceTemplateField(db: Executor, row: Insertable<LicenceTemplateFieldsTable>): Promise<void> {
  const { licenceId: _licence, ScreenName: _screen, TemplateID: _template, FieldCode: _field, ...changes } = row;
  await db.insertInto('licenceTemplateFields').values(row)
    .onConflict((conflict) => conflict.columns(['licenceId', 'ScreenName', 'TemplateID', 'FieldCode']).doUpdateSet(changes))
    .execute();
}

/** Removes a licence's own template field row. */
export async function deleteLicenceTemplateField(db: Executor, licenceId: number, screenName: string, templateId: number, fieldCode: string): Promise<void> {
  await db.deleteFrom('licenceTemplateFields')
    .where('licenceId', '=', licenceId).where('ScreenName', '=', screenName).where('TemplateID', '=', templateId).where('FieldCode', '=', fieldCode)
    .execute();
}

/** The licence's current version of its code lists and templates: 0 before its first change. */
export async function selectReferenceVersion(db: Executor, licenceId: number): Promise<number> {
  const row = await db.selectFrom('referenceChanges').select((eb) => eb.fn.max('version').as('version')).where('licenceId', '=', licenceId).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Records one change under the next version (unique per licence, so two writers cannot take the same one). */
export async function insertReferenceChange(db: Executor, change: Omit<Insertable<ReferenceChangesTable>, 'version'>): Promise<number> {
  const version = (await selectReferenceVersion(db, change.licenceId)) + 1;
  await db.insertInto('referenceChanges').values({ ...change, version }).execute();
  return version;
}
