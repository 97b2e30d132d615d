import type { MeasurementPoint } from '../../entities/measurement-point';
import type { FormatLog } from '../export-log';
import { metresToCentimetres, parseDecimal } from '../shared/depth-units';
import { withPointGeometry } from '../shared/point-geometry';
import { systemOfGefXyCode } from './gef-coordinates';
import { headerValue, headerValues, numberedLines, type GefHeader } from './gef-header';

/** The project fields one GEF-BORE file names: its PROJECTID, its place and its coordinate system. */
export interface GefProjectFields {
  PrCode: string | null;
  PrPlace: string | null;
  PrCoordinateSystem: string | null;
}

/**
 * The GEF-BORE header lines the point and project are read from and written to (DOMAIN-NOTES
 * 'GEF-BORE'): MEASUREMENTTEXT 3 place, 16 drilling date, 23 drilling master; MEASUREMENTVAR 16 final
 * depth. Others are named in the log as not kept.
 */
export const GEF_TEXT = { place: 3, referenceLevel: 9, drillingDate: 16, drillingMaster: 23 } as const;
/** MEASUREMENTVAR numbers: 16 is the final depth in metres. */
export const GEF_VAR = { finalDepth: 16 } as const;

/** '-' is how GEF files say 'no value'. */
function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '-' ? null : trimmed;
}

function numberedVar(header: GefHeader, number: number): number | null {
  for (const raw of header.lines.get('MEASUREMENTVAR') ?? []) {
    const [key, value] = headerValues(raw);
    if (Number(key) === number) return parseDecimal(value);
  }
  return null;
}

/** Reads the measurement point and the project fields from a GEF-BORE header. */
export function readGefPoint(header: GefHeader, file: string, newGuid: () => string, log: FormatLog): { point: MeasurementPoint; project: GefProjectFields } {
  const texts = numberedLines(header, 'MEASUREMENTTEXT');
  const point: MeasurementPoint = { MpGuid: newGuid(), MpName: present(headerValue(header, 'TESTID')) ?? file.replace(/\.gef$/i, '') };
  const project: GefProjectFields = { PrCode: present(header.lines.get('PROJECTID')?.[0]), PrPlace: present(texts.get(GEF_TEXT.place)?.text), PrCoordinateSystem: null };

  const xy = header.lines.get('XYID')?.[0];
  if (xy !== undefined) {
    const [code, x, y] = headerValues(xy);
    project.PrCoordinateSystem = systemOfGefXyCode(code ?? '');
    if (!project.PrCoordinateSystem) log.warning('formats.gef.import.unknownCoordinateSystem', { file, code: code ?? '' }, { kind: 'file', file });
    point.MpXCoord = parseDecimal(x);
    point.MpYCoord = parseDecimal(y);
  }
  const zid = header.lines.get('ZID')?.[0];
  if (zid !== undefined) point.MpZCoord = parseDecimal(headerValues(zid)[1]);
  if (point.MpXCoord == null || point.MpYCoord == null) log.warning('formats.gef.import.noCoordinates', { file }, { kind: 'measurementPoint', guid: point.MpGuid, name: point.MpName, file });

  const date = present(texts.get(GEF_TEXT.drillingDate)?.text);
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) point.MpDate = `${date}T00:00:00`;
  const master = present(texts.get(GEF_TEXT.drillingMaster)?.text);
  if (master) point.MpDrillingMasterCode = master;
  const depth = numberedVar(header, GEF_VAR.finalDepth);
  if (depth !== null) point.MpDepth = metresToCentimetres(depth);

  const kept = new Set<number>([GEF_TEXT.place, GEF_TEXT.referenceLevel, GEF_TEXT.drillingDate, GEF_TEXT.drillingMaster]);
  const unkept = [...texts.values()].filter((line) => !kept.has(line.number) && present(line.text));
  if (unkept.length > 0) {
    log.info('formats.gef.import.headerNotKept', { file, lines: unkept.map((line) => `${line.number} ${line.label ?? ''}`.trim()).join(', ') }, { kind: 'file', file });
  }
  return { point: withPointGeometry(point, project.PrCoordinateSystem), project };
}
