import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, booleanType, timestampType } from './helpers';

/**
 * Media items (spec 02 section 3, 'Media item'; ARCHITECTURE 'Files'): the file lies on disk under the media
 * folder, this row keeps its metadata and checksum. A name is unique within its project, compared in lower case
 * (spec 02 section 5: 'A media name that already exists on the server is rejected'). A picture may belong to a
 * measurement point (the point's gallery); it goes with its project, and leaves a point that is deleted.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('tblMedia'), dialect, 'MeID')
    .addColumn('PrID', 'integer', (col) => col.notNull().references('tblProjects.PrID').onDelete('cascade'))
    .addColumn('MpID', 'integer', (col) => col.references('tblMeasurementPoints.MpID').onDelete('set null'))
    .addColumn('MeGuid', 'text', (col) => col.notNull().unique())
    .addColumn('FileName', 'text', (col) => col.notNull())
    .addColumn('NameKey', 'text', (col) => col.notNull())
    .addColumn('MediaClassification', 'text', (col) => col.notNull())
    .addColumn('MediaType', 'text', (col) => col.notNull())
    .addColumn('ByteSize', 'bigint', (col) => col.notNull())
    .addColumn('Checksum', 'text', (col) => col.notNull())
    .addColumn('StoredName', 'text', (col) => col.notNull())
    .addColumn('HasThumbnail', booleanType, (col) => col.notNull().defaultTo(0))
    .addColumn('Width', 'integer')
    .addColumn('Height', 'integer')
    .addColumn('UploadedBy', 'text', (col) => col.notNull())
    .addColumn('UploadedAt', timestampType, (col) => col.notNull())
    .addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('tblMedia_name_unique').on('tblMedia').columns(['PrID', 'NameKey']).unique().execute();
  await db.schema.createIndex('tblMedia_MpID_index').on('tblMedia').column('MpID').execute();
}

/** Drops the media table (the files on disk stay; the folder is the operator's). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tblMedia').ifExists().execute();
}
