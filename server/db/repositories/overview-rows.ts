import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../executor';
import type { Database } from '../schema';

/**
 * Reads of the project overviews (spec 01 section 7, GetQuerryResponse): one statement per table,
 * with joins and correlated counts, so a 10,000-point project costs a handful of queries, never one
 * per point. Callers check the project's licence first (scope.ts); every query keeps to `PrID`.
 */

/** A row as read: column names to values (counts may come back as text from PostgreSQL). */
export type OverviewRow = Record<string, unknown>;

/** Optional narrowing of a point-based overview to one measurement point (route /overview/{id}/{mpGuid}). */
export interface OverviewScope {
  prId: number;
  mpGuid?: string;
}

type PointBuilder = ExpressionBuilder<Database & { mp: Database['tblMeasurementPoints'] }, 'mp'>;

const pointColumns = ([
  'MpID', 'MpGuid', 'MpName', 'MpTypeCode', 'MpDate', 'MpXCoord', 'MpYCoord', 'MpZCoord', 'MpDepth', 'SlGuid',
  'MpDrillingMasterCode', 'MpSampleTakerCode',
] as const).map((column) => `mp.${column}` as const);

const layerColumns = ([
  'LaID', 'LaGuid', 'LaFrom', 'LaTo', 'LaSoilTypeCode', 'LaMedianCode',
  'LaAdditive1TypeCode', 'LaAdditive1GradationCode', 'LaAdditive2TypeCode', 'LaAdditive2GradationCode',
  'LaAdditive3TypeCode', 'LaAdditive3GradationCode', 'LaAdditive4TypeCode', 'LaAdditive4GradationCode',
  'LaColourMainCode', 'LaOdourTypeCode', 'LaGravelPerc', 'LaLutumPerc', 'LaSiltPerc', 'LaHumusPerc', 'LaM50', 'LaRemark',
] as const).map((column) => `la.${column}` as const);

const sampleColumns = ([
  'WsID', 'WsGuid', 'WsName', 'WsDate', 'WsMatrixCode', 'WsPumpTypeCode', 'WsSampleTakerCode',
] as const).map((column) => `ws.${column}` as const);

/** Which water/air samples an overview lists (spec 01 section 3, 'Kind of water sample'). */
export interface SampleSelection {
  /** 'tube': with an FtID; 'surface': without; 'any': both. */
  placement: 'tube' | 'surface' | 'any';
  /** Air samples (matrix in airMatrices) or water samples (every other matrix, or none). */
  air: boolean;
  /** The air matrix codes, upper case (src/domain/codes/matrix-codes.ts airMatrixCodes). */
  airMatrices: readonly string[];
}

function countOf(eb: PointBuilder, table: 'tblLayers' | 'tblJars' | 'tblFilterTubes', alias: string) {
  // The three tables share the MpID link; one of them stands for their type.
  const child = `${table} as child` as 'tblLayers as child';
  return eb.selectFrom(child).select((inner) => inner.fn.countAll().as('n')).whereRef('child.MpID', '=', 'mp.MpID').as(alias);
}

function sampleCountOf(eb: PointBuilder, airMatrices: readonly string[], air: boolean, alias: string) {
  return eb.selectFrom('tblWaterSamples as cs').select((inner) => inner.fn.countAll().as('n')).whereRef('cs.MpID', '=', 'mp.MpID')
    .where((inner) => {
      const matrix = inner.fn('upper', [inner.fn('trim', ['cs.WsMatrixCode'])]);
      return air ? inner(matrix, 'in', [...airMatrices]) : inner.or([inner('cs.WsMatrixCode', 'is', null), inner(matrix, 'not in', [...airMatrices])]);
    })
    .as(alias);
}

/** One row per measurement point with its sub-location name and counts of layers, jars, tubes and samples. */
export async function selectPointOverviewRows(db: Executor, scope: OverviewScope, airMatrices: readonly string[]): Promise<OverviewRow[]> {
  let query = db.selectFrom('tblMeasurementPoints as mp')
    .leftJoin('tblSublocations as sl', (join) => join.onRef('sl.SlGuid', '=', 'mp.SlGuid').onRef('sl.PrID', '=', 'mp.PrID'))
    .select(pointColumns)
    .select('sl.SlName')
    .select((eb) => [
      countOf(eb, 'tblLayers', 'LayerCount'),
      countOf(eb, 'tblJars', 'JarCount'),
      countOf(eb, 'tblFilterTubes', 'FilterTubeCount'),
      sampleCountOf(eb, airMatrices, false, 'WaterSampleCount'),
      sampleCountOf(eb, airMatrices, true, 'AirSampleCount'),
    ])
    .where('mp.PrID', '=', scope.prId);
  if (scope.mpGuid !== undefined) query = query.where('mp.MpGuid', '=', scope.mpGuid);
  return query.orderBy('mp.MpName').orderBy('mp.MpID').execute();
}

