import type { FilterTube } from '../../entities/filter-tube';
import type { Layer } from '../../entities/layer';
import type { MeasurementPoint } from '../../entities/measurement-point';
import type { FormatLog } from '../export-log';
import { emptyPointTree, type PointTree } from '../project-tree';
import { parseNen5104Code, soilFieldsOfCode } from '../shared/nen5104-code';
import { parseDecimal } from '../shared/depth-units';
import { attribute, child, path, text, textAt } from '../shared/xml-read';
import {
  COLOUR_IDS, LAYER_INDICATOR, MEDIAN_IDS, POINT_TYPE_IDS, ROLE, SHADE_IDS, SOIL_NAME_IDS, keyOf, urnId,
} from './sikb-codes';
import { isLatitudeFirst, systemOfSrsName } from './sikb-geometry';
import {
  centimetresAt, partOfRoles, relatedFeatures, resultOf, type Feature, type FeatureIndex,
} from './sikb-read-index';

/** What readers share: the feature index, the log and the points read so far by their gml:id. */
export interface ReadContext {
  index: FeatureIndex;
  log: FormatLog;
  points: Map<string, PointTree>;
  /** The coordinate system the points' geometries name. */
  systems: Set<string>;
  /** GUIDs for rows the file has no identity for (bottles, implied analysis samples). */
  newGuid: () => string;
  /** gml:ids of the analyses read as observations or results, so the rest can be counted in the log. */
  consumed: Set<string>;
}

/** The gml:id of the borehole a feature belongs to: its own 'part of' link, or the borehole's link to it. */
export function boreholeOf(feature: Feature, context: ReadContext, ownRoles: readonly number[] = partOfRoles, inverseRoles: readonly number[] = []): string | null {
  const own = relatedFeatures(feature.node).find((link) => link.role !== null && ownRoles.includes(link.role) && context.points.has(link.target));
  if (own) return own.target;
  const inverse = context.index.linksTo(feature.gmlId).find((link) => link.role !== null && inverseRoles.includes(link.role) && context.points.has(link.source));
  return inverse?.source ?? null;
}

/**
 * X and Y from a gml:pos. The URN form of EPSG:4326 orders latitude first, but some producers write
 * longitude first under it (the public 12.1 example); in the Netherlands and Belgium the two cannot be
 * confused (longitude 2–8, latitude 49–54), so the order is taken from the values there.
 */
function eastNorth(first: number, second: number, system: string | null): [number, number] {
  if (!isLatitudeFirst(system)) return [first, second];
  const lonFirst = first >= 2 && first <= 8 && second >= 49 && second <= 54;
  return lonFirst ? [first, second] : [second, first];
}

function readPoint(feature: Feature, context: ReadContext): MeasurementPoint {
  const { node } = feature;
  const point: MeasurementPoint = { MpGuid: feature.guid, MpName: textAt(node, 'name') };
  const remarks = textAt(node, 'remarks');
  if (remarks) point.MpRemark = remarks;
  const type = keyOf(POINT_TYPE_IDS, urnId(textAt(node, 'measurementObjectType'), 'MeetObjectSoort'));
  if (type) point.MpTypeCode = type;
  const location = path(node, 'geometry', 'Point');
  const position = (textAt(location, 'pos') ?? '').split(/\s+/).map((part) => parseDecimal(part));
  const system = systemOfSrsName(attribute(location, 'srsName'));
  if (location && position.length >= 2 && position[0] != null && position[1] != null) {
    [point.MpXCoord, point.MpYCoord] = eastNorth(position[0], position[1], system);
    if (system) context.systems.add(system);
  }
  const start = textAt(node, 'startTime');
  if (start) point.MpDate = start;
  const depth = centimetresAt(node, 'depth');
  if (depth !== null) point.MpDepth = depth;
  const ground = centimetresAt(node, 'groundLevel');
  if (ground !== null) point.MpZCoord = Math.round(ground * 100) / 10000;
  return point;
}

