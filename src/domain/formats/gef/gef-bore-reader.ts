import type { Layer } from '../../entities/layer';
import { newGuid as randomGuid } from '../../wire/new-guid';
import { createFormatLog, recordRef, type FormatLog } from '../export-log';
import type { ImportOutcome } from '../format-result';
import { emptyPointTree, type PointTree } from '../project-tree';
import { metresToCentimetres } from '../shared/depth-units';
import { GEF_NO_SAMPLE, GEF_PERCENT_FIELDS, GEF_QUANTITY } from './gef-bore-codes';
import { columnValue, medianMicrometres, numericColumnCount, readGefColumns, type GefColumn } from './gef-columns';
import { headerValue, parseGefHeader, type GefHeader } from './gef-header';
import { readLayerText } from './gef-layer-text';
import { splitGefRecords, type GefRecord } from './gef-records';
import { readSpecimens } from './gef-specimens';
import { readGefPoint, type GefProjectFields } from './gef-point-header';
import { decodeGefBytes } from './gef-text';

/** A GEF-BORE file read: one measurement point with its layers and samples, and its project fields. */
export interface GefBoreFile {
  point: PointTree;
  project: GefProjectFields;
}

/** How to read: the file's name (for the log) and, for tests, where new GUIDs come from. */
export interface ReadGefOptions {
  fileName: string;
  newGuid?: () => string;
}

/** A file is GEF-BORE when its report code says 'bore' but not 'borehole' (DOMAIN-NOTES 'GEF-BORE'). */
function isBoreReport(header: GefHeader): boolean {
  const codes = [...(header.lines.get('REPORTCODE') ?? []), ...(header.lines.get('PROCEDURECODE') ?? [])].map((code) => code.toLowerCase());
  return codes.some((code) => code.includes('bore') && !code.includes('borehole'));
}

function separator(header: GefHeader, key: string): string | null {
  const value = header.lines.get(key)?.[0];
  if (value === undefined) return null;
  return value.trim() === '' ? ' ' : (value.trim()[0] ?? null);
}

/**
 * Reads a GEF-BORE file (bytes in UTF-8 or Windows-1252, or text) into a measurement point with its
 * layers (depths in cm, soil code as NEN 5104 fields, colours, median, remark) and samples. Problems are
 * logged per line; a record that cannot be read is named, never skipped silently.
 */
