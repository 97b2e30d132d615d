import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, booleanType, timestampType } from './helpers';

/**
 * A licence's own code lists and field templates (spec 01 sections 3, 7 and 9): rows over the
 * shared ones of 0004, keyed like them and per licence, each with a RowVersion (spec 01 section 4);
 * and the change history whose highest version per licence tells a browser its day caches are stale.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('licenceCodes'), dialect, 'id')
    .addColumn('licenceId', 'integer', (col) => col.notNull().references('licences.id').onDelete('cascade'))
    .addColumn('GcCategoryID', 'integer', (col) => col.notNull())
    .addColumn('GcCode', 'text', (col) => col.notNull())
    .addColumn('DescriptionsJson', 'text', (col) => col.notNull())
    .addColumn('GcOrder', 'integer', (col) => col.notNull())
    .addColumn('Active', booleanType, (col) => col.notNull().defaultTo(1))
    .addColumn('Removed', booleanType, (col) => col.notNull().defaultTo(0))
    .addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('licenceCodes_code_unique', ['licenceId', 'GcCategoryID', 'GcCode'])
    .execute();

  await addIdColumn(db.schema.createTable('licenceTemplateFields'), dialect, 'id')
    .addColumn('licenceId', 'integer', (col) => col.notNull().references('licences.id').onDelete('cascade'))
    .addColumn('ScreenName', 'text', (col) => col.notNull())
    .addColumn('TemplateID', 'integer', (col) => col.notNull())
    .addColumn('FieldCode', 'text', (col) => col.notNull())
    .addColumn('LabelsJson', 'text', (col) => col.notNull())
    .addColumn('EditorType', 'integer', (col) => col.notNull())
    .addColumn('ListCategory', 'integer')
    .addColumn('Required', booleanType, (col) => col.notNull().defaultTo(0))
    .addColumn('MaxLength', 'integer')
    .addColumn('AllowMultiEdit', booleanType, (col) => col.notNull().defaultTo(0))
    .addColumn('FieldOrder', 'integer', (col) => col.notNull())
    .addColumn('Visible', booleanType, (col) => col.notNull().defaultTo(1))
    .addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('licenceTemplateFields_field_unique', ['licenceId', 'ScreenName', 'TemplateID', 'FieldCode'])
    .execute();

  await addIdColumn(db.schema.createTable('referenceChanges'), dialect, 'id')
    .addColumn('licenceId', 'integer', (col) => col.notNull().references('licences.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('changedBy', 'text', (col) => col.notNull())
    .addColumn('changedAt', timestampType, (col) => col.notNull())
    .addUniqueConstraint('referenceChanges_version_unique', ['licenceId', 'version'])
    .execute();
}

/** Drops the licence's own lists and templates; the shared ones stay. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referenceChanges').ifExists().execute();
  await db.schema.dropTable('licenceTemplateFields').ifExists().execute();
  await db.schema.dropTable('licenceCodes').ifExists().execute();
}
