import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import ExcelJS from 'exceljs';
import { readDeliveryCsv, readDeliveryTable } from '../../../src/domain/lab/lab-delivery';
import type { DeliveryLine, LabDelivery } from '../../../src/domain/lab/lab-delivery';
import { readSikbAnalysisResults } from '../../../src/domain/formats/sikb0101/sikb-analysis-import';
import { jobLogEntry, type JobLogEntry } from '../jobs/job-log';
import { labImportMessages } from './lab-import-messages';

/** The file types a delivery may be (README, 'Lab result importer'). */
export const deliveryExtensions: ReadonlySet<string> = new Set(['.csv', '.txt', '.xlsx', '.xml']);

/** A delivery read from disk: its result lines and the log of what could not be read, or only the log. */
export type ReadDelivery = { ok: true; lines: DeliveryLine[]; log: JobLogEntry[] } | { ok: false; log: JobLogEntry[] };

/** The first worksheet of an XLSX delivery as text cells, each as Excel shows it. */
async function xlsxTable(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const table: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(row.getCell(column).text);
    table.push(cells);
  });
  return table;
}

/** A SIKB0101 analysis file's results as delivery lines, named by sample (it carries no order number). */
function sikbLines(text: string, file: string): ReadDelivery {
  const read = readSikbAnalysisResults(text, { fileName: file });
  const formatLog: JobLogEntry[] = read.log.map((entry) => ({ level: entry.level, key: entry.key, params: entry.params }));
  if (!read.ok) return { ok: false, log: formatLog };
  let line = 0;
  const lines = read.value.analysisSamples.flatMap(({ sample, results }) => results.flatMap((result): DeliveryLine[] => {
    line += 1;
    if (!result.Component || !sample.Name) return [];
    const { ArGuid: _guid, AsGuid: _sample, ...fields } = result;
    return [{
      line, orderNr: null, sampleName: sample.Name, reportNumber: null, labStatus: null,
      result: {
        ComponentGroup: fields.ComponentGroup ?? null, Component: result.Component, Method: fields.Method ?? null, Unit: fields.Unit ?? null,
        ReferenceValue: fields.ReferenceValue ?? null, TestConclusion: fields.TestConclusion ?? null, ResultDescription: fields.ResultDescription ?? null,
        ReportedDate: fields.ReportedDate ?? null, GroupOrder: fields.GroupOrder ?? null, ComponentOrder: fields.ComponentOrder ?? null,
        Symbol: fields.Symbol ?? null, MeasuredValue: fields.MeasuredValue ?? null, AlphanumericValue: fields.AlphanumericValue ?? null,
        // A SIKB0101 file carries symbol and number as fields, not a text as typed: they are stored as given.
        ArReportedValue: null,
      },
    }];
  }));
  return { ok: true, lines, log: formatLog.filter((entry) => entry.level !== 'info') };
}

function tableLog(delivery: LabDelivery, file: string): JobLogEntry[] {
  return delivery.problems.map((problem) => {
    switch (problem.kind) {
      case 'empty': return jobLogEntry('error', labImportMessages.empty, { file });
      case 'missingColumns': return jobLogEntry('error', labImportMessages.missingColumns, { file, columns: problem.columns });
      case 'lineIncomplete': return jobLogEntry('warning', labImportMessages.lineIncomplete, { line: problem.line, columns: problem.columns });
      case 'badNumber': return jobLogEntry('warning', labImportMessages.badNumber, { line: problem.line, column: problem.column, value: problem.value });
    }
  });
}

/**
 * Reads a delivery file whole before anything is stored (a file that cannot be read changes nothing):
 * CSV or text in the documented column layout, the first sheet of an XLSX workbook in that layout, or
 * a SIKB0101 analysis-result file (spec 02 section 9, 'SIKB0101 analysis').
 */
export async function readDeliveryFile(path: string, file: string): Promise<ReadDelivery> {
  const extension = extname(file).toLowerCase();
  if (!deliveryExtensions.has(extension)) return { ok: false, log: [jobLogEntry('error', labImportMessages.unsupported, { file })] };
  try {
    const bytes = await readFile(path);
    if (extension === '.xml') return sikbLines(bytes.toString('utf8'), file);
    const delivery = extension === '.xlsx' ? readDeliveryTable(await xlsxTable(bytes)) : readDeliveryCsv(bytes.toString('utf8'));
    const log = tableLog(delivery, file);
    return delivery.lines.length === 0 && log.some((entry) => entry.level === 'error') ? { ok: false, log } : { ok: true, lines: delivery.lines, log };
  } catch (error) {
    return { ok: false, log: [jobLogEntry('error', labImportMessages.unreadable, { file, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) })] };
  }
}