export function readGefBore(input: Uint8Array | string, options: ReadGefOptions): ImportOutcome<GefBoreFile> {
  const log = createFormatLog();
  const file = options.fileName;
  const newGuid = options.newGuid ?? (() => randomGuid());
  const decoded = typeof input === 'string' ? { text: input, encoding: 'utf-8' as const } : decodeGefBytes(input);
  if (decoded.encoding === 'windows-1252') log.info('formats.gef.import.readAsWindows1252', { file }, { kind: 'file', file });
  const lines = decoded.text.split(/\r?\n/);
  const header = parseGefHeader(lines);
  if (!header) {
    log.error('formats.gef.import.noHeader', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  if (!isBoreReport(header)) {
    log.error('formats.gef.import.notGefBore', { file, code: headerValue(header, 'REPORTCODE') ?? headerValue(header, 'PROCEDURECODE') ?? '-' }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  const columns = readGefColumns(header);
  const top = columns.find((column) => column.quantity === GEF_QUANTITY.top);
  const bottom = columns.find((column) => column.quantity === GEF_QUANTITY.bottom);
  if (!top || !bottom) {
    log.error('formats.gef.import.noDepthColumns', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }

  const { point, project } = readGefPoint(header, file, newGuid, log);
  const tree = emptyPointTree(point);
  const records = splitGefRecords(lines.slice(header.dataStart).join('\n'), header.dataStart + 1, separator(header, 'COLUMNSEPARATOR') ?? ';', separator(header, 'RECORDSEPARATOR'));
  const numericCount = numericColumnCount(header, columns);
  for (const record of records) {
    const layer = readLayer(record, { columns, top, bottom, numericCount, file, newGuid, log });
    if (layer) tree.layers.push(layer);
  }
  tree.layers.sort((a, b) => (a.LaFrom ?? 0) - (b.LaFrom ?? 0));
  tree.jars.push(...readSpecimens(header, newGuid));

  const lastScanText = headerValue(header, 'LASTSCAN');
  const lastScan = Number(lastScanText);
  if (lastScanText !== null && Number.isInteger(lastScan) && lastScan !== records.length) {
    log.warning('formats.gef.import.layerCountMismatch', { file, expected: lastScan, actual: records.length }, { kind: 'file', file });
  }
  reportUnkeptColumns(columns, records, numericCount, file, log);
  log.info('formats.gef.import.read', { file, layers: tree.layers.length, samples: tree.jars.length }, recordRef('measurementPoint', point.MpGuid, point.MpName, { file }));
  return { ok: true, value: { point: tree, project }, log: log.entries };
}

interface LayerContext {
  columns: readonly GefColumn[];
  top: GefColumn;
  bottom: GefColumn;
  numericCount: number;
  file: string;
  newGuid: () => string;
  log: FormatLog;
}

function readLayer(record: GefRecord, context: LayerContext): Layer | null {
  const { columns, top, bottom, numericCount, file, newGuid, log } = context;
  const fields = record.tokens.map((token) => token.text);
  const from = columnValue(top, fields);
  const to = columnValue(bottom, fields);
  if (from === null || to === null) {
    log.error('formats.gef.import.badRecord', { file, line: record.line }, { kind: 'layer', file, line: record.line });
    return null;
  }
  const layer: Layer = { LaGuid: newGuid(), LaFrom: metresToCentimetres(from), LaTo: metresToCentimetres(to) };
  for (const { quantity, field } of GEF_PERCENT_FIELDS) {
    const column = columns.find((candidate) => candidate.quantity === quantity);
    const value = column ? columnValue(column, fields) : null;
    if (column && value !== null) layer[field] = field === 'LaM50' ? medianMicrometres(column, value) : value;
  }
  const gravelMedian = columns.find((column) => column.quantity === GEF_QUANTITY.gravelMedian);
  const gravelValue = gravelMedian ? columnValue(gravelMedian, fields) : null;
  if (gravelMedian && gravelValue !== null && layer.LaM50 == null) layer.LaM50 = gravelValue * 1000;

  const text = readLayerText(record.tokens.slice(numericCount).map((token) => token.text));
  for (const [field, value] of Object.entries({ ...text.soil, ...text.colour })) if (value !== null) layer[field] = value;
  if (text.medianCode) layer.LaMedianCode = text.medianCode;
  if (text.remark) layer.LaRemark = text.remark;
  const ref = { kind: 'layer' as const, guid: layer.LaGuid, file, line: record.line };
  if (!text.soil) log.warning('formats.common.layerWithoutSoilCode', { from: from, to: to }, ref);
  if (text.droppedAdditions > 0) log.warning('formats.gef.import.tooManyAdditions', { line: record.line, count: text.droppedAdditions }, ref);
  if (text.remark?.split('; ').includes(GEF_NO_SAMPLE)) log.info('formats.gef.import.noSample', { from, to }, ref);
  return layer;
}

/** Columns with values that have no layer field (sand %, a gravel median beside a sand median) are named. */
function reportUnkeptColumns(columns: readonly GefColumn[], records: readonly GefRecord[], numericCount: number, file: string, log: FormatLog): void {
  const kept = new Set<number>([GEF_QUANTITY.top, GEF_QUANTITY.bottom, ...GEF_PERCENT_FIELDS.map((entry) => entry.quantity)]);
  const sandMedian = columns.find((column) => column.quantity === GEF_QUANTITY.sandMedian);
  for (const column of columns.filter((candidate) => candidate.index <= numericCount)) {
    const values = records.filter((record) => {
      const fields = record.tokens.map((token) => token.text);
      if (columnValue(column, fields) === null) return false;
      if (column.quantity === GEF_QUANTITY.gravelMedian) return sandMedian !== undefined && columnValue(sandMedian, fields) !== null;
      return !kept.has(column.quantity);
    });
    if (values.length > 0) log.warning('formats.gef.import.columnNotKept', { file, column: column.index, name: column.name, count: values.length }, { kind: 'file', file });
  }
}

