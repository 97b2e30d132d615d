import { unzipSync } from 'fflate';
import { parseDbf, parseShp } from 'shpjs';
import { nameKey, suggestUniqueName } from '../../names/suggest-unique-name';
import { createFormatLog, type FormatLog } from '../export-log';
import type { ImportOutcome } from '../format-result';
import { systemOfPrj } from './prj-system';
import { shapeGeometrySchema, type LineFeature, type ReadShapefile, type ShapePoint, type WatercourseZip } from './watercourse-content';

/** The files of one shapefile inside the zip, by their lower-case extension. */
interface ShapefileParts {
  name: string;
  shp?: Uint8Array;
  dbf?: Uint8Array;
  prj?: Uint8Array;
  cpg?: Uint8Array;
}

const partExtensions = ['shp', 'dbf', 'prj', 'cpg'] as const;

/** The zip's shapefiles by their path without extension; folders and macOS resource forks are passed over. */
function shapefilePartsOf(entries: Record<string, Uint8Array>): ShapefileParts[] {
  const sets = new Map<string, ShapefileParts>();
  for (const [path, content] of Object.entries(entries)) {
    if (path.endsWith('/') || path.includes('__MACOSX/')) continue;
    const match = /^(.*)\.([^./]+)$/.exec(path);
    const extension = match?.[2]?.toLowerCase() as (typeof partExtensions)[number] | undefined;
    if (!match?.[1] || !extension || !partExtensions.includes(extension)) continue;
    const base = match[1];
    const set = sets.get(base.toLowerCase()) ?? { name: base.split('/').pop() ?? base };
    set[extension] = content;
    sets.set(base.toLowerCase(), set);
  }
  return [...sets.values()].filter((set) => set.shp !== undefined).sort((a, b) => a.name.localeCompare(b.name));
}

const text = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes).trim();

/** dBase language drivers of the Windows ANSI code page: a .dbf without a .cpg that names one is read as Windows-1252, else as UTF-8. */
const ansiDrivers = new Set([0x03, 0x57]);

function codePageOf(parts: ShapefileParts): string | undefined {
  if (parts.cpg) return text(parts.cpg);
  return parts.dbf && ansiDrivers.has(parts.dbf[29] ?? 0) ? 'windows-1252' : undefined;
}

