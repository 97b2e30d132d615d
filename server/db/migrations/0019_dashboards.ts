import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, booleanType, timestampType } from './helpers';

/**
 * Dashboards and to-do tasks (spec 02 section 2, 'Dashboards'; section 3, 'Other': to-do task and
 * dashboard, with a name). A dashboard belongs to one user in one project and is numbered within
 * them (1 is the Home Dashboard); its widgets are JSON text. Tasks belong to the project, so the
 * whole team's to-do list is one. Both carry RowVersion (spec 01 section 4).
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('tblDashboards'), dialect, 'DbID')
    .addColumn('UsID', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('PrID', 'integer', (col) => col.notNull().references('tblProjects.PrID').onDelete('cascade'))
    .addColumn('DbNumber', 'integer', (col) => col.notNull())
    .addColumn('DbName', 'text', (col) => col.notNull())
    .addColumn('DbNameKey', 'text', (col) => col.notNull())
    .addColumn('DbLayout', 'text', (col) => col.notNull())
    .addColumn('DbDateLastChanged', timestampType, (col) => col.notNull())
    .addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('tblDashboards_number_unique', ['UsID', 'PrID', 'DbNumber'])
    .addUniqueConstraint('tblDashboards_name_unique', ['UsID', 'PrID', 'DbNameKey'])
    .execute();

  await addIdColumn(db.schema.createTable('tblTasks'), dialect, 'TaID')
    .addColumn('PrID', 'integer', (col) => col.notNull().references('tblProjects.PrID').onDelete('cascade'))
    .addColumn('TaGuid', 'text', (col) => col.notNull().unique())
    .addColumn('TaName', 'text')
    .addColumn('TaDone', booleanType)
    .addColumn('TaDateLastChanged', timestampType)
    .addColumn('ExtraFieldsJson', 'text')
    .addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('tblTasks_PrID_index').on('tblTasks').column('PrID').execute();
}

/** Drops both tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tblTasks').ifExists().execute();
  await db.schema.dropTable('tblDashboards').ifExists().execute();
}
