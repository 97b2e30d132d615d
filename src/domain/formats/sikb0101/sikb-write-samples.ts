import type { Jar } from '../../entities/jar';
import type { Observation } from '../../entities/observation';
import { recordRef, type FormatLog } from '../export-log';
import type { PointTree, WaterSampleTree } from '../project-tree';
import {
  COMPARTMENT_IDS, OBSERVATION_PARAMETER_IDS, OBSERVATION_UNIT_IDS, PACKAGE_TYPE, ROLE, SAMPLE_TYPE, urn,
} from './sikb-codes';
import {
  depth, gmlId, identification, optionalText, reference, relatedFeature, timeInstant, type Element,
} from './sikb-xml';

/** The fields of jars, water samples, bottles and observations a SIKB0101 export carries. */
export const SIKB_SAMPLE_CARRIED = {
  jar: new Set(['JrName', 'JrFrom', 'JrTo', 'JrDate', 'JrBarcode']),
  waterSample: new Set(['WsName', 'WsDate', 'WsMatrixCode', 'WsRemark']),
  bottle: new Set(['BoName', 'BoBarcode']),
  observation: new Set(['ObPropertyCode', 'ObMeasurementValue', 'ObMeasurementUnit', 'ObObservationDate']),
} as const;

/** Where samples are written and what they link to: the project, and the analysis samples holding each field sample. */
export interface SampleContext {
  collection: Element;
  projectGuid: string;
  /** Analysis samples by the GUID of each field sample mixed into them. */
  mixedInto: ReadonlyMap<string, readonly string[]>;
  log: FormatLog;
}

/** The compartment URN of a matrix code; matrices without one are written as 'overig' and logged. */
export function compartment(matrix: string | null | undefined, log: FormatLog, ref: ReturnType<typeof recordRef>): string {
  const id = COMPARTMENT_IDS[matrix ?? ''];
  if (id !== undefined) return urn('compartiment', id);
  log.warning('formats.sikb0101.export.noCompartment', { matrix: matrix ?? '-' }, ref);
  return urn('compartiment', 6);
}

function specimen(context: SampleContext, guid: string, links: (element: Element) => void, material: string, time: string | null | undefined, type: number): Element {
  const sample = context.collection.ele('imsikb0101:featureMember').ele('imsikb0101:Sample', { 'gml:id': gmlId(guid) });
  sample.ele('sam:sampledFeature');
  links(sample);
  for (const mixed of context.mixedInto.get(guid) ?? []) relatedFeature(sample, ROLE.inMixedSample, mixed);
  sample.ele('spec:materialClass', { 'xlink:href': material });
  if (time) timeInstant(sample, 'spec:samplingTime', `_${guid}_time`, time);
  else sample.ele('spec:samplingTime');
  sample.ele('spec:specimenType', { 'xlink:href': urn('Monstertype', type) });
  identification(sample, 'immetingen:identification', guid);
  return sample;
}

function packages(sample: Element, items: readonly { name?: string | null; barcode?: string | null }[], type: number): void {
  for (const item of items) {
    const element = sample.ele('immetingen:consistsOfPackages').ele('immetingen:Package');
    optionalText(element, 'immetingen:name', item.name);
    optionalText(element, 'immetingen:barcode', item.barcode);
    element.ele('immetingen:packageType').txt(urn('MonsterVerpakking', type));
  }
}

/** Writes a soil sample (jar) as a Sample in its borehole, its barcodes as jars (Package). */
export function writeJar(jar: Jar, boreholeGuid: string, context: SampleContext): void {
  const guid = String(jar.JrGuid);
  const sample = specimen(context, guid, (element) => relatedFeature(element, ROLE.inBorehole, boreholeGuid), urn('compartiment', COMPARTMENT_IDS.GR ?? 1), jar.JrDate, SAMPLE_TYPE.field);
  optionalText(sample, 'immetingen:name', jar.JrName);
  optionalText(sample, 'immetingen:startTime', jar.JrDate);
  if (typeof jar.JrTo === 'number') depth(sample, 'immetingen:lowerDepth', jar.JrTo);
  if (typeof jar.JrFrom === 'number') depth(sample, 'immetingen:upperDepth', jar.JrFrom);
  const barcodes = (jar.JrBarcode ?? '').split(';').map((code) => code.trim()).filter((code) => code !== '');
  packages(sample, barcodes.map((barcode) => ({ barcode })), PACKAGE_TYPE.jar);
  reference(sample, 'imsikb0101:inProject', context.projectGuid);
}

