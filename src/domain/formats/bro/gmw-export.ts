import { createFormatLog, recordRef } from '../export-log';
import type { ExportOutcome } from '../format-result';
import type { ProjectTree } from '../project-tree';
import { safeFileName, uniqueFileName } from '../shared/file-names';
import { reportNotCarried } from '../shared/not-carried';
import type { BroDelivery } from './bro-delivery-plan';
import { broLocation } from './bro-location';
import { isChamberOfCommerceNumber } from './bro-objects';
import { broZip } from './bro-zip';
import { writeGmwDocument } from './gmw-document';
import type { GmwOptions } from './gmw-options';

/** The tube fields a GMW construction carries. */
const GMW_TUBE_CARRIED = new Set(['FtFrom', 'FtTo']);

/**
 * The GMW export (spec 02 section 9): a construction request per measurement point with gauging tubes,
 * registration or correction as the pre-export checks decided, zipped with log.json. A point without
 * coordinates, height or tubes is an error and is left out; a tube without depths too.
 */
export function exportGmw(tree: ProjectTree, options: GmwOptions, deliveries: ReadonlyMap<string, BroDelivery> = new Map()): ExportOutcome {
  const log = createFormatLog();
  for (const [field, kvk] of Object.entries({ deliveryAccountableParty: options.deliveryAccountableParty, owner: options.owner })) {
    if (!isChamberOfCommerceNumber(kvk)) log.error('formats.bro.export.invalidChamberOfCommerce', { field, value: kvk });
  }
  if (log.entries.length > 0) return { ok: false, log: log.entries };
  const documents: { name: string; xml: string }[] = [];
  const used = new Set<string>();
  for (const point of tree.points) {
    const ref = recordRef('measurementPoint', point.point.MpGuid, point.point.MpName);
    const name = point.point.MpName ?? '';
    const tubes = point.filterTubes.filter((tube) => {
      if (typeof tube.FtFrom === 'number' && typeof tube.FtTo === 'number' && tube.FtTo > tube.FtFrom) return true;
      log.error('formats.bro.export.tubeWithoutDepth', { point: name, tube: tube.FtName ?? '' }, recordRef('filterTube', tube.FtGuid, tube.FtName));
      return false;
    });
    const location = broLocation(point.point, tree.project.PrCoordinateSystem);
    if (tubes.length === 0) log.error('formats.bro.export.pointWithoutTubes', { point: name }, ref);
    else if (!location.ok && location.problem === 'noCoordinates') log.error('formats.bro.export.pointWithoutCoordinates', { point: name }, ref);
    else if (!location.ok) log.error('formats.bro.export.locationNotInRd', { point: name, system: tree.project.PrCoordinateSystem ?? '-' }, ref);
    else if (typeof point.point.MpZCoord !== 'number') log.error('formats.bro.export.pointWithoutHeight', { point: name }, ref);
    else {
      const delivery = deliveries.get(String(point.point.MpGuid)) ?? { action: 'register' as const, qualityRegime: options.qualityRegime };
      documents.push({ name: uniqueFileName(`${safeFileName(name || 'point')}_GMW.xml`, used), xml: writeGmwDocument({ ...point, filterTubes: tubes }, location, delivery, options) });
    }
  }
  reportNotCarried(log, 'GMW', 'filterTube', tree.points.flatMap((point) => point.filterTubes), GMW_TUBE_CARRIED);
  if (documents.length === 0) {
    log.error('formats.common.noPoints', {});
    return { ok: false, log: log.entries };
  }
  const file = `${safeFileName(tree.project.PrCode ?? 'project')}_GMW_${options.qualityRegime === 'IMBRO/A' ? 'IMBRO-A' : 'IMBRO'}.zip`;
  log.info('formats.bro.export.written', { file, documents: documents.length, regime: options.qualityRegime }, { kind: 'file', file });
  return { ok: true, files: [broZip(file, documents, log.entries, options.reportDate)], log: log.entries };
}
