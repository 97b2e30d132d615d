import * as z from 'zod';
import type { AnalysisResultRow } from '../../domain/entities/analysis-result';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ProjectId } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { dataPath } from './wire-calls';

/** A result as the result calls answer it: the stored row with its sample's GUID (spec 02 section 7). */
export type ResultRow = AnalysisResultRow & { AsGuid?: string };

/** UpdateAnalysisResults' actions: new rows, changed rows, either by GUID, or deletes. */
export type ResultAction = 'INSERT' | 'UPDATE' | 'UPSERT' | 'DELETE';

const contentSchema = z.object({ Content: z.string() });

function contentOf(callName: string, answer: unknown): unknown {
  const parsed = contentSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError(callName, 'Content', z.prettifyError(parsed.error));
  try {
    return JSON.parse(parsed.data.Content) as unknown;
  } catch (error) {
    throw unreadableAnswerError(callName, 'Content', error instanceof Error ? error.message : String(error));
  }
}

function resultRows(callName: string, answer: unknown): ResultRow[] {
  const rows = contentOf(callName, answer);
  if (!Array.isArray(rows)) throw unreadableAnswerError(callName, 'Content', 'not a list of results');
  return rows as ResultRow[];
}

/** GetAllResults (spec 02 section 7): the project's results in certificate order; Content is JSON text both ways. */
export async function getAllResults(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<ResultRow[]> {
  const answer = await api.post('GetAllResults', dataPath('GetAllResults'), { Content: JSON.stringify({ ProjectID: Number(prId) }) }, [resultCodes.read], options);
  return resultRows('GetAllResults', answer);
}

/** UpdateAnalysisResults (spec 02 section 7): one transaction; answers every result of the project as stored. */
export async function updateAnalysisResults(api: ApiClient, prId: ProjectId, action: ResultAction, results: readonly Record<string, unknown>[]): Promise<ResultRow[]> {
  const body = { Content: JSON.stringify({ ProjectID: Number(prId), Action: action, Results: results }) };
  const answer = await api.post('UpdateAnalysisResults', dataPath('UpdateAnalysisResults'), body, [resultCodes.write]);
  return resultRows('UpdateAnalysisResults', answer);
}

const logEntrySchema = z.object({ level: z.enum(['info', 'warning', 'error']), key: z.string(), params: z.record(z.string(), z.unknown()).optional() });

const statusSchema = z.object({
  State: z.enum(['checking', 'idle', 'running']),
  LastRunAt: z.string().nullable(),
  Folder: z.boolean(),
  Deliveries: z.array(z.object({ fileName: z.string(), source: z.string(), state: z.string(), receivedAt: z.string(), log: z.array(logEntrySchema) })),
});

/** The lab result importer's status (spec 02 section 2): state, last run, and the latest deliveries with their logs. */
export type ImporterStatus = z.output<typeof statusSchema>;

const importerPrefix = '/LabResultImporter/';

function statusOf(callName: string, answer: unknown): ImporterStatus {
  const parsed = statusSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError(callName, 'State', z.prettifyError(parsed.error));
  return parsed.data;
}

/** The importer's status for the signed-in licence. */
export async function getImporterStatus(api: ApiClient, options?: CallOptions): Promise<ImporterStatus> {
  return statusOf('GetStatus', await api.post('GetStatus', `${importerPrefix}GetStatus`, {}, [resultCodes.rights], options));
}

/** 'Force import' (spec 02 section 2): the licence's folder is checked now; answers the status after. */
export async function forceImport(api: ApiClient): Promise<ImporterStatus> {
  return statusOf('ForceImport', await api.post('ForceImport', `${importerPrefix}ForceImport`, {}, [resultCodes.rights]));
}

const receivedSchema = z.object({ Received: z.array(z.object({ fileName: z.string(), queued: z.boolean(), earlier: z.string().optional() })) });

/** What an upload did per file: queued, or received before (as `earlier`). */
export type ReceivedDelivery = z.output<typeof receivedSchema>['Received'][number];

/** Uploads delivery files (base64, as the media service sends files) for the importer's queue. */
export async function uploadDeliveries(api: ApiClient, files: readonly { name: string; base64: string }[]): Promise<ReceivedDelivery[]> {
  const answer = await api.post('Upload', `${importerPrefix}Upload`, { Files: files.map((file) => ({ FileName: file.name, FileContent: file.base64 })) }, [resultCodes.rights]);
  const parsed = receivedSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError('Upload', 'Received', z.prettifyError(parsed.error));
  return parsed.data.Received;
}
