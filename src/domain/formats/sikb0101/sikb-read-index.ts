import { parseDecimal } from '../shared/depth-units';
import { attribute, child, children, childNames, path, text, textAt, type XmlNode } from '../shared/xml-read';
import { ROLE, urnId } from './sikb-codes';

/** One feature of a SIKB0101 collection: its element's local name, its node and its GUID. */
export interface Feature {
  type: string;
  node: XmlNode;
  /** The record's GUID: its NEN 3610 lokaalID, or its gml:id without the leading '_'. */
  guid: string;
  gmlId: string;
}

/** The features of a collection by gml:id, in document order, and by type, with their links indexed both ways. */
export interface FeatureIndex {
  byId: Map<string, Feature>;
  all: Feature[];
  ofType(type: string): Feature[];
  /** Observations (characteristics, analyses) of a feature: by their feature of interest, or by the feature's sam:relatedObservation links. */
  observationsOf(id: string): Feature[];
  /** Links pointing at a feature: which feature links to it, with which role. */
  linksTo(id: string): { role: number | null; source: string }[];
}

/** The list under a key, made empty on first use, so indexes grow by push rather than by copying. */
function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}

/** Indexes the featureMembers of a FeatureCollectionIMSIKB0101 (one feature per member, DOMAIN-NOTES 'SIKB0101'). */
export function indexFeatures(collection: XmlNode): FeatureIndex {
  const all: Feature[] = [];
  for (const memberNode of children(collection, 'featureMember')) {
    for (const type of childNames(memberNode)) {
      for (const node of children(memberNode, type)) {
        const gmlId = attribute(node, 'id') ?? '';
        const localId = textAt(node, 'identification', 'NEN3610ID', 'lokaalID');
        all.push({ type, node, gmlId, guid: localId ?? gmlId.replace(/^_/, '') });
      }
    }
  }
  const byId = new Map(all.filter((feature) => feature.gmlId !== '').map((feature) => [feature.gmlId, feature]));
  const byType = new Map<string, Feature[]>();
  const observations = new Map<string, Feature[]>();
  const inverse = new Map<string, { role: number | null; source: string }[]>();
  const pending: { source: string; related: string[] }[] = [];
  for (const feature of all) {
    listIn(byType, feature.type).push(feature);
    const target = hrefId(child(feature.node, 'featureOfInterest'));
    if (target) listIn(observations, target).push(feature);
    const related = children(feature.node, 'relatedObservation').map((link) => hrefId(link)).filter((id): id is string => id !== null);
    if (related.length > 0) pending.push({ source: feature.gmlId, related });
    for (const link of relatedFeatures(feature.node)) listIn(inverse, link.target).push({ role: link.role, source: feature.gmlId });
  }
  // Some producers link observations only from the sampling feature (sam:relatedObservation), with an empty featureOfInterest.
  for (const { source, related } of pending) {
    const known = listIn(observations, source);
    const seen = new Set(known);
    for (const id of related) {
      const feature = byId.get(id);
      if (feature && !seen.has(feature)) {
        known.push(feature);
        seen.add(feature);
      }
    }
  }
  return {
    byId,
    all,
    ofType: (type) => byType.get(type) ?? [],
    observationsOf: (id) => observations.get(id) ?? [],
    linksTo: (id) => inverse.get(id) ?? [],
  };
}

/** The gml:id an xlink:href points at ('#_abc' → '_abc'). */
export function hrefId(node: XmlNode | undefined): string | null {
  const href = attribute(node, 'href');
  return href && href.startsWith('#') ? href.slice(1) : null;
}

/** The sampling features a feature relates to, with the role number of each link. */
export function relatedFeatures(node: XmlNode): { role: number | null; target: string }[] {
  return children(node, 'relatedSamplingFeature').flatMap((link) => {
    const complex = child(link, 'SamplingFeatureComplex');
    const target = hrefId(child(complex, 'relatedSamplingFeature'));
    return target ? [{ role: urnId(attribute(child(complex, 'role'), 'href'), 'RelatedSamplingFeatureRollen'), target }] : [];
  });
}

/** The targets of a feature's links with one role. */
export function linksWithRole(node: XmlNode, role: number): string[] {
  return relatedFeatures(node).filter((link) => link.role === role).map((link) => link.target);
}

/** Whether a link of this role means 'is part of' the target (layer, filter and sample to borehole). */
export const partOfRoles: readonly number[] = [ROLE.partOf, ROLE.inBorehole];

/** A depth (or height) element's value in centimetres, from cm, m or mm (Eenheid 19, 115, 66). */
export function centimetresAt(node: XmlNode | undefined, name: string): number | null {
  const measure = path(node, name, 'Depth', 'value') ?? path(node, name, 'Height', 'value');
  const value = parseDecimal(text(measure));
  if (value === null) return null;
  const unit = urnId(attribute(measure, 'uom'), 'Eenheid');
  if (unit === 115) return Math.round(value * 10000) / 100;
  if (unit === 66) return value / 10;
  return value;
}

/** The time of a TimeInstant property (om:resultTime, spec:samplingTime), as written. */
export function timeAt(node: XmlNode | undefined, name: string): string | null {
  return textAt(node, name, 'TimeInstant', 'timePosition');
}

/**
 * The result of an observation, whichever way the version writes it: 14.x puts the type on om:result
 * (xsi:type="immetingen:AnalyticResultType"), 12.x wraps it (om:result/immetingen:AnalyticResult).
 */
export function resultOf(observation: XmlNode): { kind: 'analytic' | 'measure' | 'classified' | 'description' | 'other'; node: XmlNode | undefined } {
  const result = child(observation, 'result');
  const wrapped = ['AnalyticResult', 'MeasureResult', 'ClassifiedResult', 'DescriptionResult'].find((name) => child(result, name));
  const type = wrapped ?? (attribute(result, 'type') ?? '').replace(/^.*:/, '').replace(/Type$/, '');
  const node = wrapped ? child(result, wrapped) : result;
  const kinds: Record<string, 'analytic' | 'measure' | 'classified' | 'description'> = {
    AnalyticResult: 'analytic', MeasureResult: 'measure', ClassifiedResult: 'classified', DescriptionResult: 'description',
  };
  return { kind: kinds[type] ?? 'other', node };
}
