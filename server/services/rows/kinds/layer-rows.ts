import { lastChangedStamp } from '../../../../src/domain/dates/timestamps';
import { depthFromLayers } from '../../../../src/domain/points/measurement-point-rules';
import { recomputeLayerSoilCodes, soilInputsChanged } from '../../../../src/domain/soil/layer-soil-codes';
import type { LayerSoilFields } from '../../../../src/domain/soil/layer-soil-codes';
import type { Executor } from '../../../db/executor';
import type { WireRow } from '../../../db/repositories/entity-rows';
import { savePointDepths } from '../../../db/repositories/point-children';
import type { RowKind, WriteContext, WrittenRows } from '../row-kind';
import { domainRules } from './rule-check';

type LayerWireRow = WireRow & LayerSoilFields & { LaTo?: number | null };

/**
 * Soil codes follow the percentages (spec 01 section 4): a new layer with any of the six inputs is
 * classified; a changed layer only when an input changed, so a remark edit keeps hand-set codes.
 */
function prepareLayer(row: WireRow, before: WireRow | undefined): WireRow {
  const layer = row as LayerWireRow;
  if (before === undefined || soilInputsChanged(before as LayerWireRow, layer)) return recomputeLayerSoilCodes(layer);
  return row;
}

/**
 * After every layer write MpDepth becomes the deepest LaTo (null without layers), and the point's
 * last-changed time is set and saved with it (spec 01 section 4, 'Layer change').
 */
async function syncPointDepths(trx: Executor, written: WrittenRows, context: WriteContext): Promise<void> {
  const layersByPoint = new Map<number, LayerWireRow[]>();
  for (const row of written.rowsAfter) {
    const pointId = Number(row.MpID);
    const layers = layersByPoint.get(pointId);
    if (layers) layers.push(row as LayerWireRow);
    else layersByPoint.set(pointId, [row as LayerWireRow]);
  }
  const stamp = lastChangedStamp(context.now);
  await savePointDepths(trx, written.parentIds.map((MpID) => ({ MpID, MpDepth: depthFromLayers(layersByPoint.get(MpID) ?? []), MpDateLastChanged: stamp })));
}

/** Layers under a measurement point: continuity per point (an inserted intermediate layer only warns), soil codes, MpDepth. */
export const layerRows: RowKind<'layer'> = {
  kind: 'layer',
  siblings: { scope: 'parent' },
  validate: domainRules('layer', { groupByParent: true }),
  prepare: prepareLayer,
  afterWrite: syncPointDepths,
};
