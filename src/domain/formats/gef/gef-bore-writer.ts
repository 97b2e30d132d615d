import type { Layer } from '../../entities/layer';
import type { Project } from '../../entities/project';
import { recordRef, type FormatLog } from '../export-log';
import type { PointTree } from '../project-tree';
import { centimetresToMetres, formatDecimal } from '../shared/depth-units';
import { GEF_PERCENT_FIELDS, GEF_QUANTITY, GEF_VOID } from './gef-bore-codes';
import { gefXyCode, gefZCode } from './gef-coordinates';
import { headerLine } from './gef-header';
import { layerTextFields, readLayerText } from './gef-layer-text';
import { GEF_TEXT, GEF_VAR } from './gef-point-header';
import { quoteGefText } from './gef-records';
import { specimenLines } from './gef-specimens';

/** What a GEF file says about who wrote it and when (#FILEOWNER, #FILEDATE). */
export interface GefWriteOptions {
  fileOwner: string;
  /** The file date, 'YYYY-MM-DD'; passed in so the same tree always gives the same file. */
  fileDate: string;
}

/** The point and layer fields a GEF-BORE file carries; the rest is named in the log as not carried. */
export const GEF_CARRIED = {
  measurementPoint: new Set(['MpName', 'MpXCoord', 'MpYCoord', 'MpZCoord', 'MpDate', 'MpDrillingMasterCode', 'MpDepth', 'MpPointGeometry']),
  layer: new Set(['LaFrom', 'LaTo', 'LaSoilTypeCode', 'LaGradationCode', 'LaSecondary1Code', 'LaSecondary1QualifierCode', 'LaSecondary2Code', 'LaSecondary2QualifierCode',
    'LaAdditive1TypeCode', 'LaAdditive1GradationCode', 'LaAdditive2TypeCode', 'LaAdditive2GradationCode', 'LaAdditive3TypeCode', 'LaAdditive3GradationCode',
    'LaAdditive4TypeCode', 'LaAdditive4GradationCode', 'LaColourMainCode', 'LaColourSubCode', 'LaColourShadeCode', 'LaMedianCode', 'LaRemark',
    ...GEF_PERCENT_FIELDS.map((entry) => entry.field)]),
  jar: new Set(['JrName', 'JrFrom', 'JrTo', 'JrDate']),
} as const;

function orderedLayers(point: PointTree, log: FormatLog): Layer[] {
  const layers = point.layers.filter((layer) => {
    if (typeof layer.LaFrom === 'number' && typeof layer.LaTo === 'number') return true;
    log.error('formats.common.layerWithoutDepth', { point: point.point.MpName ?? '' }, recordRef('layer', layer.LaGuid, point.point.MpName));
    return false;
  });
  return layers.sort((a, b) => (a.LaFrom ?? 0) - (b.LaFrom ?? 0));
}

/** The optional numeric columns worth writing: those some layer has a value for. */
function percentColumns(layers: readonly Layer[]) {
  return GEF_PERCENT_FIELDS.filter(({ field }) => layers.some((layer) => typeof layer[field] === 'number'));
}

function coordinateLines(point: PointTree, project: Project, log: FormatLog): string[] {
  const { MpXCoord: x, MpYCoord: y, MpZCoord: z, MpGuid, MpName } = point.point;
  const lines: string[] = [];
  if (typeof x !== 'number' || typeof y !== 'number') {
    log.warning('formats.gef.export.pointWithoutCoordinates', { point: MpName ?? '' }, recordRef('measurementPoint', MpGuid, MpName));
  } else {
    const code = gefXyCode(project.PrCoordinateSystem);
    if (code) lines.push(headerLine('XYID', code, formatDecimal(x), formatDecimal(y)));
    else log.warning('formats.gef.export.coordinateSystemNotInGef', { system: project.PrCoordinateSystem ?? '-', point: MpName ?? '' }, recordRef('measurementPoint', MpGuid, MpName));
  }
  if (typeof z === 'number') lines.push(headerLine('ZID', gefZCode(project.PrCoordinateSystem), formatDecimal(z)));
  return lines;
}

