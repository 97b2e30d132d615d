import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, timestampType } from './helpers';

type ColumnType = 'text' | 'integer' | 'double precision';

// The result's columns (spec 02 section 3, 'Analysis result') and ArReportedValue, a frozen snapshot.
const resultColumns: [string, ColumnType][] = [
  ['Method', 'text'], ['ComponentGroup', 'text'], ['Component', 'text'], ['Unit', 'text'],
  ['ReferenceValue', 'double precision'], ['MeasuredValue', 'double precision'], ['AlphanumericValue', 'text'],
  ['StandardisedValue', 'double precision'], ['StandardisedReference', 'double precision'], ['Symbol', 'text'],
  ['TestConclusion', 'text'], ['ResultDescription', 'text'], ['Message1', 'text'], ['Message2', 'text'], ['Message3', 'text'],
  ['GroupOrder', 'integer'], ['ComponentOrder', 'integer'], ['ReportedDate', 'text'], ['ArReportedValue', 'text'],
];

/**
 * Analysis results (spec 02 sections 3 and 7) under their analysis sample, with a RowVersion like every
 * entity table; and the lab result importer's state (spec 02 sections 2 and 4): one row per delivery a
 * licence received (unique by content, so a delivery is imported once) and the importer's state per licence.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  let results = addIdColumn(db.schema.createTable('tblAnalysisResults'), dialect, 'ArID')
    .addColumn('AsID', 'integer', (col) => col.notNull().references('tblAnalysisSamples.AsID').onDelete('cascade'))
    .addColumn('ArGuid', 'text', (col) => col.notNull().unique());
  for (const [name, type] of resultColumns) results = results.addColumn(name, type);
  await results.addColumn('ExtraFieldsJson', 'text').addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('tblAnalysisResults_AsID_index').on('tblAnalysisResults').column('AsID').execute();

  await addIdColumn(db.schema.createTable('labDeliveries'), dialect)
    .addColumn('licenceId', 'integer', (col) => col.notNull().references('licences.id').onDelete('cascade'))
    .addColumn('fileName', 'text', (col) => col.notNull())
    .addColumn('checksum', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('orderId', 'text')
    .addColumn('summary', 'text')
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .addColumn('updatedAt', timestampType, (col) => col.notNull())
    .addUniqueConstraint('labDeliveries_licence_checksum', ['licenceId', 'checksum'])
    .execute();

  await db.schema.createTable('labImporters')
    .addColumn('licenceId', 'integer', (col) => col.primaryKey().references('licences.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('lastRunAt', timestampType)
    .addColumn('updatedAt', timestampType, (col) => col.notNull())
    .execute();
}

/** Drops the importer's tables and the results. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['labImporters', 'labDeliveries', 'tblAnalysisResults']) await db.schema.dropTable(table).ifExists().execute();
}
