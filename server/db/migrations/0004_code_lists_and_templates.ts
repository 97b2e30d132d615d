import type { Kysely } from 'kysely';
import { generalCodeSeedRows } from '../../seed/code-lists';
import type { GeneralCodeSeedRow } from '../../seed/code-lists';
import { fieldTemplateSeedRows } from '../../seed/field-templates';
import type { FieldTemplateSeedRow } from '../../seed/field-templates';
import type { SqlDialect } from '../connection';
import { addIdColumn, booleanType } from './helpers';

/** The two tables as this migration fills them (ids assigned by the database). */
interface SeedTables {
  tblGeneralCodes: GeneralCodeSeedRow;
  tblFieldTemplates: FieldTemplateSeedRow;
}

// Well under SQLite's 32,766 and PostgreSQL's 65,535 bound values a statement.
const rowsPerInsert = 500;

async function insertInChunks<T extends keyof SeedTables>(db: Kysely<SeedTables>, table: T, rows: readonly SeedTables[T][]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await db.insertInto(table).values(rows.slice(start, start + rowsPerInsert) as never).execute();
  }
}

/**
 * Code lists and field templates (spec 01 sections 3 and 7; issue 'Data service', deliver 2 and 3).
 *
 * tblGeneralCodes: one row per code and language. GcCategoryID is the list (37 coordinate systems,
 * 3 lab status, 84, 85, 86, and ours from 1001: see server/seed/code-list-types.ts); GcLanguage is
 * the 3-letter code (nld, eng, fra, spa, deu, ita); GcOrder the display order; GcExtraJson holds a
 * list's own extras as JSON (EPSG code, bounds and fraction digits of a coordinate system, a
 * colour's display colour, a unit's symbol, a median class's M50 range).
 *
 * tblFieldTemplates: one row per field of a screen's template. TemplateID 1 is the standard
 * template; LabelKey a translation key; EditorType the numeric field-editor type; ListCategory the
 * GcCategoryID of its list; Required, AllowMultiEdit and Visible are 0/1; FieldOrder sorts the fields.
 *
 * Both are filled from the data modules in server/seed as they stand when the migration runs.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('tblGeneralCodes'), dialect, 'GcID')
    .addColumn('GcCategoryID', 'integer', (col) => col.notNull())
    .addColumn('GcCode', 'text', (col) => col.notNull())
    .addColumn('GcDescription', 'text', (col) => col.notNull())
    .addColumn('GcLanguage', 'text', (col) => col.notNull())
    .addColumn('GcOrder', 'integer', (col) => col.notNull())
    .addColumn('GcExtraJson', 'text')
    .addUniqueConstraint('tblGeneralCodes_code_unique', ['GcCategoryID', 'GcCode', 'GcLanguage'])
    .execute();
  // Lookups go by language and category, or by code within a language.
  await db.schema.createIndex('tblGeneralCodes_language_category_index').on('tblGeneralCodes').columns(['GcLanguage', 'GcCategoryID']).execute();
  await db.schema.createIndex('tblGeneralCodes_language_code_index').on('tblGeneralCodes').columns(['GcLanguage', 'GcCode']).execute();

  await addIdColumn(db.schema.createTable('tblFieldTemplates'), dialect, 'TfID')
    .addColumn('ScreenName', 'text', (col) => col.notNull())
    .addColumn('TemplateID', 'integer', (col) => col.notNull())
    .addColumn('FieldCode', 'text', (col) => col.notNull())
    .addColumn('LabelKey', 'text', (col) => col.notNull())
    .addColumn('EditorType', 'integer', (col) => col.notNull())
    .addColumn('ListCategory', 'integer')
    .addColumn('Required', booleanType, (col) => col.notNull().defaultTo(0))
    .addColumn('MaxLength', 'integer')
    .addColumn('AllowMultiEdit', booleanType, (col) => col.notNull().defaultTo(0))
    .addColumn('FieldOrder', 'integer', (col) => col.notNull())
    .addColumn('Visible', booleanType, (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('tblFieldTemplates_field_unique', ['ScreenName', 'TemplateID', 'FieldCode'])
    .execute();

  const seeded = db as Kysely<SeedTables>;
  await insertInChunks(seeded, 'tblGeneralCodes', generalCodeSeedRows());
  await insertInChunks(seeded, 'tblFieldTemplates', fieldTemplateSeedRows());
}

/** Drops both tables with their seeded rows. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tblFieldTemplates').ifExists().execute();
  await db.schema.dropTable('tblGeneralCodes').ifExists().execute();
}
