import * as z from 'zod';
import { measurementPointSchema } from '../../domain/entities/measurement-point';
import type { MapPointRow } from '../../domain/map/map-points';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import { prIdText } from '../envelope';
import type { ProjectId } from '../envelope';
import type { ApiClient, CallOptions } from '../http';

/** The view service's prefix (spec 01 section 7). */
const viewServicePrefix = '/ITWViewRestService_V1_0/';

const overviewColumnSchema = z.looseObject({ Name: z.string(), LabelKey: z.string().nullish() });

/** One overview of GetOverviewQueries: its id, view name, title key and shown columns. */
export const overviewQuerySchema = z.looseObject({
  OverviewID: z.number().int(),
  Viewname: z.string().min(1),
  TitleKey: z.string().nullish(),
  Columns: z.array(overviewColumnSchema).nullish().transform((columns) => columns ?? []),
});

/** A parsed overview description. */
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

/** One row of an overview table: view columns by name, plus the ids and GUIDs to navigate by. */
export type OverviewRow = Record<string, unknown>;

const tableSchema = z.looseObject({ Table: z.array(z.record(z.string(), z.unknown())).nullish() });

// Content arrives as JSON text or as the object itself.
function contentOf(callName: string, answer: Record<string, unknown>): unknown {
  const content = answer.Content;
  if (typeof content !== 'string') return content ?? null;
  try {
    return JSON.parse(content);
  } catch {
    throw unreadableAnswerError(callName, 'Content', 'not JSON');
  }
}

const viewSuccessCodes = [resultCodes.read, resultCodes.rights];

/** GetOverviewQueries: the overviews a project offers, answered in Content (spec 01 section 7). */
export async function getOverviewQueries(api: ApiClient, prId?: ProjectId, options?: CallOptions): Promise<OverviewQuery[]> {
  const callName = 'GetOverviewQueries';
  const body = prId === undefined ? {} : { Param: { ProjectID: prIdText(prId) } };
  const answer = await api.post(callName, `${viewServicePrefix}${callName}`, body, viewSuccessCodes, options);
  const content = contentOf(callName, answer);
  const list = Array.isArray(content) ? content : (content as { Queries?: unknown } | null)?.Queries ?? [];
  const parsed = z.array(overviewQuerySchema).safeParse(list);
  if (!parsed.success) throw unreadableAnswerError(callName, 'Content', z.prettifyError(parsed.error));
  return parsed.data;
}

/**
 * GetQuerryResponse (the spec's spelling): Viewname and Param (ProjectID, optionally
 * MeasurementPointGuid); the answer's Content.Table rows (spec 01 section 7).
 */
export async function getOverviewRows(
  api: ApiClient, prId: ProjectId, viewname: string, mpGuid?: string, options?: CallOptions,
): Promise<OverviewRow[]> {
  const callName = 'GetQuerryResponse';
  const param = { ProjectID: prIdText(prId), ...(mpGuid ? { MeasurementPointGuid: mpGuid } : {}) };
  const answer = await api.post(callName, `${viewServicePrefix}${callName}`, { Viewname: viewname, Param: param }, viewSuccessCodes, options);
  const parsed = tableSchema.safeParse(contentOf(callName, answer) ?? {});
  if (!parsed.success) throw unreadableAnswerError(callName, 'Content.Table', z.prettifyError(parsed.error));
  return parsed.data.Table ?? [];
}

/** The view of the map's markers: each point's MpGuid, MpName, MpXCoord and MpYCoord (spec 02 section 2, 'Map'). */
export const mapPointsViewname = 'vwMapPoints';

// A marker is known by its guid: a row without one is a broken answer, not a point to skip.
const mapPointRowsSchema = z.array(measurementPointSchema.pick({ MpName: true, MpXCoord: true, MpYCoord: true }).extend({ MpGuid: z.string().min(1) }));

/**
 * The project's points as the map draws them, through GetQuerryResponse: a few fields a point
 * instead of GetMeasurementPoints' whole rows (a seventh of the bytes at 10,000 points).
 */
export async function getMapPoints(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<MapPointRow[]> {
  const parsed = mapPointRowsSchema.safeParse(await getOverviewRows(api, prId, mapPointsViewname, undefined, options));
  if (!parsed.success) throw unreadableAnswerError('GetQuerryResponse', 'Content.Table', z.prettifyError(parsed.error));
  return parsed.data;
}
