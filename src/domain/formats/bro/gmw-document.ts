import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { FilterTube } from '../../entities/filter-tube';
import type { PointTree } from '../project-tree';
import { centimetresToMetres } from '../shared/depth-units';
import type { BroDelivery } from './bro-delivery-plan';
import type { GmwOptions } from './gmw-options';

/** Namespaces of a GMW request (isgmw 1.1, gmwcommon 1.1, brocommon 3.0). */
const GMW_NAMESPACES = {
  isgmw: 'http://www.broservices.nl/xsd/isgmw/1.1',
  gmwcom: 'http://www.broservices.nl/xsd/gmwcommon/1.1',
  brocom: 'http://www.broservices.nl/xsd/brocommon/3.0',
  gml: 'http://www.opengis.net/gml/3.2',
} as const;

function code(parent: XMLBuilder, name: string, list: string, value: string): void {
  parent.ele(name, { codeSpace: `urn:bro:gmw:${list}` }).txt(value);
}

const round = (metres: number) => String(Math.round(metres * 1000) / 1000);

function writeTube(parent: XMLBuilder, tube: FilterTube, number: number, groundLevel: number, options: GmwOptions): void {
  const element = parent.ele('monitoringTube');
  element.ele('tubeNumber').txt(String(number));
  code(element, 'tubeType', 'TubeType', options.tubeType);
  element.ele('artesianWellCapPresent').txt('nee');
  element.ele('sedimentSumpPresent').txt('nee');
  element.ele('numberOfGeoOhmCables').txt('0');
  element.ele('tubeTopDiameter', { uom: 'mm', 'xsi:nil': 'true' });
  element.ele('variableDiameter').txt('nee');
  code(element, 'tubeStatus', 'TubeStatus', options.tubeStatus);
  element.ele('tubeTopPosition', { uom: 'm' }).txt(round(groundLevel + options.tubeTopAboveGround));
  code(element, 'tubeTopPositioningMethod', 'TubeTopPositioningMethod', options.tubeTopPositioningMethod);
  const material = element.ele('materialUsed');
  code(material, 'gmwcom:tubePackingMaterial', 'TubePackingMaterial', options.tubePackingMaterial);
  code(material, 'gmwcom:tubeMaterial', 'TubeMaterial', options.tubeMaterial);
  code(material, 'gmwcom:glue', 'Glue', options.glue);
  const screen = element.ele('screen');
  screen.ele('screenLength', { uom: 'm' }).txt(round(centimetresToMetres((tube.FtTo ?? 0) - (tube.FtFrom ?? 0))));
  code(screen, 'sockMaterial', 'SockMaterial', options.sockMaterial);
  element.ele('plainTubePart').ele('gmwcom:plainTubePartLength', { uom: 'm' }).txt(round(centimetresToMetres(tube.FtFrom ?? 0) + options.tubeTopAboveGround));
}

/**
 * One GMW construction request (isgmw 1.1) for a measurement point with gauging tubes: the well at the
 * point's location in RD New and ground level against NAP, one monitoring tube per gauging tube with its
 * screen (filter) length and the plain tube above it (spec 02 section 9, 'BRO: … GMW').
 */
export function writeGmwDocument(point: PointTree, location: { x: number; y: number }, delivery: BroDelivery, options: GmwOptions): string {
  const { isgmw, ...prefixed } = GMW_NAMESPACES;
  const document = create({ version: '1.0', encoding: 'UTF-8' });
  const request = document.ele(isgmw, delivery.action === 'register' ? 'registrationRequest' : 'correctionRequest', {
    ...Object.fromEntries(Object.entries(prefixed).map(([prefix, uri]) => [`xmlns:${prefix}`, uri])),
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
  });
  request.ele('brocom:requestReference').txt(`GMW-${point.point.MpName ?? String(point.point.MpGuid)}`);
  request.ele('brocom:deliveryAccountableParty').txt(options.deliveryAccountableParty);
  if (delivery.action === 'correct') request.ele('brocom:broId').txt(delivery.broId);
  request.ele('brocom:qualityRegime').txt(delivery.qualityRegime);
  if (delivery.action === 'correct') request.ele('correctionReason', { codeSpace: 'urn:bro:gmw:CorrectionReason' }).txt(delivery.correctionReason);
  const well = request.ele('sourceDocument').ele('GMW_Construction');
  well.ele('objectIdAccountableParty').txt(String(point.point.MpGuid));
  code(well, 'deliveryContext', 'DeliveryContext', options.deliveryContext);
  code(well, 'constructionStandard', 'ConstructionStandard', options.constructionStandard);
  code(well, 'initialFunction', 'InitialFunction', options.initialFunction);
  well.ele('numberOfMonitoringTubes').txt(String(point.filterTubes.length));
  well.ele('groundLevelStable').txt('ja');
  well.ele('owner').txt(options.owner);
  code(well, 'wellHeadProtector', 'WellHeadProtector', options.wellHeadProtector);
  well.ele('wellConstructionDate').ele('brocom:date').txt((point.point.MpDate ?? options.reportDate).slice(0, 10));
  const delivered = well.ele('deliveredLocation');
  delivered.ele('gmwcom:location', { 'gml:id': 'id-location', srsName: 'urn:ogc:def:crs:EPSG::28992' }).ele('gml:pos').txt(`${location.x} ${location.y}`);
  code(delivered, 'gmwcom:horizontalPositioningMethod', 'HorizontalPositioningMethod', options.horizontalPositioningMethod);
  const groundLevel = point.point.MpZCoord ?? 0;
  const vertical = well.ele('deliveredVerticalPosition');
  code(vertical, 'gmwcom:localVerticalReferencePoint', 'LocalVerticalReferencePoint', 'NAP');
  vertical.ele('gmwcom:offset', { uom: 'm' }).txt('0');
  code(vertical, 'gmwcom:verticalDatum', 'VerticalDatum', 'NAP');
  vertical.ele('gmwcom:groundLevelPosition', { uom: 'm' }).txt(round(groundLevel));
  code(vertical, 'gmwcom:groundLevelPositioningMethod', 'GroundLevelPositioningMethod', options.groundLevelPositioningMethod);
  point.filterTubes.forEach((tube, index) => writeTube(well, tube, index + 1, groundLevel, options));
  return document.end({ prettyPrint: true });
}
