import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { FormatLog } from '../export-log';
import type { PointTree } from '../project-tree';
import { centimetresToMetres } from '../shared/depth-units';
import type { BroDelivery } from './bro-delivery-plan';
import { codeElement, writeLayers } from './bhrgt-layers';
import { BHRGT_DESCRIPTION_QUALITY, BHRGT_STANDARDS, type BhrGtOptions } from './bhrgt-options';

/** Namespaces of a BHR-GT registration or correction request (isbhr-gt 2.1, bhrgtcommon 2.1, brocommon 3.0). */
const BHRGT_NAMESPACES = {
  isbhrgt: 'http://www.broservices.nl/xsd/isbhr-gt/2.1',
  bhrgtcom: 'http://www.broservices.nl/xsd/bhrgtcommon/2.1',
  brocom: 'http://www.broservices.nl/xsd/brocommon/3.0',
  gml: 'http://www.opengis.net/gml/3.2',
} as const;

/** A brocom partial date: the date when known, 'onbekend' as void reason when not. */
function partialDate(parent: XMLBuilder, name: string, dateTime: string | null | undefined): void {
  const element = parent.ele(name);
  if (dateTime && /^\d{4}-\d{2}-\d{2}/.test(dateTime)) element.ele('brocom:date').txt(dateTime.slice(0, 10));
  else element.ele('brocom:voidReason').txt('onbekend');
}

function organisation(parent: XMLBuilder, name: string, kvk: string): void {
  parent.ele(name).ele('brocom:chamberOfCommerceNumber').txt(kvk);
}

/** What one point's document needs besides the options: where it is, how deep, and what delivery. */
export interface BhrGtPointInput {
  point: PointTree;
  location: { x: number; y: number };
  /** Final depth in cm: the deepest layer bottom, or the point's depth. */
  finalDepth: number;
  delivery: BroDelivery;
  requestReference: string;
}

function writeBoring(report: XMLBuilder, input: BhrGtPointInput, options: BhrGtOptions): void {
  const { point, finalDepth } = input;
  const depth = String(centimetresToMetres(finalDepth));
  const boring = report.ele('boring');
  partialDate(boring, 'bhrgtcom:boringStartDate', point.point.MpDate);
  partialDate(boring, 'bhrgtcom:boringEndDate', point.point.MpDate);
  codeElement(boring, 'bhrgtcom:preparation', 'Preparation', 'geen');
  boring.ele('bhrgtcom:trajectoryExcavated').txt('nee');
  boring.ele('bhrgtcom:rockReached').txt('nee');
  codeElement(boring, 'bhrgtcom:boringProcedure', 'BoringProcedure', options.boringProcedure ?? BHRGT_STANDARDS.boringProcedure);
  boring.ele('bhrgtcom:finalDepthBoring', { uom: 'm' }).txt(depth);
  codeElement(boring, 'bhrgtcom:stopCriterion', 'StopCriterion', options.stopCriterion);
  codeElement(boring, 'bhrgtcom:samplingProcedure', 'SamplingProcedure', options.samplingProcedure ?? BHRGT_STANDARDS.samplingProcedure);
  boring.ele('bhrgtcom:finalDepthSampling', { uom: 'm' }).txt(depth);
  boring.ele('bhrgtcom:subsurfaceContaminated').txt(options.subsurfaceContaminated ? 'ja' : 'nee');
  boring.ele('bhrgtcom:boreholeCompleted').txt('ja');
  const bored = boring.ele('bhrgtcom:boredInterval');
  bored.ele('bhrgtcom:beginDepth', { uom: 'm' }).txt('0').up().ele('bhrgtcom:endDepth', { uom: 'm' }).txt(depth);
  codeElement(bored, 'bhrgtcom:boringTechnique', 'BoringTechnique', options.boringTechnique);
  bored.ele('bhrgtcom:boredDiameter', { uom: 'mm' }).txt(String(options.boredDiameter));
  const sampled = boring.ele('bhrgtcom:sampledInterval');
  sampled.ele('bhrgtcom:beginDepth', { uom: 'm' }).txt('0').up().ele('bhrgtcom:endDepth', { uom: 'm' }).txt(depth);
  codeElement(sampled, 'bhrgtcom:preTreatment', 'PreTreatment', 'geen');
  codeElement(sampled, 'bhrgtcom:samplingMethod', 'SamplingMethod', options.samplingMethod);
  codeElement(sampled, 'bhrgtcom:samplingQuality', 'SamplingQuality', options.samplingQuality);
}

