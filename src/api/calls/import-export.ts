import * as z from 'zod';
import { exchangeExportType } from '../../domain/exchange/exchange-types';
import type { ExportParameters } from '../../domain/exchange/export-parameters';
import { resultCodes } from '../../domain/wire/result-codes';
import { webserviceVersion } from '../envelope';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';

/** The import / export service's export call (spec 02 section 7, '{hash}/export'). */
const exportPath = '/ITWImportExportService_V1_0/export';

const exportAnswerSchema = z.object({
  Files: z.array(z.object({ FileName: z.string(), MediaType: z.string(), FileContent: z.string() })),
  ExportLog: z.array(z.object({ level: z.enum(['info', 'warning', 'error']), key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })),
});

/** A file the export call answered, decoded. */
export interface ExportedWireFile {
  name: string;
  mediaType: string;
  content: Uint8Array<ArrayBuffer>;
}

/** The export call's answer: its files and every log line with its alert level (spec 02 section 4). */
export interface ExportCallAnswer {
  files: ExportedWireFile[];
  log: { level: 'info' | 'warning' | 'error'; key: string; params: Record<string, string | number> }[];
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * POST export with TypeOfExport (spec 02 section 9, export types) for one project, LogFormat JSON and the type's
 * useCompression (spec 02 section 7, export config); `parameters`
 * adds the exchange standards' Parameters (chosen points, version, pre-export choices).
 */
export async function exportProjectFile(api: ApiClient, prId: number, typeOfExport: string, options?: CallOptions, parameters: Omit<ExportParameters, 'ProjectID'> = {}): Promise<ExportCallAnswer> {
  const body = {
    WebserviceVersion: webserviceVersion,
    UseCompression: exchangeExportType(typeOfExport)?.useCompression ?? false,
    TypeOfExport: typeOfExport,
    Parameters: { ...parameters, ProjectID: prId },
    WithFilteringOnFieldExport: false,
    LogFormat: 'JSON',
  };
  const answer = await api.post('export', exportPath, body, [resultCodes.read], options);
  const parsed = exportAnswerSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError('export', 'Files', z.prettifyError(parsed.error));
  return {
    files: parsed.data.Files.map((file) => ({ name: file.FileName, mediaType: file.MediaType, content: decodeBase64(file.FileContent) })),
    log: parsed.data.ExportLog.map((entry) => ({ level: entry.level, key: entry.key, params: entry.params ?? {} })),
  };
}
