import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, booleanType } from './helpers';

type ColumnType = 'text' | 'integer' | 'double precision';

// Column name → type code (t text, i integer, d double precision, b boolean stored as 0/1), a frozen snapshot.
const codes: Record<string, ColumnType> = { t: 'text', i: 'integer', d: 'double precision', b: booleanType };

function columnsOf(list: string): [string, ColumnType][] {
  return list.split(' ').map((entry) => {
    const [name = '', code = 't'] = entry.split(':');
    return [name, codes[code] ?? 'text'];
  });
}

const labAssignmentColumns = columnsOf([
  'ID:i Date:t SampleTransportationNr:t SikbLabCode:t CustomerCode:t UrgencyCode:t UrgencyDescription:t',
  'PriceAgreementCode:t PriceAgreementDescription:t SikbLabMatrixCode:t Remarks:t ProjectLeader:t ProjectLeaderEmail:t',
  'SampleDeliveryDate:t ReservationNumber:t CertificateCode:t CertificateAddition:t FieldMatrixCode:t OrderNr:t',
  'IsSent:b LabStatusCode:t LabReportNumber:t LbDeleted:b LbLabEmail:t LbSendFailure:t LbSentDate:t',
].join(' '));

const analysisSampleColumns = columnsOf([
  'Name:t MatrixCode:t Date:t From:d To:d ResultCount:i AssessmentDate:t PurposeType:t AssessmentResult:t',
  'IsWaddenSeaOrZeelandDelta:b IsDeepGroundwater:b IsSaltSurfaceWater:b IsMixedFieldSample:b IsAssessmentSample:b IsUncertaintySample:b',
].join(' '));

/**
 * Lab assignments, analysis samples and the field samples each is made of (spec 02 sections 2, 3
 * and 7). An assignment is never removed by a call (LbDeleted, spec 02 section 4) but goes with its
 * project; a sample leaves its assignment when that row goes (LbID set null); a part goes with its
 * analysis sample and with the jar or water sample it names.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  let assignments = addIdColumn(db.schema.createTable('tblLabAssignments'), dialect, 'LbID')
    .addColumn('PrID', 'integer', (col) => col.notNull().references('tblProjects.PrID').onDelete('cascade'))
    .addColumn('LbGuid', 'text', (col) => col.notNull().unique());
  for (const [name, type] of labAssignmentColumns) assignments = assignments.addColumn(name, type);
  await assignments.addColumn('ExtraFieldsJson', 'text').addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1)).execute();

  let samples = addIdColumn(db.schema.createTable('tblAnalysisSamples'), dialect, 'AsID')
    .addColumn('PrID', 'integer', (col) => col.notNull().references('tblProjects.PrID').onDelete('cascade'))
    .addColumn('AsGuid', 'text', (col) => col.notNull().unique())
    .addColumn('LbID', 'integer', (col) => col.references('tblLabAssignments.LbID').onDelete('set null'));
  for (const [name, type] of analysisSampleColumns) samples = samples.addColumn(name, type);
  await samples.addColumn('ExtraFieldsJson', 'text').addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1)).execute();

  await addIdColumn(db.schema.createTable('tblAnalysisSampleParts'), dialect, 'ApID')
    .addColumn('AsID', 'integer', (col) => col.notNull().references('tblAnalysisSamples.AsID').onDelete('cascade'))
    .addColumn('ApGuid', 'text', (col) => col.notNull().unique())
    .addColumn('JrID', 'integer', (col) => col.references('tblJars.JrID').onDelete('cascade'))
    .addColumn('WsID', 'integer', (col) => col.references('tblWaterSamples.WsID').onDelete('cascade'))
    .addColumn('ExtraFieldsJson', 'text')
    .addColumn('RowVersion', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema.createIndex('tblLabAssignments_PrID_index').on('tblLabAssignments').column('PrID').execute();
  await db.schema.createIndex('tblAnalysisSamples_PrID_index').on('tblAnalysisSamples').column('PrID').execute();
  await db.schema.createIndex('tblAnalysisSamples_LbID_index').on('tblAnalysisSamples').column('LbID').execute();
  await db.schema.createIndex('tblAnalysisSampleParts_AsID_index').on('tblAnalysisSampleParts').column('AsID').execute();
}

/** Drops the lab tables, children first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tblAnalysisSampleParts', 'tblAnalysisSamples', 'tblLabAssignments']) await db.schema.dropTable(table).ifExists().execute();
}
