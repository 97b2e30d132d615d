import { broLocation } from '../bro/bro-location';
import { sadDelivery, type SadValidationType } from '../bro/sad-validation-types';
import { recordRef, type FormatLog } from '../export-log';
import type { ProjectTree } from '../project-tree';

/**
 * The additional SAD validation of a SIKB0101 export (spec 02 section 4: 'none, register IMBRO/A, register
 * IMBRO, correct IMBRO/A, correct IMBRO'): a SIKB0101 document delivered to the BRO as a SAD must place
 * every measurement point in RD, so a point without coordinates, or with coordinates that cannot be
 * converted to RD, is an error. 'none' checks nothing. Answers whether the document passed.
 */
export function validateForSad(tree: ProjectTree, type: SadValidationType, log: FormatLog): boolean {
  const delivery = sadDelivery(type);
  if (delivery === null) return true;
  let passed = true;
  for (const { point } of tree.points) {
    const location = broLocation(point, tree.project.PrCoordinateSystem);
    if (location.ok) continue;
    passed = false;
    const ref = recordRef('measurementPoint', point.MpGuid, point.MpName);
    if (location.problem === 'noCoordinates') log.error('exchange.sad.pointWithoutCoordinates', { point: point.MpName ?? '' }, ref);
    else log.error('exchange.sad.locationNotInRd', { point: point.MpName ?? '', system: tree.project.PrCoordinateSystem ?? '-' }, ref);
  }
  if (passed) log.info('exchange.sad.validated', { action: delivery.action, regime: delivery.qualityRegime, points: tree.points.length });
  return passed;
}