/** Reads boreholes (and trenches) as measurement points, with their layers and filters. */
export function readPoints(context: ReadContext): void {
  for (const feature of [...context.index.ofType('Borehole'), ...context.index.ofType('Trench')]) {
    context.points.set(feature.gmlId, emptyPointTree(readPoint(feature, context)));
  }
  for (const feature of context.index.ofType('Layer')) {
    const borehole = boreholeOf(feature, context, partOfRoles, [ROLE.hasLayer]);
    if (!borehole) {
      context.log.warning('formats.sikb0101.import.unlinked', { feature: 'Layer', name: feature.guid }, { kind: 'layer', guid: feature.guid });
      continue;
    }
    context.points.get(borehole)?.layers.push(readLayer(feature, context));
  }
  for (const feature of context.index.ofType('Filter')) {
    const borehole = boreholeOf(feature, context, partOfRoles, [ROLE.hasFilter]);
    if (!borehole) {
      context.log.warning('formats.sikb0101.import.unlinked', { feature: 'Filter', name: textAt(feature.node, 'name') ?? feature.guid }, { kind: 'filterTube', guid: feature.guid });
      continue;
    }
    const tube: FilterTube = { FtGuid: feature.guid, FtName: textAt(feature.node, 'name'), FtFrom: centimetresAt(feature.node, 'upperDepth'), FtTo: centimetresAt(feature.node, 'lowerDepth') };
    context.points.get(borehole)?.filterTubes.push(tube);
  }
  for (const point of context.points.values()) point.layers.sort((a, b) => (a.LaFrom ?? 0) - (b.LaFrom ?? 0));
}

function readLayer(feature: Feature, context: ReadContext): Layer {
  const layer: Layer = { LaGuid: feature.guid, LaFrom: centimetresAt(feature.node, 'upperDepth'), LaTo: centimetresAt(feature.node, 'lowerDepth') };
  const remark = textAt(feature.node, 'remark');
  if (remark) layer.LaRemark = remark;
  const characteristics = context.index.observationsOf(feature.gmlId).filter((candidate) => candidate.type === 'Characteristic');
  for (const characteristic of characteristics) applyCharacteristic(layer, characteristic, context);
  return layer;
}

function applyCharacteristic(layer: Layer, feature: Feature, context: ReadContext): void {
  const indicator = urnId(textAt(feature.node, 'indicator'), 'KenmerkBodemlaag');
  const value = text(child(resultOf(feature.node).node, 'classifiedResult'));
  const remark = textAt(feature.node, 'remarks');
  const ref = { kind: 'layer' as const, guid: layer.LaGuid ?? null };
  const unknown = () => context.log.warning('formats.sikb0101.import.unknownCode', { code: value ?? remark ?? '-', field: String(indicator) }, ref);
  if (indicator === LAYER_INDICATOR.soilName) {
    const parsed = parseNen5104Code(remark ?? '') ?? parseNen5104Code(keyOf(SOIL_NAME_IDS, urnId(value, '(?:Bodemsoort|Grondsoort)')) ?? '');
    if (!parsed) return unknown();
    for (const [field, fieldValue] of Object.entries(soilFieldsOfCode(parsed).fields)) {
      if (fieldValue !== null) layer[field] = fieldValue;
    }
  } else if (indicator === LAYER_INDICATOR.mainColour || indicator === LAYER_INDICATOR.secondColour) {
    const colour = keyOf(COLOUR_IDS, urnId(value, 'Kleur'));
    if (!colour) return unknown();
    layer[indicator === LAYER_INDICATOR.mainColour ? 'LaColourMainCode' : 'LaColourSubCode'] = colour;
  } else if (indicator === LAYER_INDICATOR.colourShade) {
    const shade = keyOf(SHADE_IDS, urnId(value, 'Kleursterkte'));
    if (!shade) return unknown();
    layer.LaColourShadeCode = shade;
  } else if (indicator === LAYER_INDICATOR.median) {
    const median = remark && /^(Z|G)[A-Z]{2}$/.test(remark) ? remark : keyOf(MEDIAN_IDS, urnId(value, '(?:Grondsoort|Bodemsoort)Mediaan'));
    if (!median) return unknown();
    layer.LaMedianCode = median;
  } else {
    context.log.info('formats.sikb0101.import.characteristicNotRead', { indicator: String(indicator ?? '-'), remark: remark ?? '' }, ref);
  }
}
