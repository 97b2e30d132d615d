import { strToU8, zipSync } from 'fflate';
import { xlsxMediaType, type ExportOutcome } from '../../../src/domain/formats/format-result';
import { tablesToSheets } from '../../../src/domain/formats/tables/table-sheets';
import type { TiDocument } from '../../../src/domain/formats/ti/ti-document';
import { writeCsv, writeXlsx } from './table-files';

/**
 * The points and layers of a project as spreadsheets (spec 02 section 9: CSV and XLSX per table): XLSX with
 * one worksheet per table, or CSV with one file per table in a zip; every column by its wire name, the GUIDs
 * and row versions kept so the file can come back as an update of the same rows.
 */
export async function exportTables(document: TiDocument, format: 'xlsx' | 'csv', pointGuids?: readonly string[]): Promise<ExportOutcome> {
  const { name, sheets, log } = tablesToSheets(document, format === 'xlsx' ? '.xlsx' : '-csv.zip', pointGuids);
  if (format === 'xlsx') return { ok: true, files: [{ name, content: await writeXlsx(sheets), mediaType: xlsxMediaType }], log };
  const stem = name.slice(0, -'-csv.zip'.length);
  const entries = Object.fromEntries(sheets.map((sheet) => [`${stem}-${sheet.table}.csv`, strToU8(writeCsv(sheet))]));
  return { ok: true, files: [{ name, content: zipSync(entries, { level: 6 }), mediaType: 'application/zip' }], log };
}
