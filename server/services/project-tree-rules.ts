import { entityDescriptors } from '../../src/domain/entities/entity-descriptors';
import { lastChangedStamp } from '../../src/domain/dates/timestamps';
import { syncPointDepth } from '../../src/domain/points/measurement-point-rules';
import { recomputeLayerSoilCodes, soilInputsChanged, type LayerSoilFields } from '../../src/domain/soil/layer-soil-codes';
import type { WireRow } from '../db/repositories/entity-rows';
import type { StoredTree } from './project-tree-load';
import type { PlacedTree } from './project-tree-place';
import type { TreeRow } from './project-tree-tables';
import { preparePoint } from './point-preparation';

/** What the rules decide beyond the rows themselves: stored points whose depth follows new layers. */
export interface TreeRuleResult {
  /** UPDATE changes ({MpGuid, MpDepth, MpDateLastChanged}) of stored points that were not sent. */
  pointDepthUpdates: WireRow[];
}

type Layer = LayerSoilFields & WireRow;

/** Soil codes recomputed when the layer is new or its percentages changed (spec 01 section 4). */
function layerWithSoilCodes(row: TreeRow, merged: WireRow): WireRow {
  const layer = merged as Layer;
  if (row.stored && !soilInputsChanged(row.stored as Layer, layer)) return merged;
  return recomputeLayerSoilCodes(layer);
}

function mergeRow(row: TreeRow, prId: number, coordinateSystem: string | undefined, now: Date, stamp: string): WireRow {
  const { kind, level } = row.source;
  if (kind === 'measurementPoint') return preparePoint(row.incoming, row.stored, prId, coordinateSystem, now).merged;
  let merged: WireRow = { ...row.stored, ...row.incoming };
  if (level === 'project') merged.PrID = prId;
  if (kind === 'observation') merged = { ...merged, PrID: prId, WsGuid: row.parentGuid ?? null };
  if (kind === 'layer') merged = layerWithSoilCodes(row, merged);
  // The stamp of stampLastChanged, made once per call: one write is one moment (spec 01 section 4).
  const lastChanged = entityDescriptors[kind].lastChangedField;
  if (lastChanged) merged[lastChanged] = stamp;
  return merged;
}

/** Each point's layers after the write: stored layers not sent again, plus the merged incoming ones. */
function layersByPoint(placed: PlacedTree, tree: StoredTree): Map<string, WireRow[]> {
  const incoming = placed.get('tblLayers') ?? [];
  const sentGuids = new Set(incoming.map((row) => row.guid));
  const byPoint = new Map<string, WireRow[]>();
  const add = (pointGuid: string | undefined, layer: WireRow) => {
    if (pointGuid === undefined) return;
    const list = byPoint.get(pointGuid);
    if (list) list.push(layer);
    else byPoint.set(pointGuid, [layer]);
  };
  for (const row of incoming) add(row.parentGuid, row.merged);
  const touched = new Set(byPoint.keys());
  for (const [guid, layer] of tree.rows.get('layer') ?? []) {
    const pointGuid = tree.pointGuids.get(Number(layer.MpID));
    if (!sentGuids.has(guid) && pointGuid !== undefined && touched.has(pointGuid)) add(pointGuid, layer);
  }
  return byPoint;
}

/**
 * The server's rules on every row of a tree (spec 01 section 4), in place on `merged`: points get
 * their date default, geometry and stamp; layers their soil codes; every kind its last-changed
 * stamp; observations their project and sample; and MpDepth follows the deepest LaTo of each point
 * whose layers were written — for a stored point that was not sent, as an extra update.
 */
export function applyTreeRules(placed: PlacedTree, tree: StoredTree, prId: number, coordinateSystem: string | undefined, now: Date): TreeRuleResult {
  const stamp = lastChangedStamp(now);
  for (const rows of placed.values()) for (const row of rows) row.merged = mergeRow(row, prId, coordinateSystem, now, stamp);
  const sentPoints = new Map((placed.get('tblMeasurementPoints') ?? []).map((row) => [row.guid, row]));
  const pointDepthUpdates: WireRow[] = [];
  for (const [pointGuid, layers] of layersByPoint(placed, tree)) {
    const sent = sentPoints.get(pointGuid);
    if (sent) {
      sent.merged = syncPointDepth(sent.merged as { MpDepth?: number | null }, layers as { LaTo?: number | null }[], now) as WireRow;
      continue;
    }
    const stored = tree.rows.get('measurementPoint')?.get(pointGuid);
    if (!stored) continue;
    const synced = syncPointDepth(stored as { MpDepth?: number | null }, layers as { LaTo?: number | null }[], now) as WireRow;
    if (synced !== stored) pointDepthUpdates.push({ MpGuid: pointGuid, MpDepth: synced.MpDepth, MpDateLastChanged: synced.MpDateLastChanged });
  }
  return { pointDepthUpdates };
}
