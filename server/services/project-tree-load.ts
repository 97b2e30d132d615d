import type { EntityKind } from '../../src/domain/entities/entity-descriptors';
import type { Executor } from '../db/executor';
import { selectEntityRows, type WireRow } from '../db/repositories/entity-rows';
import { selectChildRowsOfProject } from '../db/repositories/point-children';
import { entityStorageShape } from '../db/repositories/entity-storage-shape';
import { parentLinkField, treeTables, type TreePayload } from './project-tree-tables';

/** The stored part of a project that an incoming tree touches, read once before anything is written. */
export interface StoredTree {
  /** Stored rows by GUID, per kind: the project's points, samples and project-level rows, and the children of touched points and samples. */
  rows: Map<EntityKind, Map<string, WireRow>>;
  /** GUIDs of stored points by MpID, samples by WsID and tubes by FtID, to place stored siblings. */
  pointGuids: Map<number, string>;
  sampleGuids: Map<number, string>;
  tubeGuids: Map<number, string>;
  /** GUID, MpID and name of every jar of the project: jar names are unique project-wide (spec 01 section 5). */
  projectJarNames: WireRow[];
}

function indexByGuid(kind: EntityKind, rows: readonly WireRow[]): Map<string, WireRow> {
  const guidField = entityStorageShape(kind).guidField ?? '';
  return new Map(rows.map((row) => [String(row[guidField]), row]));
}

function idToGuid(rows: Iterable<WireRow>, idField: string, guidField: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const row of rows) map.set(Number(row[idField]), String(row[guidField]));
  return map;
}

/** Parent GUIDs the payload's rows of `level` name, e.g. every MpGuid of its layers, jars, tubes, … */
function namedParents(payload: TreePayload, level: 'point' | 'sample'): Set<string> {
  const field = parentLinkField(level) ?? '';
  const guids = new Set<string>();
  for (const { table } of treeTables.filter((t) => t.level === level)) {
    for (const row of payload[table] ?? []) if (typeof row[field] === 'string') guids.add(row[field]);
  }
  return guids;
}

function idsOf(guids: Iterable<string>, stored: ReadonlyMap<string, WireRow>, idField: string): number[] {
  const ids: number[] = [];
  for (const guid of guids) {
    const row = stored.get(guid);
    if (row) ids.push(Number(row[idField]));
  }
  return ids;
}

/**
 * Reads what SetProjectWithChilds needs to decide insert or update and to validate against siblings
 * (DATA-CALLS: 'validate the incoming rows TOGETHER WITH their existing siblings'): the project's
 * points, samples and project-level rows of the kinds sent, and the stored children of the points
 * and samples the payload names. A few queries, however large the tree.
 */
export async function loadStoredTree(db: Executor, prId: number, payload: TreePayload): Promise<StoredTree> {
  const rows = new Map<EntityKind, Map<string, WireRow>>();
  const sent = (kind: EntityKind) => treeTables.some((t) => t.kind === kind && (payload[t.table]?.length ?? 0) > 0);
  const byProject = { column: 'PrID', values: [prId] };

  const points = indexByGuid('measurementPoint', await selectEntityRows(db, 'measurementPoint', byProject));
  rows.set('measurementPoint', points);
  for (const { kind } of treeTables.filter((t) => t.level === 'project' && t.kind !== 'measurementPoint')) {
    rows.set(kind, sent(kind) ? indexByGuid(kind, await selectEntityRows(db, kind, byProject)) : new Map());
  }

  const touchedPoints = { column: 'MpID', values: idsOf(namedParents(payload, 'point'), points, 'MpID') };
  const tubesNeeded = sent('filterTube') || sent('waterSample');
  for (const kind of ['layer', 'jar', 'filterTube', 'finishing'] as const) {
    const load = kind === 'filterTube' ? tubesNeeded : sent(kind);
    rows.set(kind, load && touchedPoints.values.length > 0 ? indexByGuid(kind, await selectEntityRows(db, kind, touchedPoints)) : new Map());
  }

  // Water sample names are unique across the project, so every stored sample is a sibling.
  const samplesNeeded = sent('waterSample') || sent('bottle') || sent('observation');
  const allPoints = { column: 'MpID', values: [...points.values()].map((point) => Number(point.MpID)) };
  const samples = samplesNeeded && allPoints.values.length > 0 ? indexByGuid('waterSample', await selectEntityRows(db, 'waterSample', allPoints)) : new Map<string, WireRow>();
  rows.set('waterSample', samples);
  const touchedSamples = { column: 'WsID', values: idsOf(namedParents(payload, 'sample'), samples, 'WsID') };
  rows.set('bottle', sent('bottle') && touchedSamples.values.length > 0 ? indexByGuid('bottle', await selectEntityRows(db, 'bottle', touchedSamples)) : new Map());

  return {
    rows,
    pointGuids: idToGuid(points.values(), 'MpID', 'MpGuid'),
    sampleGuids: idToGuid(samples.values(), 'WsID', 'WsGuid'),
    tubeGuids: idToGuid(rows.get('filterTube')?.values() ?? [], 'FtID', 'FtGuid'),
    projectJarNames: sent('jar') && points.size > 0 ? await selectChildRowsOfProject(db, 'jar', prId, ['JrGuid', 'MpID', 'JrName']) : [],
  };
}
