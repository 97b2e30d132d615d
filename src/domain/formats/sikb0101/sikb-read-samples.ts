import { observationProperties } from '../../codes/observation-properties';
import type { Jar } from '../../entities/jar';
import type { Observation } from '../../entities/observation';
import type { WaterSample } from '../../entities/water-sample';
import type { WaterSampleTree } from '../project-tree';
import { parseDecimal } from '../shared/depth-units';
import { attribute, child, children, text, textAt } from '../shared/xml-read';
import {
  COMPARTMENT_IDS, OBSERVATION_PARAMETER_IDS, OBSERVATION_UNIT_IDS, ROLE, SAMPLE_TYPE, keyOf, urnId,
} from './sikb-codes';
import { boreholeOf, type ReadContext } from './sikb-read-points';
import { centimetresAt, linksWithRole, resultOf, timeAt, type Feature } from './sikb-read-index';

/** What a Sample feature is in our model: a soil sample (jar), a water or air sample, or an analysis sample. */
export type SampleKind = 'soil' | 'water' | 'analysis';

/** The matrix code of a sample's compartment, or null when it has none of ours. */
export function matrixOf(feature: Feature): string | null {
  return keyOf(COMPARTMENT_IDS, urnId(attribute(child(feature.node, 'materialClass'), 'href'), 'compartiment'));
}

/**
 * Sorts a Sample: the lab's samples (Monstertype analysis or lab mix, or with part samples) are analysis
 * samples; those in a filter or of a water or air compartment are water samples; the rest soil samples.
 */
export function sampleKind(feature: Feature, context: ReadContext): SampleKind {
  const type = urnId(attribute(child(feature.node, 'specimenType'), 'href'), 'Monstertype');
  if (type === SAMPLE_TYPE.analysis || type === SAMPLE_TYPE.labMixed || linksWithRole(feature.node, ROLE.hasPartSample).length > 0) return 'analysis';
  const inFilter = linksWithRole(feature.node, ROLE.inFilter).length > 0
    || context.index.linksTo(feature.gmlId).some((link) => link.role === ROLE.hasSample && context.index.byId.get(link.source)?.type === 'Filter');
  const matrix = matrixOf(feature);
  return inFilter || (matrix !== null && matrix !== 'GR') ? 'water' : 'soil';
}

/** The filter (gauging tube) a water sample was taken from, by gml:id. */
function filterOf(feature: Feature, context: ReadContext): string | null {
  const own = linksWithRole(feature.node, ROLE.inFilter)[0];
  if (own) return own;
  return context.index.linksTo(feature.gmlId).find((link) => link.role === ROLE.hasSample && context.index.byId.get(link.source)?.type === 'Filter')?.source ?? null;
}

/** The borehole of a field sample: its own link, the borehole's link to it, or its filter's borehole. */
function samplePoint(feature: Feature, context: ReadContext): string | null {
  const direct = boreholeOf(feature, context, [ROLE.inBorehole, ROLE.partOf], [ROLE.hasSample]);
  if (direct) return direct;
  const filter = filterOf(feature, context);
  const filterFeature = filter ? context.index.byId.get(filter) : undefined;
  return filterFeature ? boreholeOf(filterFeature, context, [ROLE.partOf], [ROLE.hasFilter]) : null;
}

function packagesOf(feature: Feature): { name: string | null; barcode: string | null }[] {
  return children(feature.node, 'consistsOfPackages').map((entry) => child(entry, 'Package')).map((node) => ({ name: textAt(node, 'name'), barcode: textAt(node, 'barcode') }));
}

function sampleTime(feature: Feature): string | null {
  return textAt(feature.node, 'startTime') ?? timeAt(feature.node, 'samplingTime');
}

function readJar(feature: Feature): Jar {
  const barcodes = packagesOf(feature).map((entry) => entry.barcode).filter((code): code is string => Boolean(code));
  const jar: Jar = { JrGuid: feature.guid, JrName: textAt(feature.node, 'name'), JrFrom: centimetresAt(feature.node, 'upperDepth'), JrTo: centimetresAt(feature.node, 'lowerDepth') };
  const date = sampleTime(feature);
  if (date) jar.JrDate = date;
  if (barcodes.length > 0) jar.JrBarcode = barcodes.join(';');
  return jar;
}

