import type { Layer } from '../../entities/layer';
import type { MeasurementPoint } from '../../entities/measurement-point';
import type { SoilAddition, SoilGrade, SoilType } from '../../soil/soil-name-types';
import { newGuid as randomGuid } from '../../wire/new-guid';
import { createFormatLog } from '../export-log';
import type { ImportOutcome } from '../format-result';
import { emptyPointTree, type PointTree } from '../project-tree';
import { metresToCentimetres, parseDecimal } from '../shared/depth-units';
import { parseNen5104Code, soilFieldsOfCode } from '../shared/nen5104-code';
import { withPointGeometry } from '../shared/point-geometry';
import { child, children, findElement, parseXml, path, textAt, type XmlNode } from '../shared/xml-read';
import { colourOfBro, sandMedianOfBro } from './bhrgt-codes';
import { NEN5104_NAMES, soilTypeOfGeotechnicalName } from './bhrgt-soil-names';
import { BRO_LOCATION_SYSTEM } from './bro-location';

/** A BHR-GT document read: the point with its described layers, and what BRO says about it. */
export interface BhrGtDocument {
  point: PointTree;
  broId: string | null;
  qualityRegime: string | null;
  objectIdAccountableParty: string | null;
}

const gradeOfClass: Readonly<Record<string, SoilGrade>> = { zwak: 1, matig: 2, sterk: 3 };
const nen5104Codes = new Map(Object.entries(NEN5104_NAMES).map(([code, name]) => [name, code]));
const gravelMedianCodes: Readonly<Record<string, string>> = { fijn: 'GFN', middelgrof: 'GMG', grof: 'GZG' };
const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function classGrade(value: string | null, suffix: string): SoilGrade | null {
  const match = value ? new RegExp(`^(zwak|matig|sterk)${suffix}$`).exec(value) : null;
  return match ? (gradeOfClass[match[1] ?? ''] ?? null) : null;
}

/** The soil fields of a BRO soil: its NEN 5104 name and classes where given (IMBRO/A), else the main soil of its geotechnical name. */
function soilOf(soil: XmlNode): Partial<Layer> {
  const named = parseNen5104Code(nen5104Codes.get(textAt(soil, 'soilNameNEN5104') ?? '') ?? '');
  const soilType: SoilType | null = named?.soilType ?? soilTypeOfGeotechnicalName(textAt(soil, 'geotechnicalSoilName') ?? '');
  if (!soilType) return {};
  const additions: SoilAddition[] = [...(named?.additions ?? [])];
  const humus = classGrade(textAt(soil, 'organicMatterContentClassNEN5104'), 'Humeus');
  if (humus) additions.push({ type: 'h', gradation: humus });
  const gravel = classGrade(textAt(soil, 'gravelContentClassNEN5104'), 'Grindig');
  if (gravel) additions.push({ type: 'g', gradation: gravel });
  const fields: Partial<Layer> = {};
  for (const [field, value] of Object.entries(soilFieldsOfCode({ soilType, additions }).fields)) {
    if (value !== null) fields[field] = value;
  }
  const colour = colourOfBro(textAt(soil, 'colour') ?? '');
  if (colour) {
    fields.LaColourMainCode = colour.main;
    if (colour.shade) fields.LaColourShadeCode = colour.shade;
  }
  const median = sandMedianOfBro(textAt(soil, 'sandMedianClass') ?? '') ?? gravelMedianCodes[textAt(soil, 'gravelMedianClass') ?? ''];
  if (median) fields.LaMedianCode = median;
  return fields;
}

function readLayers(report: XmlNode, newGuid: () => string): Layer[] {
  const boreholeLog = path(report, 'boreholeSampleDescription', 'descriptiveBoreholeLog');
  return children(boreholeLog, 'layer').map((layer) => {
    const from = parseDecimal(textAt(layer, 'upperBoundary'));
    const to = parseDecimal(textAt(layer, 'lowerBoundary'));
    const soil = child(layer, 'soil');
    return { LaGuid: newGuid(), LaFrom: from === null ? null : metresToCentimetres(from), LaTo: to === null ? null : metresToCentimetres(to), ...(soil ? soilOf(soil) : {}) };
  });
}

/**
 * Reads a BHR-GT document: a registration or correction request (isbhr-gt 2.1) or a dispatched object
 * (dsbhr-gt 2.1, BHR_GT_O), into a measurement point with the layers of its first descriptive borehole
 * log. Under IMBRO/A the NEN 5104 name comes back exactly; under IMBRO only the main soil.
 */
export function readBhrGt(text: string, options: { fileName: string; newGuid?: () => string }): ImportOutcome<BhrGtDocument> {
  const log = createFormatLog();
  const file = options.fileName;
  const newGuid = options.newGuid ?? (() => randomGuid());
  let root: XmlNode;
  try {
    root = parseXml(text);
  } catch (error) {
    log.error('formats.common.unreadableXml', { file, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  const report = ['BHR_GT_O', 'BHR_GT_CompleteReport_V1', 'BHR_GT_StartReport_V1'].map((name) => findElement(root, name, 8)).find((node) => node !== undefined);
  if (!report) {
    log.error('formats.bro.import.notBhrGt', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  const objectId = textAt(report, 'objectIdAccountableParty');
  const point: MeasurementPoint = { MpGuid: objectId && guidPattern.test(objectId) ? objectId : newGuid() };
  const position = (textAt(report, 'deliveredLocation', 'location', 'Point', 'pos') ?? '').split(/\s+/).map((value) => parseDecimal(value));
  if (position[0] != null && position[1] != null) [point.MpXCoord, point.MpYCoord] = [position[0], position[1]];
  const offset = parseDecimal(textAt(report, 'deliveredVerticalPosition', 'offset'));
  if (offset !== null) point.MpZCoord = offset;
  const date = textAt(report, 'boring', 'boringStartDate', 'date');
  if (date) point.MpDate = `${date}T00:00:00`;
  const depth = parseDecimal(textAt(report, 'boring', 'finalDepthBoring'));
  if (depth !== null) point.MpDepth = metresToCentimetres(depth);
  const tree = emptyPointTree(withPointGeometry(point, BRO_LOCATION_SYSTEM));
  tree.layers.push(...readLayers(report, newGuid));
  const logs = children(child(report, 'boreholeSampleDescription'), 'descriptiveBoreholeLog').length;
  if (logs > 1) log.info('formats.bro.import.otherLogsNotRead', { file, count: logs - 1 }, { kind: 'file', file });
  const broId = textAt(report, 'broId') ?? findElementText(root, 'broId');
  log.info('formats.bro.import.read', { file, layers: tree.layers.length, broId: broId ?? '-' }, { kind: 'measurementPoint', guid: point.MpGuid ?? null, file });
  return { ok: true, value: { point: tree, broId, qualityRegime: textAt(report, 'qualityRegime') ?? findElementText(root, 'qualityRegime'), objectIdAccountableParty: objectId }, log: log.entries };
}

function findElementText(root: XmlNode, name: string): string | null {
  return textAt(findElement(root, name, 3));
}
