import { airMatrixCodes } from '../../src/domain/codes/matrix-codes';
import { soilCode } from '../../src/domain/soil/classify-soil';
import type { AdditionType, SoilAddition, SoilGrade, SoilType } from '../../src/domain/soil/classify-soil';
import { refusedReadCode, resultCodes } from '../../src/domain/wire/result-codes';
import { inTransaction } from '../db/executor';
import type { Executor } from '../db/executor';
import {
  selectLayerOverviewRows, selectLocationVisitRows, selectMapPointRows, selectPointOverviewRows, selectProjectObservations, selectSampleOverviewRows,
} from '../db/repositories/overview-rows';
import type { OverviewRow, OverviewScope, SampleSelection } from '../db/repositories/overview-rows';
import { findProjectId } from '../db/repositories/scope';
import { refused } from '../errors';
import { defineMessage } from '../messages';
import type { Caller } from './caller';
import { airObservationCodes, findViewname, groundwaterObservationCodes, overviewQueries, surfaceObservationCodes } from './overview-catalogue';
import type { OverviewQuery, Viewname } from './overview-catalogue';

/** Catalogue messages of the overview calls (spec 01 section 8: 'unable to retrieve the project information'). */
const overviewMessages = {
  projectNotFound: defineMessage('server.overviews.projectNotFound', 'Unable to retrieve the project information.'),
  unknownView: defineMessage('server.overviews.unknownView', 'There is no overview named \'{{viewname}}\'.'),
} as const;

/** GetOverviewQueries' answer (spec 01 section 7: response Content). */
export interface OverviewListAnswer {
  ResultCode: typeof resultCodes.read;
  ResultMessage: string;
  Content: readonly OverviewQuery[];
}

/** GetQuerryResponse's answer (spec 01 section 7: response Content with a Table). */
export interface OverviewTableAnswer {
  ResultCode: typeof resultCodes.read;
  ResultMessage: string;
  Content: { Table: OverviewRow[] };
}

/** Every overview a project offers; the same for every project and licence (spec 01 section 7). */
export function listOverviews(): OverviewListAnswer {
  return { ResultCode: resultCodes.read, ResultMessage: '', Content: overviewQueries };
}

// Matrix codes are compared in upper case, as the domain's isAirSample does.
const airMatrices = airMatrixCodes.map((code) => code.toUpperCase());

export const sampleSelections: Record<'vwGroundwaterInformation' | 'vwSurfaceSamples' | 'vwGroundAir', SampleSelection & { codes: readonly string[] }> = {
  vwGroundwaterInformation: { placement: 'tube', air: false, airMatrices, codes: groundwaterObservationCodes },
  vwSurfaceSamples: { placement: 'surface', air: false, airMatrices, codes: surfaceObservationCodes },
  vwGroundAir: { placement: 'any', air: true, airMatrices, codes: airObservationCodes },
};

/** Numbers stored as text (observation values) or counted as bigint text (PostgreSQL) become numbers. */
function asNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

const countColumns = ['LayerCount', 'JarCount', 'FilterTubeCount', 'WaterSampleCount', 'AirSampleCount'] as const;

/** The layer's soil name from its stored codes, e.g. 'Zs1h2' (spec 01 section 4), or null without a soil type. */
function layerSoilName(row: OverviewRow): string | null {
  const soilType = row.LaSoilTypeCode;
  if (typeof soilType !== 'string' || soilType === '') return null;
  // Stored codes are those classification wrote (or a user chose from the same lists).
  const additions: SoilAddition[] = [1, 2, 3, 4].flatMap((n) => {
    const type = row[`LaAdditive${n}TypeCode`];
    if (typeof type !== 'string' || type === '') return [];
    const grade = Number(row[`LaAdditive${n}GradationCode`]);
    return [{ type: type as AdditionType, gradation: grade >= 1 && grade <= 4 ? (grade as SoilGrade) : null }];
  });
  return soilCode(soilType as SoilType, additions);
}

const additiveColumns = [1, 2, 3, 4].flatMap((n) => [`LaAdditive${n}TypeCode`, `LaAdditive${n}GradationCode`]);

/** The layer row with its soil name; the additive codes it was written from stay out of the (large) answer. */
function withSoilName(row: OverviewRow): OverviewRow {
  const result: OverviewRow = { ...row, LaSoilName: layerSoilName(row) };
  for (const column of additiveColumns) delete result[column];
  return result;
}

async function sampleTable(db: Executor, scope: OverviewScope, viewname: keyof typeof sampleSelections): Promise<OverviewRow[]> {
  const selection = sampleSelections[viewname];
  const samples = await selectSampleOverviewRows(db, scope, selection);
  const readings = await selectProjectObservations(db, scope, selection.codes);
  // The last recorded reading of a property wins (readings come in the order they were stored).
  const bySample = new Map<number, Record<string, unknown>>();
  for (const reading of readings) {
    const values = bySample.get(reading.WsID) ?? {};
    values[reading.ObPropertyCode] = asNumber(reading.ObMeasurementValue);
    bySample.set(reading.WsID, values);
  }
  return samples.map((sample) => {
    const values = bySample.get(Number(sample.WsID)) ?? {};
    return { ...sample, ...Object.fromEntries(selection.codes.map((code) => [code, values[code] ?? null])) };
  });
}

async function overviewTable(db: Executor, viewname: Viewname, scope: OverviewScope): Promise<OverviewRow[]> {
  switch (viewname) {
    case 'vwMapPoints':
      return selectMapPointRows(db, scope);
    case 'vwMeasurementPoints': {
      const rows = await selectPointOverviewRows(db, scope, airMatrices);
      return rows.map((row) => ({ ...row, ...Object.fromEntries(countColumns.map((column) => [column, Number(row[column] ?? 0)])) }));
    }
    case 'vwSoilInformation': {
      const rows = await selectLayerOverviewRows(db, scope);
      return rows.map((row) => withSoilName(row));
    }
    case 'vwLocationVisits':
      return selectLocationVisitRows(db, scope.prId);
    default:
      return sampleTable(db, scope, viewname);
  }
}

// A refusal keeps the answer's shape: Content is there, empty.
const noContent = { extra: { Content: null } };

/** What GetQuerryResponse asks for. */
export interface OverviewRequest {
  viewname: string;
  prId: number;
  mpGuid?: string;
}

/**
 * One overview table, or the map's markers, of a project of the caller's licence (spec 01 section 7, GetQuerryResponse),
 * read in one transaction so samples and their observations agree. An unknown view, or a project
 * that is unknown or of another licence, is refused with Export_Failed.
 */
export async function readOverview(db: Executor, caller: Caller, request: OverviewRequest): Promise<OverviewTableAnswer> {
  const viewname = findViewname(request.viewname);
  if (!viewname) throw refused(refusedReadCode, overviewMessages.unknownView, { viewname: request.viewname }, noContent);
  return inTransaction(db, async (trx) => {
    const prId = await findProjectId(trx, caller.licenceId, request.prId);
    if (prId === undefined) throw refused(refusedReadCode, overviewMessages.projectNotFound, {}, noContent);
    const scope: OverviewScope = request.mpGuid === undefined ? { prId } : { prId, mpGuid: request.mpGuid };
    const table = await overviewTable(trx, viewname, scope);
    return { ResultCode: resultCodes.read, ResultMessage: '', Content: { Table: table } };
  });
}
