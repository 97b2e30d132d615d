import { entityDescriptors, type EntityKind } from '../../src/domain/entities/entity-descriptors';
import { SOIL_CODE_FIELDS } from '../../src/domain/soil/layer-soil-codes';
import type { Executor } from '../db/executor';
import { updateEntityRowsInBatches } from '../db/repositories/entity-batch-update';
import { insertEntityRowsInBatches, type IdsByGuid } from '../db/repositories/entity-batch-insert';
import type { WireRow } from '../db/repositories/entity-rows';
import { deleteObservationsOfSamples } from '../db/repositories/observation-rows';
import type { StoredTree } from './project-tree-load';
import type { PlacedTree } from './project-tree-place';
import { treeTables, type TreeRow } from './project-tree-tables';
import { changedFields } from './row-changes';

/** Fields the rules compute, which an UPDATE sets even when the client did not send them. */
function computedFields(kind: EntityKind): string[] {
  const lastChanged = entityDescriptors[kind].lastChangedField;
  const stamp = lastChanged ? [lastChanged] : [];
  if (kind === 'measurementPoint') return [...stamp, 'MpPointGeometry', 'MpDepth'];
  if (kind === 'layer') return [...stamp, ...SOIL_CODE_FIELDS];
  return stamp;
}

function invert(map: ReadonlyMap<number, string>): Map<string, number> {
  return new Map([...map].map(([id, guid]) => [guid, id]));
}

/** Ids of stored and newly inserted parents by GUID, filled as the write goes down the tree. */
interface ParentIds {
  points: Map<string, number>;
  tubes: Map<string, number>;
  samples: Map<string, number>;
}

function parentColumns(row: TreeRow, ids: ParentIds): WireRow {
  const { level, kind } = row.source;
  const columns: WireRow = {};
  if (level === 'point') columns.MpID = ids.points.get(row.parentGuid ?? '') ?? null;
  if (level === 'sample') columns.WsID = ids.samples.get(row.parentGuid ?? '') ?? null;
  if (kind === 'waterSample' && row.tubeGuid !== undefined) columns.FtID = row.tubeGuid === null ? null : ids.tubes.get(row.tubeGuid) ?? null;
  return columns;
}

function remember(ids: ParentIds, kind: EntityKind, inserted: IdsByGuid): void {
  const target = kind === 'measurementPoint' ? ids.points : kind === 'filterTube' ? ids.tubes : kind === 'waterSample' ? ids.samples : undefined;
  if (target) for (const [guid, id] of inserted) target.set(guid, id);
}

/**
 * Writes a placed, checked tree into project `prId`, parents first so children get their ids
 * (SetProjectWithChilds): inserts in batches, updates by GUID in batches (only the fields sent and
 * those the rules computed), a sample's observations replaced as a set, and the depth of stored
 * points whose layers changed. Runs inside the caller's transaction.
 */
export async function writeTree(db: Executor, prId: number, placed: PlacedTree, tree: StoredTree, pointDepthUpdates: readonly WireRow[]): Promise<void> {
  const storedSampleIds = invert(tree.sampleGuids);
  const ids: ParentIds = { points: invert(tree.pointGuids), tubes: invert(tree.tubeGuids), samples: new Map(storedSampleIds) };
  for (const source of treeTables) {
    const rows = placed.get(source.table) ?? [];
    if (source.kind === 'observation' && rows.length > 0) {
      const replaced = new Set(rows.flatMap((row) => storedSampleIds.get(row.parentGuid ?? '') ?? []));
      await deleteObservationsOfSamples(db, [...replaced]);
    }
    const inserts = rows.filter((row) => !row.stored).map((row) => ({ ...row.merged, ...parentColumns(row, ids) }));
    const fixed: Record<string, number> = source.level === 'project' ? { PrID: prId } : {};
    if (inserts.length > 0) remember(ids, source.kind, await insertEntityRowsInBatches(db, source.kind, inserts, fixed));
    const updates = rows.filter((row) => row.stored).map((row) => ({
      ...changedFields(source.kind, row.incoming, row.merged, computedFields(source.kind)),
      ...(source.kind === 'waterSample' ? parentColumns(row, ids) : {}),
    }));
    const scope = source.level === 'project' ? { column: 'PrID', value: prId } : undefined;
    if (updates.length > 0) await updateEntityRowsInBatches(db, source.kind, updates, scope);
  }
  if (pointDepthUpdates.length > 0) await updateEntityRowsInBatches(db, 'measurementPoint', pointDepthUpdates, { column: 'PrID', value: prId });
}
