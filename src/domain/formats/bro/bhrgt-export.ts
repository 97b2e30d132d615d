import type { Layer } from '../../entities/layer';
import { createFormatLog, recordRef, type FormatLog } from '../export-log';
import type { ExportOutcome } from '../format-result';
import type { PointTree, ProjectTree } from '../project-tree';
import { safeFileName, uniqueFileName } from '../shared/file-names';
import { reportNotCarried } from '../shared/not-carried';
import type { BroDelivery } from './bro-delivery-plan';
import { broLocation } from './bro-location';
import { isChamberOfCommerceNumber } from './bro-objects';
import { broZip } from './bro-zip';
import { writeBhrGtDocument } from './bhrgt-document';
import { BHRGT_LAYER_CARRIED } from './bhrgt-layers';
import type { BhrGtOptions } from './bhrgt-options';

/** The point fields a BHR-GT delivery carries (its GUID goes as objectIdAccountableParty). */
const BHRGT_POINT_CARRIED = new Set(['MpXCoord', 'MpYCoord', 'MpZCoord', 'MpPointGeometry', 'MpDate', 'MpDepth']);

function describedLayers(point: PointTree, log: FormatLog): Layer[] {
  return point.layers.filter((layer) => {
    if (typeof layer.LaFrom === 'number' && typeof layer.LaTo === 'number') return true;
    log.error('formats.common.layerWithoutDepth', { point: point.point.MpName ?? '' }, recordRef('layer', layer.LaGuid, point.point.MpName));
    return false;
  }).sort((a, b) => (a.LaFrom ?? 0) - (b.LaFrom ?? 0));
}

/** A point's document, or null with the reason logged as an error: BRO refuses what is incomplete. */
function pointDocument(point: PointTree, tree: ProjectTree, options: BhrGtOptions, delivery: BroDelivery, log: FormatLog): string | null {
  const ref = recordRef('measurementPoint', point.point.MpGuid, point.point.MpName);
  const name = point.point.MpName ?? '';
  const location = broLocation(point.point, tree.project.PrCoordinateSystem);
  if (!location.ok) {
    if (location.problem === 'noCoordinates') log.error('formats.bro.export.pointWithoutCoordinates', { point: name }, ref);
    else log.error('formats.bro.export.locationNotInRd', { point: name, system: tree.project.PrCoordinateSystem ?? '-' }, ref);
    return null;
  }
  if (typeof point.point.MpZCoord !== 'number') {
    log.error('formats.bro.export.pointWithoutHeight', { point: name }, ref);
    return null;
  }
  const layers = describedLayers(point, log);
  if (layers.length === 0) {
    log.error('formats.bro.export.pointWithoutLayers', { point: name }, ref);
    return null;
  }
  const finalDepth = Math.max(...layers.map((layer) => layer.LaTo ?? 0), point.point.MpDepth ?? 0);
  const requestReference = `${tree.project.PrCode ?? 'project'}-${name}`;
  return writeBhrGtDocument({ point: { ...point, layers }, location, finalDepth, delivery, requestReference }, options, log);
}

/**
 * The BHR-GT export (spec 02 section 9): one registration or correction request per measurement point,
 * as the pre-export checks decided (`deliveries` by MpGuid; registration when a point has none), zipped
 * with log.json. A point without coordinates, height or layers is an error and is left out.
 */
export function exportBhrGt(tree: ProjectTree, options: BhrGtOptions, deliveries: ReadonlyMap<string, BroDelivery> = new Map()): ExportOutcome {
  const log = createFormatLog();
  const parties = { deliveryAccountableParty: options.deliveryAccountableParty, ...(options.researchOperator === undefined ? {} : { researchOperator: options.researchOperator }) };
  for (const [field, kvk] of Object.entries(parties)) {
    if (!isChamberOfCommerceNumber(kvk)) log.error('formats.bro.export.invalidChamberOfCommerce', { field, value: kvk });
  }
  if (log.entries.length > 0) return { ok: false, log: log.entries };
  log.info('formats.bro.export.soilNamesDerived', { regime: options.qualityRegime });
  const documents: { name: string; xml: string }[] = [];
  const used = new Set<string>();
  for (const point of tree.points) {
    const delivery = deliveries.get(String(point.point.MpGuid)) ?? { action: 'register' as const, qualityRegime: options.qualityRegime };
    const xml = pointDocument(point, tree, options, delivery, log);
    if (xml) documents.push({ name: uniqueFileName(`${safeFileName(point.point.MpName ?? 'point')}_BHR-GT.xml`, used), xml });
  }
  reportNotCarried(log, 'BHR-GT', 'measurementPoint', tree.points.map((point) => point.point), BHRGT_POINT_CARRIED);
  reportNotCarried(log, 'BHR-GT', 'layer', tree.points.flatMap((point) => point.layers), BHRGT_LAYER_CARRIED);
  if (documents.length === 0) {
    log.error('formats.common.noPoints', {});
    return { ok: false, log: log.entries };
  }
  const name = `${safeFileName(tree.project.PrCode ?? 'project')}_BHR-GT_${options.qualityRegime === 'IMBRO/A' ? 'IMBRO-A' : 'IMBRO'}.zip`;
  log.info('formats.bro.export.written', { file: name, documents: documents.length, regime: options.qualityRegime }, { kind: 'file', file: name });
  return { ok: true, files: [broZip(name, documents, log.entries, options.reportDate)], log: log.entries };
}
