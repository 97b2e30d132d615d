import { lastChangedStamp } from '../../../src/domain/dates/timestamps';
import { depthFromLayers } from '../../../src/domain/points/measurement-point-rules';
import { recomputeLayerSoilCodes, soilInputsChanged } from '../../../src/domain/soil/layer-soil-codes';
import type { LayerSoilFields } from '../../../src/domain/soil/layer-soil-codes';
import type { LayerRow } from '../../../src/domain/validation/entities/layer';
import { validateRows } from '../../../src/domain/validation/entities/validate-rows';
import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import { savePointDepths } from '../../db/repositories/point-children';
import type { ChildFamily } from './child-family';
import { pointChildMessages } from './messages';

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
async function syncPointDepths(trx: Executor, pointIds: readonly number[], rowsAfter: readonly WireRow[], now: Date): Promise<void> {
  const layersByPoint = new Map<number, LayerWireRow[]>();
  for (const row of rowsAfter) {
    const pointId = Number(row.MpID);
    const layers = layersByPoint.get(pointId);
    if (layers) layers.push(row as LayerWireRow);
    else layersByPoint.set(pointId, [row as LayerWireRow]);
  }
  const stamp = lastChangedStamp(now);
  await savePointDepths(trx, pointIds.map((MpID) => ({ MpID, MpDepth: depthFromLayers(layersByPoint.get(MpID) ?? []), MpDateLastChanged: stamp })));
}

/**
 * Layers (SetLayers / GetLayers, spec 01 section 7): continuity per point (an inserted intermediate
 * layer only warns), soil codes recomputed, MpDepth synced; answers tblLayers by LaFrom with the points.
 */
export const layerFamily: ChildFamily = {
  kind: 'layer',
  rowsField: 'Layers',
  deleteField: 'DeleteLaGuid',
  saveFailed: pointChildMessages.layersSaveFailed,
  getFailed: pointChildMessages.layersGetFailed,
  orderField: 'LaFrom',
  answersPoints: { write: true, read: true },
  validate: (rows, options) => validateRows('layer', rows as readonly LayerRow[], options),
  prepare: prepareLayer,
  afterWrite: syncPointDepths,
};
