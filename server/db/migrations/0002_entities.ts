import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, booleanType } from './helpers';

type ColumnType = 'text' | 'integer' | 'double precision' | 'boolean';

/** A frozen snapshot of one entity table: later field changes come as new migrations. */
interface EntityTable {
  table: string;
  id: string;
  guid?: string;
  parent?: { column: string; references: string };
  /** Column names with their types, as `Name:type` (t text, i integer, d double precision, b boolean). */
  columns: string;
}

const codes: Record<string, ColumnType> = { t: 'text', i: 'integer', d: 'double precision', b: 'boolean' };

/** Every entity table of spec 01 section 3 with the wire names as columns, parents before children. */
const entityTables: EntityTable[] = [
  { table: 'tblProjects', id: 'PrID', guid: 'PrGuid', columns: 'PrCode:t PrName:t PrPlace:t PrDate:t PrPhaseCode:t PrDateLastSynced:t PrTypeCode:t PrTemplateID:i PrCoordinateSystem:t PrLeaderCode:t PrDrillingMasterCode:t PrRemark:t PrPinned:b PrDateLastChanged:t PrDateContentLastChanged:t' },
  { table: 'tblSublocations', id: 'SlID', guid: 'SlGuid', parent: { column: 'PrID', references: 'tblProjects.PrID' }, columns: 'SlName:t SlNameInspector:t SlDateLastChanged:t' },
  { table: 'tblMeasurementPoints', id: 'MpID', guid: 'MpGuid', parent: { column: 'PrID', references: 'tblProjects.PrID' }, columns: 'MpName:t MpTypeCode:t MpDate:t MpDepth:d MpXCoord:d MpYCoord:d MpZCoord:d MpPointGeometry:t MpDrillmasterSignatureTimestamp:t SlGuid:t MpReferencePointTypeCode:t MpReferencePlaneTypeCode:t MpGroundwaterLevel:d MpDrillingMasterCode:t MpSampleTakerCode:t MpRemark:t MpTrialPitLength:d MpTrialPitWidth:d MpDateLastChanged:t' },
  {
    table: 'tblLayers', id: 'LaID', guid: 'LaGuid', parent: { column: 'MpID', references: 'tblMeasurementPoints.MpID' },
    columns: [
      'LaFrom:d LaTo:d LaSoilTypeCode:t LaGradationCode:t LaSourceCode:t LaColourMainCode:t LaColourSubCode:t LaColourShadeCode:t LaSpot1ColourCode:t LaSpot2ColourCode:t',
      'LaMedianCode:t LaAdditive1TypeCode:t LaAdditive1GradationCode:t LaAdditive2TypeCode:t LaAdditive2GradationCode:t LaAdditive3TypeCode:t LaAdditive3GradationCode:t LaAdditive4TypeCode:t LaAdditive4GradationCode:t',
      'LaTertiaryCode:t LaPeatAmorphousCode:t LaConsistencyCode:t LaPlasticityCode:t LaGrainShapeCode:t LaFormCode:t LaSurfaceCode:t LaParticleStrengthCode:t LaRockShapeCode:t LaRockWeatheringCode:t',
      'LaDecompositionCode:t LaPrimaryCode:t LaSecondary1Code:t LaSecondary1QualifierCode:t LaSecondary2Code:t LaSecondary2QualifierCode:t LaOrganicCode:t',
      'LaGravelPerc:d LaLoamPerc:d LaLutumPerc:d LaHumusPerc:d LaSiltPerc:d LaM50:d',
      [1, 2, 3, 4, 5, 6, 7].map((n) => `LaSpecialCompound${n}TypeCode:t LaSpecialCompound${n}GradationCode:t LaSpecialCompound${n}OriginCode:t`).join(' '),
      'LaOdourTypeCode:t LaOdourIntensityCode:t LaBiogenicAdmixtureCode:t',
      [1, 2, 3, 4, 5].map((n) => `LaArchIndication${n}Code:t LaArchIndication${n}GradationCode:t`).join(' '),
      'LaPhysicalObservations:t LaRemark:t LaDateLastChanged:t',
    ].join(' '),
  },
  { table: 'tblJars', id: 'JrID', guid: 'JrGuid', parent: { column: 'MpID', references: 'tblMeasurementPoints.MpID' }, columns: 'JrName:t JrFrom:d JrTo:d JrBarcode:t JrSieveSize:d JrPackagingTypeCode:t JrAsbestosSampleTypeCode:t JrSampleWeight:d JrDebrisWeight:d JrAsbestosWeight:d JrFineFractionWeight:d JrAsbestosPieces:i JrPID:d JrOdourCode:t JrOilWaterReactionCode:t JrDate:t JrDateLastChanged:t' },
  { table: 'tblFilterTubes', id: 'FtID', guid: 'FtGuid', parent: { column: 'MpID', references: 'tblMeasurementPoints.MpID' }, columns: 'FtName:t FtFrom:d FtTo:d FtDateLastChanged:t' },
  { table: 'tblFinishings', id: 'FiID', guid: 'FiGuid', parent: { column: 'MpID', references: 'tblMeasurementPoints.MpID' }, columns: 'FiTypeCode:t FiFrom:d FiTo:d FiDateLastChanged:t' },
  { table: 'tblWaterSamples', id: 'WsID', guid: 'WsGuid', parent: { column: 'MpID', references: 'tblMeasurementPoints.MpID' }, columns: 'WsName:t WsFieldSampleGUID:t WsDate:t WsMatrixCode:t WsPumpTypeCode:t WsRefTopFtCode:t WsRemark:t WsSampleTakerCode:t WsTopFt:d WsSpecialConditions:t WsFieldConditions:t WsStartSampleTime:t WsPostSampleTime:t WsColourCode:t WsDateLastChanged:t' },
  { table: 'tblBottles', id: 'BoID', guid: 'BoGuid', parent: { column: 'WsID', references: 'tblWaterSamples.WsID' }, columns: 'BoName:t BoBarcode:t BoDateLastChanged:t' },
  { table: 'tblObservation', id: 'ObID', parent: { column: 'WsID', references: 'tblWaterSamples.WsID' }, columns: 'WsGuid:t PrID:i ObObservationType:t ObPropertyCode:t ObMeasurementValue:t ObMeasurementUnit:i ObObservationDate:t' },
  { table: 'tblWaterSampleMeasurements', id: 'WmID', parent: { column: 'WsID', references: 'tblWaterSamples.WsID' }, columns: 'WmPropertyCode:t WmValue:t WmUnit:t WmDate:t' },
  { table: 'tblLocationVisits', id: 'LvID', guid: 'LvGuid', parent: { column: 'PrID', references: 'tblProjects.PrID' }, columns: 'LvDate:t LvRemark:t LvDateLastChanged:t' },
  { table: 'tblSummaryConclusions', id: 'SmID', guid: 'SmGUID', parent: { column: 'PrID', references: 'tblProjects.PrID' }, columns: 'SmType:t SmText:t SmDateLastChanged:t' },
  { table: 'tblConcernedCompanies', id: 'CcID', guid: 'CcGUID', parent: { column: 'PrID', references: 'tblProjects.PrID' }, columns: 'CcCompanyName:t CcCompanyTypeCode:t CcContactPerson:t CcPersonTypeCode:t CcChamberOfCommerceNumber:t CcDateLastChanged:t' },
  { table: 'tblCadastralOvam', id: 'CaID', guid: 'CaGUID', parent: { column: 'PrID', references: 'tblProjects.PrID' }, columns: 'CaName:t CaNisID:t CaDepartment:t' },
  { table: 'tblCadastralOvamCustomers', id: 'CuID', parent: { column: 'CaID', references: 'tblCadastralOvam.CaID' }, columns: 'CuCustomerName:t' },
  { table: 'tblCadastralOvamVlaremAct', id: 'VLID', parent: { column: 'CaID', references: 'tblCadastralOvam.CaID' }, columns: 'VlStartDate:t' },
];

