import * as z from 'zod';
import { toServerLanguage } from '../domain/language/language-codes';
import type { Language } from '../domain/language/language-codes';
import { unreadableAnswerError } from './errors';
import type { WireAnswer } from './http';

/** The actions of a write call (spec 01 section 7). */
export type WriteAction = 'INSERT' | 'UPDATE' | 'DELETE';

/** The version every read call names (spec 01 section 7). */
/** The WebserviceVersion every read and export call sends (spec 02 section 9: version strings 1.0 and 2.1.0). */
export const webserviceVersion = '1.0';

/**
 * TypeOfExport is a per-installation hash in the spec ('{hash}'); our server ignores it, so the
 * client names what it asks for.
 */
const defaultTypeOfExport = 'VeldData';

/** A project id as callers hold it: the server answers numbers, routes carry text. */
export type ProjectId = number | string;

/** Parameters of a read call besides ExportFormat; ProjectID is sent as a string (spec 01 section 5). */
export interface ReadParameters {
  ProjectID?: ProjectId | undefined;
  MeasurementPointGuid?: string | undefined;
  GaugingTubeGuid?: string | undefined;
  WaterSampleGuid?: string | undefined;
  [extra: string]: unknown;
}

/** PrID as payloads carry it: a string (spec 01 section 5). */
export function prIdText(prId: ProjectId): string {
  return String(prId).trim();
}

/** Drops undefined entries so optional GUIDs are left out rather than sent as null. */
function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/**
 * A read call's body (spec 01 section 7): LanguageCode (3 letters), WebserviceVersion '1.0',
 * TypeOfExport and Parameters with ExportFormat 'json'; the client adds Authorisation.
 */
export function readBody(language: Language, parameters: ReadParameters, typeOfExport = defaultTypeOfExport): Record<string, unknown> {
  const { ProjectID, ...rest } = parameters;
  return {
    LanguageCode: toServerLanguage(language),
    WebserviceVersion: webserviceVersion,
    TypeOfExport: typeOfExport,
    Parameters: withoutUndefined({
      ExportFormat: 'json',
      ...(ProjectID === undefined ? {} : { ProjectID: prIdText(ProjectID) }),
      ...rest,
    }),
  };
}

/** A write call's body {data, action} (spec 01 section 7); a PrID in data is sent as a string. */
export function writeBody(data: Record<string, unknown>, action: WriteAction): Record<string, unknown> {
  const prId = data.PrID;
  const withTextId = typeof prId === 'number' || typeof prId === 'string' ? { ...data, PrID: prIdText(prId) } : data;
  return { data: withoutUndefined(withTextId), action };
}

/** Row schemas by VeldData table name, e.g. { tblLayers: layerSchema }. */
export type TableSchemas = Readonly<Record<`tbl${string}`, z.ZodType>>;

/** The parsed tables: every table asked for, as typed rows ([] when the answer left it out). */
export type VeldTables<S extends TableSchemas> = { -readonly [K in keyof S]: z.output<S[K]>[] };

/** FileContent of a write answer (spec 01 section 7). */
export function writeFileContent(answer: WireAnswer): unknown {
  return answer.FileContent;
}

/** Files[0].FileContent of a read answer (spec 01 section 7). */
export function readFileContent(answer: WireAnswer): unknown {
  const files = answer.Files;
  return Array.isArray(files) ? (files[0] as { FileContent?: unknown } | undefined)?.FileContent : undefined;
}

function veldDataOf(callName: string, fileContent: unknown): Record<string, unknown> {
  let content: unknown = fileContent;
  if (typeof content === 'string') {
    try {
      content = content.trim() === '' ? {} : JSON.parse(content);
    } catch {
      throw unreadableAnswerError(callName, 'FileContent', 'not JSON');
    }
  }
  if (content === undefined || content === null) return {};
  if (typeof content !== 'object') throw unreadableAnswerError(callName, 'FileContent', 'not an object');
  const veldData = (content as { VeldData?: unknown }).VeldData ?? content;
  if (typeof veldData !== 'object' || veldData === null) throw unreadableAnswerError(callName, 'VeldData', 'not an object');
  return veldData as Record<string, unknown>;
}

/**
 * Parses FileContent (JSON text of {VeldData: {tbl…: [...]}}) into typed tables with the domain's
 * entity schemas (spec 01 section 7). A table that does not match is an ApiError, never a crash.
 */
export function parseVeldData<S extends TableSchemas>(callName: string, fileContent: unknown, schemas: S): VeldTables<S> {
  const veldData = veldDataOf(callName, fileContent);
  const tables: Record<string, unknown[]> = {};
  for (const [table, schema] of Object.entries(schemas)) {
    const rows = veldData[table];
    if (rows === undefined || rows === null) {
      tables[table] = [];
      continue;
    }
    const parsed = z.array(schema).safeParse(rows);
    if (!parsed.success) throw unreadableAnswerError(callName, table, z.prettifyError(parsed.error));
    tables[table] = parsed.data;
  }
  return tables as VeldTables<S>;
}