function readObservation(feature: Feature, sampleGuid: string, context: ReadContext): Observation | null {
  const { kind, node } = resultOf(feature.node);
  if (feature.type !== 'Analysis' || (kind !== 'measure' && kind !== 'description')) return null;
  context.consumed.add(feature.gmlId);
  const quantity = textAt(feature.node, 'physicalProperty', 'PhysicalProperty', 'quantity');
  const observation: Observation = { WsGuid: sampleGuid, ObPropertyCode: keyOf(OBSERVATION_PARAMETER_IDS, urnId(quantity, 'parameter')) ?? quantity };
  if (kind === 'measure') {
    const value = child(node, 'numericValue');
    observation.ObMeasurementValue = parseDecimal(text(value));
    const unit = keyOf(OBSERVATION_UNIT_IDS, urnId(attribute(value, 'uom'), 'Eenheid'));
    if (unit !== null) observation.ObMeasurementUnit = Number(unit);
  } else {
    // A text result has no unit in SIKB; a property we know has a fixed one (codes/observation-properties).
    observation.ObMeasurementValue = textAt(node, 'description') ?? '';
    const property = observationProperties.find((candidate) => candidate.code === observation.ObPropertyCode);
    if (property) observation.ObMeasurementUnit = property.unit;
  }
  const date = timeAt(feature.node, 'resultTime');
  if (date) observation.ObObservationDate = date;
  return observation;
}

function readWaterSample(feature: Feature, context: ReadContext): WaterSampleTree {
  const sample: WaterSample = { WsGuid: feature.guid, WsName: textAt(feature.node, 'name') };
  const date = sampleTime(feature);
  if (date) sample.WsDate = date;
  const matrix = matrixOf(feature);
  if (matrix) sample.WsMatrixCode = matrix;
  const remark = textAt(feature.node, 'remarks');
  if (remark) sample.WsRemark = remark;
  const filter = filterOf(feature, context);
  const observations = context.index.observationsOf(feature.gmlId)
    .map((observation) => readObservation(observation, feature.guid, context)).filter((observation): observation is Observation => observation !== null);
  return {
    sample,
    tubeGuid: filter ? (context.index.byId.get(filter)?.guid ?? null) : null,
    bottles: packagesOf(feature).map((entry) => ({ BoGuid: context.newGuid(), BoName: entry.name, BoBarcode: entry.barcode })),
    observations,
  };
}

/** A field sample read, by gml:id, for the analyses that refer to it. */
export interface FieldSampleRead {
  guid: string;
  kind: SampleKind;
  name: string | null;
  matrix: string | null;
  date: string | null;
}

/** Reads the soil and water samples into their points; samples without a point are named and skipped. */
export function readFieldSamples(context: ReadContext): Map<string, FieldSampleRead> {
  const fieldSamples = new Map<string, FieldSampleRead>();
  for (const feature of context.index.ofType('Sample')) {
    const kind = sampleKind(feature, context);
    if (kind === 'analysis') continue;
    const point = samplePoint(feature, context);
    const tree = point ? context.points.get(point) : undefined;
    if (!tree) {
      context.log.warning('formats.sikb0101.import.unlinked', { feature: 'Sample', name: textAt(feature.node, 'name') ?? feature.guid }, { kind: kind === 'soil' ? 'jar' : 'waterSample', guid: feature.guid });
      continue;
    }
    if (kind === 'soil') tree.jars.push(readJar(feature));
    else tree.waterSamples.push(readWaterSample(feature, context));
    fieldSamples.set(feature.gmlId, { guid: feature.guid, kind, name: textAt(feature.node, 'name'), matrix: kind === 'soil' ? 'GR' : matrixOf(feature), date: sampleTime(feature) });
  }
  return fieldSamples;
}

