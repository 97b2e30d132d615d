import { recordRef, type FormatLog } from '../export-log';
import type { PointTree } from '../project-tree';
import type { Element } from './sikb-xml';

/** The srsName of a coordinate system as GML writes it ('urn:ogc:def:crs:EPSG::28992'). */
function srsName(system: string): string | null {
  const match = /^EPSG:(\d+)$/.exec(system);
  return match ? `urn:ogc:def:crs:EPSG::${match[1]}` : null;
}

/** The GcCode of an srsName in any of the forms files use ('urn:ogc:def:crs:EPSG::28992', 'EPSG:28992', '…/28992'). */
export function systemOfSrsName(name: string | null): string | null {
  const match = /EPSG(?::|::|\/\d+\/|\.xml#)?(\d+)$/i.exec(name?.trim() ?? '') ?? /(\d{4,5})$/.exec(name?.trim() ?? '');
  return match ? `EPSG:${match[1]}` : null;
}

/** EPSG:4326 in its URN form orders latitude before longitude; projected systems east before north. */
export function isLatitudeFirst(system: string | null): boolean {
  return system === 'EPSG:4326' || system === 'EPSG:4258';
}

/** Writes a point's location as a gml:Point in the project's system; a point without X and Y is logged. */
export function writePointGeometry(parent: Element, point: PointTree, system: string | null | undefined, log: FormatLog): void {
  const { MpXCoord: x, MpYCoord: y, MpGuid, MpName } = point.point;
  if (typeof x !== 'number' || typeof y !== 'number') {
    log.warning('formats.sikb0101.export.pointWithoutCoordinates', { point: MpName ?? '' }, recordRef('measurementPoint', MpGuid, MpName));
    return;
  }
  const name = system ? srsName(system) : null;
  if (!name) {
    log.warning('formats.sikb0101.export.noCoordinateSystem', { point: MpName ?? '', system: system ?? '-' }, recordRef('measurementPoint', MpGuid, MpName));
    return;
  }
  const position = isLatitudeFirst(system ?? null) ? `${y} ${x}` : `${x} ${y}`;
  parent.ele('immetingen:geometry').ele('gml:Point', { 'gml:id': `_${String(MpGuid)}_location`, srsName: name }).ele('gml:pos').txt(position);
}
