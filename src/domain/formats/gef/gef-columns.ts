import { parseDecimal } from '../shared/depth-units';
import { headerValue, headerValues, type GefHeader } from './gef-header';

/** One numeric column of a GEF file (#COLUMNINFO, #COLUMNVOID). */
export interface GefColumn {
  /** 1-based position in a record. */
  index: number;
  unit: string;
  name: string;
  /** GEF-BORE quantity number (1 top, 2 bottom, …). */
  quantity: number;
  voidValue: number | null;
}

/** Reads the numeric columns; COLUMNINFO numbers run 1..N (DOMAIN-NOTES 'GEF-BORE'). */
export function readGefColumns(header: GefHeader): GefColumn[] {
  const voids = new Map<number, number>();
  for (const raw of header.lines.get('COLUMNVOID') ?? []) {
    const [index, value] = headerValues(raw);
    const voidValue = parseDecimal(value);
    if (voidValue !== null) voids.set(Number(index), voidValue);
  }
  const columns: GefColumn[] = [];
  for (const raw of header.lines.get('COLUMNINFO') ?? []) {
    const [index, unit, name, quantity] = headerValues(raw);
    const position = Number(index);
    if (!Number.isInteger(position) || position < 1) continue;
    columns.push({ index: position, unit: unit ?? '', name: name ?? '', quantity: Number(quantity), voidValue: voids.get(position) ?? null });
  }
  const declared = Number(headerValue(header, 'COLUMN') ?? columns.length);
  return columns.filter((column) => column.index <= Math.max(declared, columns.length)).sort((a, b) => a.index - b.index);
}

/** The number of numeric fields at the start of each record. */
export function numericColumnCount(header: GefHeader, columns: readonly GefColumn[]): number {
  const declared = Number(headerValue(header, 'COLUMN'));
  return Number.isInteger(declared) && declared > 0 ? declared : columns.reduce((max, column) => Math.max(max, column.index), 0);
}

/** A column's value in a record, or null when empty or void. */
export function columnValue(column: GefColumn, fields: readonly string[]): number | null {
  const value = parseDecimal(fields[column.index - 1]);
  if (value === null) return null;
  if (column.voidValue !== null && Math.abs(value - column.voidValue) < 1e-9) return null;
  return value;
}

/**
 * A median in µm. GEF-BORE declares medians in mm, but DINO files write µm under 'mm' (DOMAIN-NOTES:
 * 'sand median (µm in practice)'); a value below 5 under 'mm' is read as millimetres.
 */
export function medianMicrometres(column: GefColumn, value: number): number {
  const unit = column.unit.toLowerCase();
  return unit === 'mm' && value < 5 ? Math.round(value * 1000 * 100) / 100 : value;
}