function measurementLines(point: PointTree, project: Project): string[] {
  const { MpDate, MpDrillingMasterCode, MpDepth } = point.point;
  return [
    project.PrPlace ? headerLine('MEASUREMENTTEXT', GEF_TEXT.place, project.PrPlace, 'plaatsnaam') : null,
    headerLine('MEASUREMENTTEXT', GEF_TEXT.referenceLevel, 'maaiveld', 'vast horizontaal niveau'),
    MpDate ? headerLine('MEASUREMENTTEXT', GEF_TEXT.drillingDate, MpDate.slice(0, 10), 'datum boring') : null,
    MpDrillingMasterCode ? headerLine('MEASUREMENTTEXT', GEF_TEXT.drillingMaster, MpDrillingMasterCode, 'naam boormeester') : null,
    typeof MpDepth === 'number' ? headerLine('MEASUREMENTVAR', GEF_VAR.finalDepth, formatDecimal(centimetresToMetres(MpDepth)), 'm', 'einddiepte') : null,
  ].filter((line): line is string => line !== null);
}

function record(layer: Layer, columns: ReturnType<typeof percentColumns>, point: PointTree, log: FormatLog): string {
  const numbers = [formatDecimal(centimetresToMetres(layer.LaFrom ?? 0)), formatDecimal(centimetresToMetres(layer.LaTo ?? 0))];
  for (const { field } of columns) {
    const value = layer[field];
    numbers.push(typeof value === 'number' ? formatDecimal(value) : formatDecimal(GEF_VOID));
  }
  const ref = recordRef('layer', layer.LaGuid, point.point.MpName);
  const texts = layerTextFields(layer).map((field) => {
    const quoted = quoteGefText(field);
    if (quoted.changed) log.warning('formats.gef.export.quoteReplaced', { point: point.point.MpName ?? '' }, ref);
    return quoted.text;
  });
  if (!layer.LaSoilTypeCode) log.warning('formats.common.layerWithoutSoilCode', { from: centimetresToMetres(layer.LaFrom ?? 0), to: centimetresToMetres(layer.LaTo ?? 0) }, ref);
  const readBack = readLayerText(layerTextFields(layer));
  const codesKept = (readBack.colour?.LaColourMainCode ?? null) === (layer.LaColourMainCode ?? null)
    && (readBack.medianCode ?? null) === (layer.LaMedianCode ?? null);
  if (!codesKept) log.warning('formats.gef.export.codeNotInGefTables', { point: point.point.MpName ?? '', colour: layer.LaColourMainCode ?? '-', median: layer.LaMedianCode ?? '-' }, ref);
  return `${[...numbers, ...texts].join(';')};!`;
}

/**
 * Writes one measurement point as a GEF-BORE file (DOMAIN-NOTES 'GEF-BORE'): depths in metres, the
 * percentage and median columns that have values, NEN 5104 soil code, colour phrase, median class and
 * remark per layer, and the soil samples as #SPECIMEN lines.
 */
export function writeGefBore(point: PointTree, project: Project, options: GefWriteOptions, log: FormatLog): string {
  const layers = orderedLayers(point, log);
  const columns = percentColumns(layers);
  const allColumns = [
    { index: 1, unit: 'm', name: 'Diepte bovenkant laag', quantity: GEF_QUANTITY.top },
    { index: 2, unit: 'm', name: 'Diepte onderkant laag', quantity: GEF_QUANTITY.bottom },
    ...columns.map((column, offset) => ({ index: offset + 3, unit: column.unit, name: column.name, quantity: column.quantity })),
  ];
  const [year, month, day] = options.fileDate.split('-').map(Number);
  const lines = [
    headerLine('GEFID', 1, 1, 0),
    headerLine('FILEOWNER', options.fileOwner),
    headerLine('FILEDATE', year ?? 0, month ?? 0, day ?? 0),
    ...(project.PrCode ? [headerLine('PROJECTID', project.PrCode)] : []),
    headerLine('COLUMN', allColumns.length),
    ...allColumns.map((column) => headerLine('COLUMNINFO', column.index, column.unit, column.name, column.quantity)),
    ...allColumns.map((column) => headerLine('COLUMNVOID', column.index, formatDecimal(GEF_VOID))),
    headerLine('COLUMNSEPARATOR', ';'),
    headerLine('RECORDSEPARATOR', '!'),
    headerLine('LASTSCAN', layers.length),
    headerLine('REPORTCODE', 'GEF-BORE-Report', 1, 0, 0),
    headerLine('TESTID', point.point.MpName ?? ''),
    ...coordinateLines(point, project, log),
    ...measurementLines(point, project),
    ...specimenLines(point.jars),
    '#EOH=',
    ...layers.map((layer) => record(layer, columns, point, log)),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
