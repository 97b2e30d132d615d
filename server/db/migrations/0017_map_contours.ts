import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn } from './helpers';

/**
 * Contours drawn on a project's map (spec 02 section 2, 'Map': draw contours, delete contours):
 * one row per outline, its GeoJSON Polygon kept as text in the project's own coordinate system.
 * A contour goes with its project; RowVersion guards it like every entity row (spec 01 section 4).
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('tblMapContours'), dialect, 'CoID')
    .addColumn('PrID', 'integer', (col) => col.notNull().references('tblProjects.PrID').onDelete('cascade'))
    .addColumn('CoGuid', 'text', (col) => col.notNull().unique())
    .addColumn('CoType', 'text')
    .addColumn('CoZone', 'text')
    .addColumn('CoGeoJson', 'text')
    .addColumn('CoDateLastChanged', 'text')
    .addColumn('ExtraFieldsJson', 'text')
    .addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('tblMapContours_PrID_index').on('tblMapContours').column('PrID').execute();
}

/** Drops the contours. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tblMapContours').ifExists().execute();
}
