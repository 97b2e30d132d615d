import { strFromU8, strToU8, unzipSync } from 'fflate';
import { createFormatLog } from '../export-log';
import type { ExportOutcome, ImportOutcome } from '../format-result';
import { safeFileName } from '../shared/file-names';
import { zipOneEntry, type EntryDeflater } from '../shared/zip-entry';
import { tiDocumentSchema, tiEntryName, type TiDocument } from './ti-document';

/**
 * A .ti file's bytes (spec 02 section 7, 'Zip and ti files'): a zip holding the document as JSON, deflated by
 * `deflater` where the caller has a faster one than fflate's.
 */
export function encodeTiFile(document: TiDocument, deflater?: EntryDeflater): Uint8Array {
  return zipOneEntry(tiEntryName, strToU8(JSON.stringify(document)), new Date(document.exportedAt), deflater);
}

/** The .ti export (spec 02 section 9): one file named after the project code, and a line in the log. */
export function exportTiFile(document: TiDocument, deflater?: EntryDeflater): ExportOutcome {
  const log = createFormatLog();
  const name = `${safeFileName(String(document.project.PrCode ?? 'project'))}.ti`;
  const points = document.tables.tblMeasurementPoints?.length ?? 0;
  log.info('importExport.ti.written', { file: name, points }, { kind: 'file', file: name });
  return { ok: true, files: [{ name, content: encodeTiFile(document, deflater), mediaType: 'application/zip' }], log: log.entries };
}

/** Reads a .ti file; a file that is no zip, holds no document or a document of another layout is refused in the log. */
export function decodeTiFile(bytes: Uint8Array, file: string): ImportOutcome<TiDocument> {
  const log = createFormatLog();
  let entry: Uint8Array | undefined;
  try {
    entry = unzipSync(bytes, { filter: (found) => found.name === tiEntryName })[tiEntryName];
  } catch {
    log.error('formats.common.unreadableZip', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  let json: unknown;
  try {
    json = entry ? JSON.parse(strFromU8(entry)) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = tiDocumentSchema.safeParse(json);
  if (!parsed.success) {
    log.error('importExport.ti.notTiFile', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  const points = parsed.data.tables.tblMeasurementPoints?.length ?? 0;
  log.info('importExport.ti.read', { file, points }, { kind: 'file', file });
  return { ok: true, value: parsed.data, log: log.entries };
}
