import type * as z from 'zod';
import { entityDescriptors, rowVersionField } from '../../entities/entity-descriptors';
import { createFormatLog, type LogEntry } from '../export-log';
import { safeFileName } from '../shared/file-names';
import type { TiDocument } from '../ti/ti-document';
import { optionalDateTime } from '../../entities/wire-types';
import { fieldValueFromCell, type CellValue } from './cell-values';

/**
 * The tables that go to and come from a spreadsheet, one sheet (or CSV file) each (spec 02 section 9: CSV
 * and XLSX per table): the measurement points and their layers.
 */
export const sheetTables = [
  { table: 'tblMeasurementPoints', kind: 'measurementPoint' },
  { table: 'tblLayers', kind: 'layer' },
] as const;

/** A table that goes to a sheet. */
export type SheetTable = (typeof sheetTables)[number];

/** One sheet: its table, its header row and its rows of cells. */
export interface Sheet {
  table: SheetTable['table'];
  header: string[];
  rows: CellValue[][];
}

/** A row of a table as the wire names it. */
export type SheetRow = Record<string, unknown>;

/** The column of a layer that names its point for a person; read to place a new layer, never stored on it. */
export const pointNameColumn = 'MpName';

function shapeOf(kind: SheetTable['kind']): Record<string, z.ZodType> {
  return (entityDescriptors[kind].schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
}

/** A table's columns: the entity's fields without database ids, its row version last; a layer leads with its point's GUID and name. */
function sheetColumns(table: SheetTable): string[] {
  const { idField, parentIdField } = entityDescriptors[table.kind];
  const fields = Object.keys(shapeOf(table.kind)).filter((field) => field !== idField && field !== parentIdField && field !== 'PrID' && field !== rowVersionField);
  const lead = table.kind === 'layer' ? ['MpGuid', pointNameColumn] : [];
  return [...lead, ...fields, rowVersionField];
}

/** Table rows (links by GUID, as the .ti export reads them) as a sheet; a layer's point name is looked up by its MpGuid. */
function rowsToSheet(table: SheetTable, rows: readonly SheetRow[], pointNames: ReadonlyMap<string, string>): Sheet {
  const header = sheetColumns(table);
  const cell = (row: SheetRow, column: string): CellValue => {
    const value = column === pointNameColumn && table.kind === 'layer' ? pointNames.get(String(row.MpGuid ?? '').toLowerCase()) : row[column];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
  };
  return { table: table.table, header, rows: rows.map((row) => header.map((column) => cell(row, column))) };
}

/** Whether a column holds payload dates ('YYYY-MM-DDTHH:mm:ss'), which a spreadsheet shows as its own dates. */
export function isDateColumn(table: SheetTable, column: string): boolean {
  return shapeOf(table.kind)[column] === optionalDateTime;
}

/** The table a header belongs to: layers carry LaGuid or LaFrom, points MpGuid or MpName. */
export function tableOfHeader(header: readonly string[]): SheetTable | undefined {
  const has = (column: string) => header.includes(column);
  if (has('LaGuid') || has('LaFrom')) return sheetTables[1];
  if (has('MpGuid') || has('MpName')) return sheetTables[0];
  return undefined;
}

/**
 * A sheet's rows read into the table's fields (spec 02 section 9), each cell by its field's type: Dutch
 * decimal commas, dates in Dutch or ISO form and Excel's own dates read right. Columns the table does not
 * know are left out with a warning; a cell its field cannot hold is an error naming its row and column.
 * A layer's MpName stays on the row for placing it; the import takes it off.
 */
export function sheetToRows(table: SheetTable, header: readonly string[], cells: readonly (readonly CellValue[])[], file: string): { rows: SheetRow[]; log: LogEntry[] } {
  const shape = shapeOf(table.kind);
  const { idField, parentIdField } = entityDescriptors[table.kind];
  const log = createFormatLog();
  const known = (column: string) => column in shape && column !== idField && column !== parentIdField && column !== 'PrID'
    || (table.kind === 'layer' && (column === 'MpGuid' || column === pointNameColumn));
  const columns = header.map((column) => column.trim());
  for (const column of columns) {
    if (column !== '' && !known(column)) log.warning('importExport.table.unknownColumn', { file, column }, { kind: 'file', file });
  }
  const rows: SheetRow[] = [];
  for (const [index, line] of cells.entries()) {
    if (line.every((value) => value === null || value === '')) continue;
    const row: SheetRow = {};
    for (const [position, column] of columns.entries()) {
      if (!known(column)) continue;
      const field = shape[column];
      const value = line[position] ?? null;
      if (!field) {
        row[column] = typeof value === 'string' ? value.trim() || null : value;
        continue;
      }
      const read = fieldValueFromCell(field, value);
      if (read.ok) row[column] = read.value;
      else log.error('importExport.table.badCell', { file, row: index + 2, column, value: String(value) }, { kind: 'file', file, line: index + 2 });
    }
    rows.push(row);
  }
  return { rows, log: log.entries };
}

const guidKey = (value: unknown) => String(value ?? '').trim().toLowerCase();

/**
 * The points (all, or the chosen ones) and their layers of a project's tree as sheets, with the export log's
 * line (spec 02 section 9: CSV and XLSX per table); `fileName` is the file they go into, after the project code.
 */
export function tablesToSheets(document: TiDocument, extension: string, pointGuids?: readonly string[]): { name: string; sheets: Sheet[]; log: LogEntry[] } {
  const chosen = pointGuids ? new Set(pointGuids.map(guidKey)) : null;
  const points = (document.tables.tblMeasurementPoints ?? []).filter((point) => !chosen || chosen.has(guidKey(point.MpGuid)));
  const names = new Map(points.map((point) => [guidKey(point.MpGuid), String(point.MpName ?? '')]));
  const sheets = sheetTables.map((table) => {
    const rows = table.kind === 'measurementPoint' ? points : (document.tables[table.table] ?? []).filter((row) => names.has(guidKey(row.MpGuid)));
    return rowsToSheet(table, rows, names);
  });
  const name = `${safeFileName(String(document.project.PrCode ?? 'project'))}${extension}`;
  const log = createFormatLog();
  log.info('importExport.table.written', { file: name, points: sheets[0]?.rows.length ?? 0, layers: sheets[1]?.rows.length ?? 0 }, { kind: 'file', file: name });
  return { name, sheets, log: log.entries };
}