/** One row per layer with its point's name and GUID, top down within each point. */
export async function selectLayerOverviewRows(db: Executor, scope: OverviewScope): Promise<OverviewRow[]> {
  return layerRowsQuery(db, scope).orderBy('mp.MpName').orderBy('mp.MpID').orderBy('la.LaFrom').orderBy('la.LaID').execute();
}

/** The layer overview's rows, unordered, for reads that sum them up in SQL (dashboard figures). */
export function layerRowsQuery(db: Executor, scope: OverviewScope) {
  let query = db.selectFrom('tblLayers as la')
    .innerJoin('tblMeasurementPoints as mp', 'mp.MpID', 'la.MpID')
    .select(['mp.MpID', 'mp.MpGuid', 'mp.MpName'])
    .select(layerColumns)
    .where('mp.PrID', '=', scope.prId);
  if (scope.mpGuid !== undefined) query = query.where('mp.MpGuid', '=', scope.mpGuid);
  return query;
}

/** Water or air samples of the project with their point and (when any) tube. */
export async function selectSampleOverviewRows(db: Executor, scope: OverviewScope, selection: SampleSelection): Promise<OverviewRow[]> {
  return sampleRowsQuery(db, scope, selection)
    .orderBy('mp.MpName').orderBy('mp.MpID').orderBy('ft.FtName').orderBy('ws.WsName').orderBy('ws.WsID').execute();
}

/** The sample overview's rows, unordered, for reads that sum them up in SQL (dashboard figures). */
export function sampleRowsQuery(db: Executor, scope: OverviewScope, selection: SampleSelection) {
  let query = db.selectFrom('tblWaterSamples as ws')
    .innerJoin('tblMeasurementPoints as mp', 'mp.MpID', 'ws.MpID')
    .leftJoin('tblFilterTubes as ft', 'ft.FtID', 'ws.FtID')
    .select(['mp.MpID', 'mp.MpGuid', 'mp.MpName', 'ft.FtID', 'ft.FtGuid', 'ft.FtName', 'ft.FtFrom', 'ft.FtTo'])
    .select(sampleColumns)
    .where('mp.PrID', '=', scope.prId)
    .where((eb) => {
      const matrix = eb.fn('upper', [eb.fn('trim', ['ws.WsMatrixCode'])]);
      return selection.air
        ? eb(matrix, 'in', [...selection.airMatrices])
        : eb.or([eb('ws.WsMatrixCode', 'is', null), eb(matrix, 'not in', [...selection.airMatrices])]);
    });
  if (selection.placement === 'tube') query = query.where('ws.FtID', 'is not', null);
  if (selection.placement === 'surface') query = query.where('ws.FtID', 'is', null);
  if (scope.mpGuid !== undefined) query = query.where('mp.MpGuid', '=', scope.mpGuid);
  return query;
}

/** A sample's observation of one property, as stored (the value is text on the wire). */
export interface ObservationReading {
  WsID: number;
  ObPropertyCode: string;
  ObMeasurementValue: string | number | null;
}

/** Observations of the given properties on the project's samples, in the order they were recorded. */
export async function selectProjectObservations(db: Executor, scope: OverviewScope, propertyCodes: readonly string[]): Promise<ObservationReading[]> {
  if (propertyCodes.length === 0) return [];
  let query = db.selectFrom('tblObservation as ob')
    .innerJoin('tblWaterSamples as ws', 'ws.WsID', 'ob.WsID')
    .innerJoin('tblMeasurementPoints as mp', 'mp.MpID', 'ws.MpID')
    .select(['ob.WsID', 'ob.ObPropertyCode', 'ob.ObMeasurementValue'])
    .where('mp.PrID', '=', scope.prId)
    .where('ob.ObPropertyCode', 'in', [...propertyCodes]);
  if (scope.mpGuid !== undefined) query = query.where('mp.MpGuid', '=', scope.mpGuid);
  const rows = await query.orderBy('ob.ObID').execute();
  return rows.map((row) => ({ WsID: Number(row.WsID), ObPropertyCode: String(row.ObPropertyCode), ObMeasurementValue: row.ObMeasurementValue ?? null }));
}

/** What a map marker needs of each point (spec 02 section 2, 'Map'), by name; points without X or Y are listed too. */
export async function selectMapPointRows(db: Executor, scope: OverviewScope): Promise<OverviewRow[]> {
  let query = db.selectFrom('tblMeasurementPoints as mp')
    .select(['mp.MpGuid', 'mp.MpName', 'mp.MpXCoord', 'mp.MpYCoord'])
    .where('mp.PrID', '=', scope.prId);
  if (scope.mpGuid !== undefined) query = query.where('mp.MpGuid', '=', scope.mpGuid);
  return query.orderBy('mp.MpName').orderBy('mp.MpID').execute();
}

/** The project's location visits by date. */
export async function selectLocationVisitRows(db: Executor, prId: number): Promise<OverviewRow[]> {
  return db.selectFrom('tblLocationVisits')
    .select(['LvID', 'LvGuid', 'LvDate', 'LvRemark', 'LvDateLastChanged'])
    .where('PrID', '=', prId)
    .orderBy('LvDate').orderBy('LvID')
    .execute();
}