/** A .dbf value as a GeoJSON property: dates as yyyy-mm-dd, an empty number as null. */
function propertyValue(value: string | number | boolean | Date): string | number | boolean | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // parsedbf makes the date at local midnight: read it back in local time.
    return `${String(value.getFullYear()).padStart(4, '0')}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  }
  return typeof value === 'number' && !Number.isFinite(value) ? null : value;
}

/** Attributes that name a point, in order of preference (Dutch water-board and Aquo column names first; .dbf names are at most 10 characters). */
const nameAttributes = ['naam', 'name', 'owanaam', 'owmnaam', 'label', 'omschrijvi', 'code', 'owaident', 'owmident', 'ident', 'identifica', 'id'];

function pointNameOf(properties: Record<string, unknown>, fallback: string): string {
  const byName = new Map(Object.entries(properties).map(([field, value]) => [field.toLowerCase(), value]));
  for (const attribute of nameAttributes) {
    const value = byName.get(attribute);
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value).trim();
  }
  return fallback;
}

/** Reads one complete shapefile's shapes; undefined (with the error logged) when its .shp or .dbf cannot be read. */
function readShapes(parts: Required<Pick<ShapefileParts, 'shp' | 'dbf'>> & ShapefileParts, system: string, file: string, log: FormatLog, usedNames: Set<string>): ReadShapefile | undefined {
  const unreadable = () => void log.error('formats.shapefile.import.unreadable', { file, shapefile: parts.name }, { kind: 'file', file });
  let shapes: ReturnType<typeof parseShp>;
  let records: ReturnType<typeof parseDbf>;
  try {
    shapes = parseShp(parts.shp);
    records = parseDbf(parts.dbf, codePageOf(parts));
  } catch {
    return unreadable();
  }
  if (shapes.length !== records.length) return unreadable();
  const lines: LineFeature[] = [];
  const points: ShapePoint[] = [];
  let empty = 0;
  for (const [index, shape] of shapes.entries()) {
    if (shape === null) {
      empty += 1;
      continue;
    }
    const geometry = shapeGeometrySchema.safeParse(shape);
    if (!geometry.success) return unreadable();
    const properties = Object.fromEntries(Object.entries(records[index] ?? {}).map(([field, value]) => [field, propertyValue(value)]));
    if (geometry.data.type !== 'Point' && geometry.data.type !== 'MultiPoint') {
      lines.push({ type: 'Feature', geometry: geometry.data, properties });
      continue;
    }
    const name = pointNameOf(properties, `${parts.name}-${index + 1}`);
    const positions = geometry.data.type === 'Point' ? [geometry.data.coordinates] : geometry.data.coordinates;
    for (const [member, [x = 0, y = 0]] of positions.entries()) {
      const wanted = positions.length === 1 ? name : `${name}-${member + 1}`;
      const unique = usedNames.has(nameKey(wanted)) ? suggestUniqueName(wanted, usedNames) : wanted;
      if (unique !== wanted) log.warning('formats.shapefile.import.pointRenamed', { file, name: wanted, renamed: unique }, { kind: 'measurementPoint', name: unique, file });
      usedNames.add(nameKey(unique));
      points.push({ name: unique, x, y });
    }
  }
  if (empty > 0) log.warning('formats.shapefile.import.emptyShapes', { file, shapefile: parts.name, count: empty }, { kind: 'file', file });
  log.info('formats.shapefile.import.read', { file, shapefile: parts.name, lines: lines.length, points: points.length }, { kind: 'file', file });
  return { name: parts.name, system, lines, points };
}

/**
 * Reads a zipped ESRI shapefile of watercourses (spec 02 section 9, 'New import: watercourse shape zips'): every
 * shapefile in the zip needs its .shp, .dbf and a .prj naming a coordinate system of the table (a .cpg names the
 * .dbf's code page). Lines and areas become the features of a map layer, point shapes measurement points named
 * after a name-like attribute. Shapes stay in their own system here; a missing part, an unreadable file or an
 * unknown system fails the whole zip, so nothing half-read is imported.
 */
export function readWatercourseZip(bytes: Uint8Array, file: string): ImportOutcome<WatercourseZip> {
  const log = createFormatLog();
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    log.error('formats.common.unreadableZip', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  const sets = shapefilePartsOf(entries);
  if (sets.length === 0) {
    log.error('formats.shapefile.import.noShapefile', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  const shapefiles: ReadShapefile[] = [];
  const usedNames = new Set<string>();
  for (const parts of sets) {
    const { shp, dbf, prj } = parts;
    const missing = [dbf ? null : '.dbf', prj ? null : '.prj'].filter((part) => part !== null);
    if (!shp || !dbf || !prj) {
      log.error('formats.shapefile.import.missingPart', { file, shapefile: parts.name, part: missing.join(', ') }, { kind: 'file', file });
      continue;
    }
    const system = systemOfPrj(text(prj));
    if (!system.ok) {
      log.error('formats.shapefile.import.unknownProjection', { file, shapefile: parts.name, projection: system.name }, { kind: 'file', file });
      continue;
    }
    const read = readShapes({ ...parts, shp, dbf }, system.code, file, log, usedNames);
    if (read) shapefiles.push(read);
  }
  if (log.entries.some((entry) => entry.level === 'error')) return { ok: false, log: log.entries };
  if (shapefiles.every((shapefile) => shapefile.lines.length === 0 && shapefile.points.length === 0)) {
    log.error('formats.shapefile.import.noShapes', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  return { ok: true, value: { file, shapefiles }, log: log.entries };
}
