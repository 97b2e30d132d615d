import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import { parseVeldData, readBody, readFileContent, writeBody, writeFileContent } from '../envelope';
import type { ReadParameters, TableSchemas, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';

/** The data service's path prefix (spec 01 section 7). */
const dataServicePrefix = '/ITWDataRestService_V1_0/';

/** The path of a data-service call, e.g. '/ITWDataRestService_V1_0/SetLayers'. */
export function dataPath(callName: string): string {
  return `${dataServicePrefix}${callName}`;
}

/**
 * A read call (spec 01 section 7): the read envelope in the session's language, success on
 * Export_Succes, and Files[0].FileContent parsed into the named tables.
 */
export async function readTables<S extends TableSchemas>(
  api: ApiClient, callName: string, parameters: ReadParameters, schemas: S, options?: CallOptions,
): Promise<VeldTables<S>> {
  const answer = await api.post(callName, dataPath(callName), readBody(api.session.language(), parameters), [resultCodes.read], options);
  return parseVeldData(callName, readFileContent(answer), schemas);
}

/**
 * A write call (spec 01 section 7): {data, action}, success on Import_Succes, and FileContent
 * parsed into the tables the spec names for the call.
 */
export async function writeTables<S extends TableSchemas>(
  api: ApiClient, callName: string, data: Record<string, unknown>, action: WriteAction, schemas: S, options?: CallOptions,
): Promise<VeldTables<S>> {
  const answer = await api.post(callName, dataPath(callName), writeBody(data, action), [resultCodes.write], options);
  return parseVeldData(callName, writeFileContent(answer), schemas);
}

/** The keys of rows — GUIDs, or ids for kinds without one — skipping rows that have none (a new row cannot be deleted on the server). */
export function guidsOf<R extends object>(rows: readonly R[], guidField: keyof R & string): (string | number)[] {
  return rows.flatMap((row) => {
    const key = row[guidField];
    return (typeof key === 'string' && key !== '') || typeof key === 'number' ? [key] : [];
  });
}

/**
 * `RowVersions` of a DELETE (spec 01 section 4): the version each row was loaded with, by key, so
 * the server refuses to delete a row someone changed since. Rows without a version are left out.
 */
export function sentVersionsOf<R extends object>(rows: readonly R[], guidField: keyof R & string): Record<string, unknown> {
  const versions: Record<string, number> = {};
  for (const row of rows) {
    const key = row[guidField];
    const version = (row as { RowVersion?: unknown }).RowVersion;
    if ((typeof key === 'string' || typeof key === 'number') && typeof version === 'number') versions[String(key)] = version;
  }
  return Object.keys(versions).length > 0 ? { RowVersions: versions } : {};
}

/** How a list write names its rows and, on DELETE, their GUIDs (spec 01 section 7). */
export interface RowsPayload {
  /** e.g. 'Layers' */
  rowsField: string;
  /** e.g. 'DeleteLaGuid' */
  deleteField: string;
  /** e.g. 'LaGuid' */
  guidField: string;
}

/** `{Layers: rows}` for INSERT and UPDATE; `{DeleteLaGuid: [guids]}` for DELETE. */
export function rowsOrGuids<R extends object>(payload: RowsPayload, action: WriteAction, rows: readonly R[]): Record<string, unknown> {
  if (action === 'DELETE') {
    const keyField = payload.guidField as keyof R & string;
    return { [payload.deleteField]: guidsOf(rows, keyField), ...sentVersionsOf(rows, keyField) };
  }
  return { [payload.rowsField]: rows };
}

/**
 * The verdict of a validation call whose answer the spec does not show (ValidateProjectCode,
 * ValidateWaterSampleName: 'returns a boolean'): IsValid, Valid, or a boolean `data`.
 */
export function readVerdict(callName: string, answer: Record<string, unknown>): boolean {
  for (const field of ['IsValid', 'Valid', 'data']) {
    const value = answer[field];
    if (typeof value === 'boolean') return value;
  }
  throw unreadableAnswerError(callName, 'IsValid', 'no boolean in the answer');
}
