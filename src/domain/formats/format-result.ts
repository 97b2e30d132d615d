import type { LogEntry } from './export-log';

/** An XLSX workbook's media type (ECMA-376). */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One file an export produces: its name, its content and its media type. */
export interface ExportFile {
  name: string;
  /** Text for XML and GEF documents; bytes for zips and encoded text. */
  content: string | Uint8Array;
  mediaType: 'application/xml' | 'application/zip' | 'text/plain' | typeof xlsxMediaType;
}

/**
 * What a writer hands back (spec 02 section 4, export log): the files and the log, or only the log when
 * errors left nothing to write. Records with errors are left out of the files and named in the log.
 */
export type ExportOutcome =
  | { ok: true; files: ExportFile[]; log: LogEntry[] }
  | { ok: false; log: LogEntry[] };

/** What a reader hands back: the records read and the log, or only the log when the file is unreadable. */
export type ImportOutcome<T> =
  | { ok: true; value: T; log: LogEntry[] }
  | { ok: false; log: LogEntry[] };

/** An export whose writer failed (spec 02 section 7: 'Export errors are only logged'): no files, and the reason in the log. */
export function failedExport(type: string): ExportOutcome {
  return { ok: false, log: [{ level: 'error', key: 'importExport.exportCall.failed', params: { type } }] };
}
