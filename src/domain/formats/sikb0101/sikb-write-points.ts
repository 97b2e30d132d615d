import type { FilterTube } from '../../entities/filter-tube';
import type { Layer } from '../../entities/layer';
import { recordRef, type FormatLog } from '../export-log';
import type { PointTree } from '../project-tree';
import { layerSoilCode } from '../shared/nen5104-code';
import {
  COLOUR_IDS, LAYER_INDICATOR, MEDIAN_IDS, POINT_TYPE_IDS, ROLE, SHADE_IDS, SOIL_NAME_IDS, urn,
} from './sikb-codes';
import { writePointGeometry } from './sikb-geometry';
import {
  depth, gmlId, height, identification, optionalText, reference, relatedFeature, type Element,
} from './sikb-xml';

/** The fields of points, layers and tubes a SIKB0101 export carries. */
export const SIKB_POINT_CARRIED = {
  measurementPoint: new Set(['MpName', 'MpXCoord', 'MpYCoord', 'MpZCoord', 'MpPointGeometry', 'MpDepth', 'MpDate', 'MpRemark', 'MpTypeCode']),
  layer: new Set(['LaFrom', 'LaTo', 'LaRemark', 'LaSoilTypeCode', 'LaGradationCode', 'LaSecondary1Code', 'LaSecondary1QualifierCode', 'LaSecondary2Code',
    'LaSecondary2QualifierCode', 'LaAdditive1TypeCode', 'LaAdditive1GradationCode', 'LaAdditive2TypeCode', 'LaAdditive2GradationCode', 'LaAdditive3TypeCode',
    'LaAdditive3GradationCode', 'LaAdditive4TypeCode', 'LaAdditive4GradationCode', 'LaColourMainCode', 'LaColourSubCode', 'LaColourShadeCode', 'LaMedianCode']),
  filterTube: new Set(['FtName', 'FtFrom', 'FtTo']),
} as const;

/** What a point writes: the borehole and its layers and filters, and the GUIDs of the samples it holds. */
export interface PointFeatureContext {
  collection: Element;
  projectGuid: string;
  system: string | null | undefined;
  log: FormatLog;
}

function member(collection: Element, name: string, guid: string): Element {
  return collection.ele('imsikb0101:featureMember').ele(name, { 'gml:id': gmlId(guid) });
}

/**
 * Writes a measurement point as a Borehole (imsikb0101), its layers as Layers with their soil name,
 * colours and median as characteristics, and its gauging tubes as Filters, linked by the roles of
 * RelatedSamplingFeatureRollen (DOMAIN-NOTES 'SIKB0101').
 */
export function writePoint(point: PointTree, context: PointFeatureContext): void {
  const { collection, projectGuid, log } = context;
  const guid = String(point.point.MpGuid);
  const borehole = member(collection, 'imsikb0101:Borehole', guid);
  borehole.ele('sam:sampledFeature');
  for (const layer of point.layers) relatedFeature(borehole, ROLE.hasLayer, String(layer.LaGuid));
  for (const tube of point.filterTubes) relatedFeature(borehole, ROLE.hasFilter, String(tube.FtGuid));
  for (const jar of point.jars) relatedFeature(borehole, ROLE.hasSample, String(jar.JrGuid));
  for (const { sample } of point.waterSamples) relatedFeature(borehole, ROLE.hasSample, String(sample.WsGuid));
  borehole.ele('sams:shape');
  optionalText(borehole, 'immetingen:name', point.point.MpName);
  identification(borehole, 'immetingen:identification', guid);
  optionalText(borehole, 'immetingen:remarks', point.point.MpRemark);
  const type = POINT_TYPE_IDS[point.point.MpTypeCode ?? ''];
  if (type !== undefined) borehole.ele('immetingen:measurementObjectType').txt(urn('MeetObjectSoort', type));
  writePointGeometry(borehole, point, context.system, log);
  optionalText(borehole, 'immetingen:startTime', point.point.MpDate);
  reference(borehole, 'imsikb0101:usedInProject', projectGuid);
  if (typeof point.point.MpDepth === 'number') depth(borehole, 'imsikb0101:depth', point.point.MpDepth);
  if (typeof point.point.MpZCoord === 'number') height(borehole, 'imsikb0101:groundLevel', point.point.MpZCoord);

  for (const layer of point.layers) writeLayer(collection, layer, guid, log);
  for (const tube of point.filterTubes) writeFilter(collection, tube, guid, point.waterSamples.filter((sample) => sample.tubeGuid === tube.FtGuid).map((sample) => String(sample.sample.WsGuid)));
}

