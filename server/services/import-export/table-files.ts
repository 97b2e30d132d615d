import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { CellValue } from '../../../src/domain/formats/tables/cell-values';
import { isDateColumn, sheetTables, tableOfHeader, type Sheet } from '../../../src/domain/formats/tables/table-sheets';

/** A sheet as a file holds it: its name, header and cells, before its table is known. */
export interface ReadSheet {
  name: string;
  header: string[];
  rows: CellValue[][];
}

const payloadDate = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?$/;

/** A payload date as the wall-clock moment a spreadsheet shows (exceljs writes dates as UTC). */
function sheetDate(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  const match = payloadDate.exec(value);
  if (!match) return value;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
}

/** XLSX of the sheets, one worksheet per table named after it, dates as the spreadsheet's own dates (dd-mm-yyyy). */
export async function writeXlsx(sheets: readonly Sheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const table = sheetTables.find((candidate) => candidate.table === sheet.table);
    const worksheet = workbook.addWorksheet(sheet.table, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.addRow(sheet.header).font = { bold: true };
    const dates = sheet.header.map((column) => (table ? isDateColumn(table, column) : false));
    for (const row of sheet.rows) worksheet.addRow(row.map((value, index) => (dates[index] ? sheetDate(value) : value)));
    dates.forEach((isDate, index) => {
      if (isDate) worksheet.getColumn(index + 1).numFmt = 'dd-mm-yyyy hh:mm';
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** One exceljs cell as a plain value: a formula's result, rich text's text, a link's text; errors as empty. */
function plainCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('result' in value) return value.result === undefined || (typeof value.result === 'object' && !(value.result instanceof Date)) ? null : value.result;
  return null;
}

/** Every worksheet of an XLSX file: row 1 is the header. */
export async function readXlsx(bytes: Uint8Array): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook.worksheets.map((worksheet) => {
    const width = worksheet.columnCount;
    const values = (row: ExcelJS.Row) => Array.from({ length: width }, (_, index) => plainCell(row.getCell(index + 1).value));
    const header = values(worksheet.getRow(1)).map((value) => (value === null ? '' : String(value).trim()));
    const rows: CellValue[][] = [];
    worksheet.eachRow((row, number) => {
      if (number > 1) rows.push(values(row));
    });
    return { name: worksheet.name, header, rows };
  });
}

/** CSV of one sheet (RFC 4180, comma, decimal point), with a byte-order mark so Excel reads it as UTF-8. */
export function writeCsv(sheet: Sheet): string {
  return `\ufeff${Papa.unparse({ fields: sheet.header, data: sheet.rows.map((row) => row.map((value) => (value instanceof Date ? value.toISOString() : value))) })}`;
}

/** A CSV file's rows: the delimiter found (Dutch Excel writes ';'), row 1 the header, the cells as text. */
export function readCsv(text: string, name: string): ReadSheet {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  return { name, header: header.map((column) => column.trim()), rows };
}

/** The table a read sheet holds: by its name when it is a table's, else by its header. */
export function tableOfSheet(sheet: ReadSheet) {
  return sheetTables.find((table) => sheet.name.includes(table.table)) ?? tableOfHeader(sheet.header);
}