/**
 * One BHR-GT registration or correction request (isbhr-gt 2.1) for a measurement point: a complete
 * report with the class-2 description of its layers, its delivered location in RD New and height against
 * NAP, and its boring (spec 02 section 9, 'BRO: BHR-GT (class 2 only)').
 */
export function writeBhrGtDocument(input: BhrGtPointInput, options: BhrGtOptions, log: FormatLog): string {
  const { point, delivery } = input;
  const { isbhrgt, ...prefixed } = BHRGT_NAMESPACES;
  const document = create({ version: '1.0', encoding: 'UTF-8' });
  const request = document.ele(isbhrgt, delivery.action === 'register' ? 'registrationRequest' : 'correctionRequest', Object.fromEntries(Object.entries(prefixed).map(([prefix, uri]) => [`xmlns:${prefix}`, uri])));
  request.ele('brocom:requestReference').txt(input.requestReference);
  request.ele('brocom:deliveryAccountableParty').txt(options.deliveryAccountableParty);
  if (delivery.action === 'correct') request.ele('brocom:broId').txt(delivery.broId);
  request.ele('brocom:qualityRegime').txt(delivery.qualityRegime);
  if (delivery.action === 'correct') request.ele('correctionReason', { codeSpace: 'urn:bro:bhrgt:CorrectionReason' }).txt(delivery.correctionReason);
  const report = request.ele('sourceDocument').ele('BHR_GT_CompleteReport_V1', { 'gml:id': 'id_0001' });

  const description = report.ele('boreholeSampleDescription');
  partialDate(description, 'bhrgtcom:descriptionReportDate', options.reportDate);
  codeElement(description, 'bhrgtcom:descriptionProcedure', 'DescriptionProcedure', options.descriptionProcedure ?? BHRGT_STANDARDS.descriptionProcedure);
  const boreholeLog = description.ele('bhrgtcom:descriptiveBoreholeLog');
  codeElement(boreholeLog, 'bhrgtcom:descriptionQuality', 'DescriptionQuality', BHRGT_DESCRIPTION_QUALITY);
  boreholeLog.ele('bhrgtcom:continuouslySampled').txt('nee');
  codeElement(boreholeLog, 'bhrgtcom:descriptionLocation', 'DescriptionLocation', options.descriptionLocation ?? BHRGT_STANDARDS.descriptionLocation);
  codeElement(boreholeLog, 'bhrgtcom:describedMaterial', 'DescribedMaterial', options.describedMaterial ?? BHRGT_STANDARDS.describedMaterial);
  writeLayers(boreholeLog, point.layers, options, log, point.point.MpName);

  report.ele('objectIdAccountableParty').txt(String(point.point.MpGuid));
  codeElement(report, 'deliveryContext', 'DeliveryContext', options.deliveryContext);
  codeElement(report, 'surveyPurpose', 'SurveyPurpose', options.surveyPurpose);
  codeElement(report, 'discipline', 'Discipline', options.discipline);
  codeElement(report, 'surveyProcedure', 'SurveyProcedure', options.surveyProcedure ?? BHRGT_STANDARDS.surveyProcedure);
  organisation(report, 'researchOperator', options.researchOperator ?? options.deliveryAccountableParty);
  const location = report.ele('deliveredLocation');
  location.ele('bhrgtcom:location').ele('gml:Point', { 'gml:id': 'id_0002', srsName: 'urn:ogc:def:crs:EPSG::28992' }).ele('gml:pos').txt(`${input.location.x} ${input.location.y}`);
  partialDate(location, 'bhrgtcom:horizontalPositioningDate', point.point.MpDate);
  codeElement(location, 'bhrgtcom:horizontalPositioningMethod', 'HorizontalPositioningMethod', options.horizontalPositioningMethod);
  const vertical = report.ele('deliveredVerticalPosition');
  codeElement(vertical, 'bhrgtcom:localVerticalReferencePoint', 'LocalVerticalReferencePoint', 'maaiveld');
  vertical.ele('bhrgtcom:offset', { uom: 'm' }).txt(String(point.point.MpZCoord ?? 0));
  codeElement(vertical, 'bhrgtcom:verticalDatum', 'VerticalDatum', 'NAP');
  partialDate(vertical, 'bhrgtcom:verticalPositioningDate', point.point.MpDate);
  codeElement(vertical, 'bhrgtcom:verticalPositioningMethod', 'VerticalPositioningMethod', options.verticalPositioningMethod);
  writeBoring(report, input, options);
  partialDate(report, 'researchReportDate', options.reportDate);
  return document.end({ prettyPrint: true });
}
