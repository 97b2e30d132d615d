import { randomUUID } from 'node:crypto';
import { refusedWriteCode } from '../../src/domain/wire/result-codes';
import type { Executor } from '../db/executor';
import { findExistingGuids } from '../db/repositories/entity-guids';
import type { WireRow } from '../db/repositories/entity-rows';
import { entityStorageShape } from '../db/repositories/entity-storage-shape';
import { refused } from '../errors';
import { parseEntityRows } from './entity-row-parsing';
import { describeIssues } from './issue-text';
import { listGuids, projectTreeMessages } from './project-messages';
import type { StoredTree } from './project-tree-load';
import { parentLinkField, treeTables, type TreePayload, type TreeRow, type TreeTable } from './project-tree-tables';

/** Placed rows per VeldData table, in write order. */
export type PlacedTree = Map<string, TreeRow[]>;

/** Link and id fields that never reach storage: GUIDs rule, ids are the server's (DATA-CALLS). */
function incomingFields(source: TreeTable, row: WireRow): WireRow {
  const shape = entityStorageShape(source.kind);
  const drop = new Set([shape.idField, shape.parentField ?? '', 'PrID']);
  if (source.level === 'point') drop.add('MpGuid');
  if (source.kind === 'bottle') drop.add('WsGuid');
  if (source.kind === 'waterSample') for (const field of ['FtGuid', 'FtID']) drop.add(field);
  return Object.fromEntries(Object.entries(row).filter(([field]) => !drop.has(field)));
}

/** The GUID of the stored row's parent (point or sample), to see that an update stays under it. */
function storedParentGuid(source: TreeTable, stored: WireRow, tree: StoredTree): string | undefined {
  if (source.level === 'point') return tree.pointGuids.get(Number(stored.MpID));
  if (source.level === 'sample') return tree.sampleGuids.get(Number(stored.WsID));
  return undefined;
}

function placeRow(source: TreeTable, row: WireRow, index: number, tree: StoredTree): TreeRow {
  const guidField = entityStorageShape(source.kind).guidField;
  const sent = guidField ? row[guidField] : undefined;
  const hasGuid = typeof sent === 'string' && sent !== '';
  const guid = guidField && hasGuid ? sent : guidField ? randomUUID() : `#${index}`;
  const link = parentLinkField(source.level);
  const parentGuid = link && typeof row[link] === 'string' ? row[link] : undefined;
  const tubeGuid = source.kind === 'waterSample' && 'FtGuid' in row ? (typeof row.FtGuid === 'string' && row.FtGuid !== '' ? row.FtGuid : null) : undefined;
  const incoming = incomingFields(source, row);
  if (guidField) incoming[guidField] = guid;
  const stored = tree.rows.get(source.kind)?.get(guid);
  if (stored && source.level !== 'project' && storedParentGuid(source, stored, tree) !== parentGuid) {
    throw refused(refusedWriteCode, projectTreeMessages.guidElsewhere, { table: source.table, guid });
  }
  return { source, guid, sentKey: hasGuid ? guid : `#${index}`, incoming, stored, parentGuid, tubeGuid, merged: incoming };
}

function refuseDuplicates(source: TreeTable, rows: readonly TreeRow[]): void {
  const seen = new Set<string>();
  const repeated = rows.filter((row) => (seen.has(row.guid) ? true : (seen.add(row.guid), false))).map((row) => row.guid);
  if (repeated.length > 0) throw refused(refusedWriteCode, projectTreeMessages.duplicateGuids, { table: source.table, guids: listGuids(repeated) });
}

async function refuseGuidsElsewhere(db: Executor, source: TreeTable, rows: readonly TreeRow[]): Promise<void> {
  if (!entityStorageShape(source.kind).guidField) return;
  const fresh = rows.filter((row) => !row.stored).map((row) => row.guid);
  const elsewhere = [...await findExistingGuids(db, source.kind, fresh)];
  if (elsewhere.length > 0) throw refused(refusedWriteCode, projectTreeMessages.guidElsewhere, { table: source.table, guid: listGuids(elsewhere) });
}

/** Every child names a parent that is in the payload or stored in the project (tube samples: under the same point). */
function refuseMissingParents(placed: PlacedTree, tree: StoredTree): void {
  const known = (table: string, kind: 'measurementPoint' | 'waterSample' | 'filterTube') =>
    new Map<string, string | undefined>([
      ...[...(tree.rows.get(kind)?.entries() ?? [])].map(([guid, row]): [string, string | undefined] => [guid, kind === 'filterTube' ? tree.pointGuids.get(Number(row.MpID)) : undefined]),
      ...(placed.get(table) ?? []).map((row): [string, string | undefined] => [row.guid, row.parentGuid]),
    ]);
  const points = known('tblMeasurementPoints', 'measurementPoint');
  const samples = known('tblWaterSamples', 'waterSample');
  const tubes = known('tblFilterTubes', 'filterTube');
  for (const [table, rows] of placed) {
    for (const row of rows) {
      const parents = row.source.level === 'point' ? points : row.source.level === 'sample' ? samples : undefined;
      const parentField = parentLinkField(row.source.level) ?? '';
      if (parents && (row.parentGuid === undefined || !parents.has(row.parentGuid))) {
        throw refused(refusedWriteCode, projectTreeMessages.missingParent, { table, guid: row.guid, parentField, parentGuid: row.parentGuid ?? '(none)' });
      }
      if (typeof row.tubeGuid === 'string' && tubes.get(row.tubeGuid) !== row.parentGuid) {
        throw refused(refusedWriteCode, projectTreeMessages.missingParent, { table, guid: row.guid, parentField: 'FtGuid', parentGuid: row.tubeGuid });
      }
    }
  }
}

/**
 * Parses every table of the tree with its entity schema and places each row (SetProjectWithChilds):
 * update when its GUID is stored in the project under the same parent, insert otherwise — unless
 * the GUID is stored anywhere else, or repeated. Every child must name a known parent.
 */
export async function placeTree(db: Executor, payload: TreePayload, tree: StoredTree): Promise<PlacedTree> {
  const placed: PlacedTree = new Map();
  for (const source of treeTables) {
    const raw = payload[source.table] ?? [];
    if (raw.length === 0) continue;
    const parsed = parseEntityRows(source.kind, raw);
    if (!parsed.ok) {
      throw refused(refusedWriteCode, projectTreeMessages.saveFailed, { reason: `${source.table}: ${describeIssues(parsed.issues)}` }, { issues: parsed.issues });
    }
    const rows = parsed.rows.map((row, index) => placeRow(source, row, index, tree));
    refuseDuplicates(source, rows);
    await refuseGuidsElsewhere(db, source, rows);
    placed.set(source.table, rows);
  }
  refuseMissingParents(placed, tree);
  return placed;
}