function writeFilter(collection: Element, tube: FilterTube, boreholeGuid: string, sampleGuids: readonly string[]): void {
  const filter = member(collection, 'imsikb0101:Filter', String(tube.FtGuid));
  filter.ele('sam:sampledFeature');
  relatedFeature(filter, ROLE.partOf, boreholeGuid);
  for (const sample of sampleGuids) relatedFeature(filter, ROLE.hasSample, sample);
  filter.ele('sams:shape');
  optionalText(filter, 'immetingen:name', tube.FtName);
  identification(filter, 'immetingen:identification', String(tube.FtGuid));
  if (typeof tube.FtFrom === 'number') depth(filter, 'imsikb0101:upperDepth', tube.FtFrom);
  if (typeof tube.FtTo === 'number') depth(filter, 'imsikb0101:lowerDepth', tube.FtTo);
}

/** One characteristic of a layer: indicator (KenmerkBodemlaag), coded result and our own code as remark. */
interface LayerCharacteristic {
  suffix: string;
  indicator: number;
  result: string;
  remark: string;
}

function layerCharacteristics(layer: Layer, log: FormatLog): LayerCharacteristic[] {
  const found: LayerCharacteristic[] = [];
  const ref = recordRef('layer', layer.LaGuid, null);
  const code = layerSoilCode(layer);
  if (code) {
    const id = SOIL_NAME_IDS[code] ?? SOIL_NAME_IDS[code.slice(0, 3)] ?? SOIL_NAME_IDS[code.slice(0, 2)] ?? SOIL_NAME_IDS[code.slice(0, 1)] ?? 39;
    found.push({ suffix: 'soil', indicator: LAYER_INDICATOR.soilName, result: urn('Bodemsoort', id), remark: code });
  } else {
    log.warning('formats.common.layerWithoutSoilCode', { from: (layer.LaFrom ?? 0) / 100, to: (layer.LaTo ?? 0) / 100 }, ref);
  }
  const coded = (suffix: string, indicator: number, list: string, table: Readonly<Record<string, number>>, value: string | null | undefined) => {
    if (!value) return;
    const id = table[value];
    if (id === undefined) log.warning('formats.sikb0101.export.codeNotInSikbList', { code: value, list }, ref);
    else found.push({ suffix, indicator, result: urn(list, id), remark: value });
  };
  coded('colour', LAYER_INDICATOR.mainColour, 'Kleur', COLOUR_IDS, layer.LaColourMainCode);
  coded('colour2', LAYER_INDICATOR.secondColour, 'Kleur', COLOUR_IDS, layer.LaColourSubCode);
  coded('shade', LAYER_INDICATOR.colourShade, 'Kleursterkte', SHADE_IDS, layer.LaColourShadeCode);
  // Gravel medians have no SIKB median word; 'nvt' (1) is written with the code as remark.
  if (layer.LaMedianCode) found.push({ suffix: 'median', indicator: LAYER_INDICATOR.median, result: urn('GrondsoortMediaan', MEDIAN_IDS[layer.LaMedianCode] ?? 1), remark: layer.LaMedianCode });
  return found;
}

function writeLayer(collection: Element, layer: Layer, boreholeGuid: string, log: FormatLog): void {
  const guid = String(layer.LaGuid);
  const characteristics = layerCharacteristics(layer, log);
  const element = member(collection, 'imsikb0101:Layer', guid);
  element.ele('sam:sampledFeature');
  for (const characteristic of characteristics) reference(element, 'sam:relatedObservation', `${guid}_${characteristic.suffix}`);
  relatedFeature(element, ROLE.partOf, boreholeGuid);
  element.ele('sams:shape');
  if (typeof layer.LaFrom === 'number') depth(element, 'imsikb0101:upperDepth', layer.LaFrom);
  if (typeof layer.LaTo === 'number') depth(element, 'imsikb0101:lowerDepth', layer.LaTo);
  identification(element, 'imsikb0101:identification', guid);
  optionalText(element, 'imsikb0101:remark', layer.LaRemark);

  for (const characteristic of characteristics) {
    const id = `${guid}_${characteristic.suffix}`;
    const observation = member(collection, 'immetingen:Characteristic', id);
    observation.ele('om:phenomenonTime').up().ele('om:resultTime').up().ele('om:procedure').up().ele('om:observedProperty');
    reference(observation, 'om:featureOfInterest', guid);
    observation.ele('om:result', { 'xsi:type': 'immetingen:ClassifiedResultType' }).ele('immetingen:classifiedResult').txt(characteristic.result);
    identification(observation, 'immetingen:identification', id);
    observation.ele('immetingen:indicator').txt(urn('KenmerkBodemlaag', characteristic.indicator));
    observation.ele('immetingen:remarks').txt(characteristic.remark);
  }
}
