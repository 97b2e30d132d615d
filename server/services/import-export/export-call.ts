import { zipSync } from 'fflate';
import type { ServerExportTypeId } from '../../../src/domain/exchange/exchange-types';
import type { LogEntry } from '../../../src/domain/formats/export-log';
import { failedExport, type ExportFile, type ExportOutcome } from '../../../src/domain/formats/format-result';
import { safeFileName } from '../../../src/domain/formats/shared/file-names';
import { isAppError } from '../../errors';
import { exportWriters, type ExportRequest } from './export-types';

/** The metadata version the export call names (spec 02 section 9: 'Version strings 1.0 and 2.1.0 (metadata)'). */
const exportMetadataVersion = '2.1.0';

/** One file of the export call's answer: the name with special characters stripped, and the bytes in base64. */
export interface WireExportFile {
  FileName: string;
  MediaType: string;
  FileContent: string;
}

/** What the export call answers besides its result code. */
export interface ExportCallResult {
  Files: WireExportFile[];
  ExportLog: LogEntry[];
  Metadata: { Version: string; TypeOfExport: string; ConversionContext: string | null };
}

/** How one export call is asked for: the type, whether to zip, and the conversion context it names. */
export interface ExportCallOptions {
  type: ServerExportTypeId;
  useCompression: boolean;
  conversionContext: string | undefined;
}

function bytesOf(content: string | Uint8Array): Uint8Array {
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
}

/** Strips special characters from the stem and keeps the extension (spec 02 section 7). */
function strippedName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${safeFileName(name.slice(0, dot))}.${safeFileName(name.slice(dot + 1))}` : safeFileName(name);
}

/** UseCompression: files that are no zip yet go into one zip named after the first; a zip stays as it is. */
function compressed(files: readonly ExportFile[]): ExportFile[] {
  if (files.length === 0 || files.every((file) => file.mediaType === 'application/zip')) return [...files];
  const [first] = files;
  const stem = strippedName(first?.name ?? 'export').replace(/\.[^.]*$/, '');
  const entries = Object.fromEntries(files.map((file) => [strippedName(file.name), bytesOf(file.content)]));
  return [{ name: `${stem}.zip`, content: zipSync(entries, { level: 6 }), mediaType: 'application/zip' }];
}

/**
 * The export call (spec 02 section 7, '{hash}/export'): the asked type written over the stored project,
 * each file named without special characters and sent as base64, zipped when UseCompression asks it.
 * Export errors are only logged: a writer that fails answers no files and the reason in the ExportLog.
 * A refusal of the call itself (no such project, no right to it) stays a refusal.
 */
export async function runExportCall(request: ExportRequest, options: ExportCallOptions, logFailure: (error: unknown) => void): Promise<ExportCallResult> {
  let outcome: ExportOutcome;
  try {
    outcome = await exportWriters[options.type](request);
  } catch (error) {
    if (isAppError(error)) throw error;
    logFailure(error);
    outcome = failedExport(options.type);
  }
  const files = outcome.ok ? (options.useCompression ? compressed(outcome.files) : outcome.files) : [];
  return {
    Files: files.map((file) => ({ FileName: strippedName(file.name), MediaType: file.mediaType, FileContent: Buffer.from(bytesOf(file.content)).toString('base64') })),
    ExportLog: outcome.log,
    Metadata: { Version: exportMetadataVersion, TypeOfExport: options.type, ConversionContext: options.conversionContext ?? null },
  };
}