/**
 * Entity tables (spec 01 section 3; issue 'Data service', deliver 2): wire names as columns, integer
 * ids plus unique GUIDs, cascading deletes down the tree, `ExtraFieldsJson` keeping the fields the
 * spec does not list, and `LicenceID` on projects so no call reaches another licence's data.
 * A water sample is deleted with its gauging tube (FtID) as well as with its point.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  for (const spec of entityTables) {
    let table = addIdColumn(db.schema.createTable(spec.table), dialect, spec.id);
    if (spec.table === 'tblProjects') {
      table = table.addColumn('LicenceID', 'integer', (col) => col.notNull().references('licences.id').onDelete('cascade'));
    }
    if (spec.parent) {
      const { column, references } = spec.parent;
      table = table.addColumn(column, 'integer', (col) => col.notNull().references(references).onDelete('cascade'));
    }
    if (spec.guid) table = table.addColumn(spec.guid, 'text', (col) => col.notNull().unique());
    if (spec.table === 'tblWaterSamples') {
      table = table.addColumn('FtID', 'integer', (col) => col.references('tblFilterTubes.FtID').onDelete('cascade'));
    }
    for (const column of spec.columns.split(' ')) {
      const [name = '', code = 't'] = column.split(':');
      const type = codes[code] ?? 'text';
      table = table.addColumn(name, type === 'boolean' ? booleanType : type);
    }
    await table.addColumn('ExtraFieldsJson', 'text').execute();
    if (spec.parent) {
      await db.schema.createIndex(`${spec.table}_${spec.parent.column}_index`).on(spec.table).column(spec.parent.column).execute();
    }
  }
  await db.schema.createIndex('tblProjects_LicenceID_index').on('tblProjects').column('LicenceID').execute();
  await db.schema.createIndex('tblWaterSamples_FtID_index').on('tblWaterSamples').column('FtID').execute();
}

/** Drops the entity tables, children first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const spec of [...entityTables].reverse()) await db.schema.dropTable(spec.table).ifExists().execute();
}