/**
 * Writes a water or air sample as a Sample in its borehole and filter, its bottles as packages, and its
 * observations (pH, EC, temperature, …) as Analyses of the sample.
 */
export function writeWaterSample(tree: WaterSampleTree, point: PointTree, context: SampleContext): void {
  const guid = String(tree.sample.WsGuid);
  const ref = recordRef('waterSample', guid, tree.sample.WsName);
  const observationIds = tree.observations.map((_, index) => `${guid}_ob${index + 1}`);
  const sample = specimen(context, guid, (element) => {
    for (const id of observationIds) reference(element, 'sam:relatedObservation', id);
    relatedFeature(element, ROLE.inBorehole, String(point.point.MpGuid));
    if (tree.tubeGuid) relatedFeature(element, ROLE.inFilter, tree.tubeGuid);
  }, compartment(tree.sample.WsMatrixCode, context.log, ref), tree.sample.WsDate, SAMPLE_TYPE.field);
  optionalText(sample, 'immetingen:name', tree.sample.WsName);
  optionalText(sample, 'immetingen:startTime', tree.sample.WsDate);
  optionalText(sample, 'immetingen:remarks', tree.sample.WsRemark);
  packages(sample, tree.bottles.map((bottle) => ({ name: bottle.BoName, barcode: bottle.BoBarcode })), PACKAGE_TYPE.bottle);
  reference(sample, 'imsikb0101:inProject', context.projectGuid);
  tree.observations.forEach((observation, index) => writeObservation(context, observation, observationIds[index] ?? '', guid));
}

function writeObservation(context: SampleContext, observation: Observation, id: string, sampleGuid: string): void {
  const ref = recordRef('observation', id, observation.ObPropertyCode);
  const analysis = context.collection.ele('imsikb0101:featureMember').ele('immetingen:Analysis', { 'gml:id': gmlId(id) });
  analysis.ele('om:phenomenonTime');
  if (observation.ObObservationDate) timeInstant(analysis, 'om:resultTime', `_${id}_time`, observation.ObObservationDate);
  else analysis.ele('om:resultTime');
  analysis.ele('om:procedure').up().ele('om:observedProperty');
  reference(analysis, 'om:featureOfInterest', sampleGuid);
  const value = observation.ObMeasurementValue;
  if (typeof value === 'number') {
    const unit = OBSERVATION_UNIT_IDS[observation.ObMeasurementUnit ?? 0];
    if (unit === undefined) context.log.warning('formats.sikb0101.export.codeNotInSikbList', { code: String(observation.ObMeasurementUnit), list: 'Eenheid' }, ref);
    analysis.ele('om:result', { 'xsi:type': 'immetingen:MeasureResultType' })
      .ele('immetingen:numericValue', { uom: urn('Eenheid', unit ?? OBSERVATION_UNIT_IDS[0] ?? 119) }).txt(String(value));
  } else {
    analysis.ele('om:result', { 'xsi:type': 'immetingen:DescriptionResultType' }).ele('immetingen:description').txt(value ?? '');
  }
  identification(analysis, 'immetingen:identification', id);
  const code = observation.ObPropertyCode ?? '';
  const parameter = OBSERVATION_PARAMETER_IDS[code];
  if (parameter === undefined) context.log.warning('formats.sikb0101.export.codeNotInSikbList', { code, list: 'parameter' }, ref);
  analysis.ele('immetingen:physicalProperty').ele('immetingen:PhysicalProperty').ele('immetingen:quantity').txt(parameter === undefined ? code : urn('parameter', parameter));
}
