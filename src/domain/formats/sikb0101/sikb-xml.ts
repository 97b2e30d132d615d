import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { DEPTH_CONDITION, HEIGHT_CONDITION, UNIT_CM, UNIT_M, urn } from './sikb-codes';

/** The namespaces of a SIKB0101 document (DOMAIN-NOTES 'SIKB0101'), declared once on the root. */
export const SIKB_NAMESPACES = {
  imsikb0101: 'http://www.sikb.nl/imsikb0101',
  immetingen: 'http://www.sikb.nl/immetingen',
  gml: 'http://www.opengis.net/gml/3.2',
  om: 'http://www.opengis.net/om/2.0',
  sam: 'http://www.opengis.net/sampling/2.0',
  sams: 'http://www.opengis.net/samplingSpatial/2.0',
  spec: 'http://www.opengis.net/samplingSpecimen/2.0',
  xlink: 'http://www.w3.org/1999/xlink',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

/** An element under construction. */
export type Element = XMLBuilder;

/** The gml:id of a record: its GUID made an XML name ('_' first, as the public examples do). */
export function gmlId(guid: string): string {
  return `_${guid}`;
}


/** A reference to another feature by its GUID (xlink:href="#_guid"). */
export function reference(parent: Element, name: string, guid: string): void {
  parent.ele(name, { 'xlink:href': `#${gmlId(guid)}` });
}

/** The NEN 3610 identification every feature carries: namespace SIKB and the GUID as local id. */
export function identification(parent: Element, name: string, guid: string): void {
  parent.ele(name).ele('immetingen:NEN3610ID').ele('immetingen:namespace').txt('SIKB').up().ele('immetingen:lokaalID').txt(guid);
}

/** A depth in centimetres below surface (14.x requires the condition, DOMAIN-NOTES 'SIKB0101'). */
export function depth(parent: Element, name: string, centimetres: number): void {
  parent.ele(name).ele('immetingen:Depth')
    .ele('immetingen:value', { uom: UNIT_CM }).txt(String(centimetres)).up()
    .ele('immetingen:condition').txt(DEPTH_CONDITION);
}

/** A height in metres against NAP (a borehole's ground level). */
export function height(parent: Element, name: string, metres: number): void {
  parent.ele(name).ele('immetingen:Height')
    .ele('immetingen:value', { uom: UNIT_M }).txt(String(metres)).up()
    .ele('immetingen:condition').txt(HEIGHT_CONDITION);
}

/** A link from one sampling feature to another with a role of RelatedSamplingFeatureRollen. */
export function relatedFeature(parent: Element, role: number, guid: string): void {
  parent.ele('sam:relatedSamplingFeature').ele('sam:SamplingFeatureComplex')
    .ele('sam:role', { 'xlink:href': urn('RelatedSamplingFeatureRollen', role) }).up()
    .ele('sam:relatedSamplingFeature', { 'xlink:href': `#${gmlId(guid)}` });
}

/** A time instant (om:resultTime, spec:samplingTime) with its own gml:id. */
export function timeInstant(parent: Element, name: string, id: string, time: string): void {
  parent.ele(name).ele('gml:TimeInstant', { 'gml:id': id }).ele('gml:timePosition').txt(time);
}

/** A text element, written only when there is text. */
export function optionalText(parent: Element, name: string, value: string | null | undefined): void {
  if (value !== null && value !== undefined && value !== '') parent.ele(name).txt(value);
}
