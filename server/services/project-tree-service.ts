import { refusedWriteCode } from '../../src/domain/wire/result-codes';
import type { EntityKind } from '../../src/domain/entities/entity-descriptors';
import { inTransaction, type Executor } from '../db/executor';
import { selectEntityRows, type WireRow } from '../db/repositories/entity-rows';
import { entityStorageShape } from '../db/repositories/entity-storage-shape';
import { selectProject } from '../db/repositories/projects';
import { refused } from '../errors';
import type { VeldData } from './answers';
import { projectMessages, projectTreeMessages } from './project-messages';
import { readProject, type ProjectViewer } from './project-service';
import { loadStoredTree } from './project-tree-load';
import type { PlacedTree } from './project-tree-place';
import { placeTree } from './project-tree-place';
import { applyTreeRules } from './project-tree-rules';
import type { TreePayload } from './project-tree-tables';
import { treeIssues } from './project-tree-validation';
import { writeTree } from './project-tree-write';
import { asSentRows, describeRowIssues } from './row-issues';

/** Options of a tree write: `answer: false` skips reading the written rows back (the demo seed). */
export interface TreeWriteOptions {
  answer?: boolean;
  now?: Date;
}

/** The field a person knows a row by, where a kind has one. */
const nameFields: Partial<Record<EntityKind, string>> = {
  measurementPoint: 'MpName', jar: 'JrName', filterTube: 'FtName', waterSample: 'WsName', bottle: 'BoName', sublocation: 'SlName',
};

/** Server-made GUIDs of rows sent without one, to their '#index' in the sent list. */
function sentKeys(placed: PlacedTree): Map<string, string> {
  const keys = new Map<string, string>();
  for (const rows of placed.values()) for (const row of rows) if (row.sentKey !== row.guid) keys.set(row.guid, row.sentKey);
  return keys;
}

function rowLabels(placed: PlacedTree): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [table, rows] of placed) {
    for (const row of rows) {
      const nameField = nameFields[row.source.kind];
      const name = nameField ? row.merged[nameField] : undefined;
      labels.set(row.guid, `${table} ${typeof name === 'string' && name.trim() !== '' ? name.trim() : row.sentKey}`);
    }
  }
  return labels;
}

/** The project and every written row as stored now, with the ids the server gave them. */
async function writtenRows(db: Executor, viewer: ProjectViewer, prId: number, placed: PlacedTree, depthPoints: readonly WireRow[]): Promise<VeldData> {
  const answer: VeldData = { tblProjects: await readProject(db, viewer, prId) };
  for (const [table, rows] of placed) {
    const source = rows[0]?.source;
    if (!source) continue;
    const guidField = entityStorageShape(source.kind).guidField;
    if (source.kind === 'observation') {
      const samples = await selectEntityRows(db, 'waterSample', { column: 'WsGuid', values: [...new Set(rows.map((row) => row.parentGuid ?? ''))] });
      answer[table as `tbl${string}`] = await selectEntityRows(db, 'observation', { column: 'WsID', values: samples.map((sample) => Number(sample.WsID)) });
    } else if (guidField) {
      const guids = rows.map((row) => row.guid);
      if (source.kind === 'measurementPoint') guids.push(...depthPoints.map((point) => String(point.MpGuid)));
      answer[table as `tbl${string}`] = await selectEntityRows(db, source.kind, { column: guidField, values: guids });
    }
  }
  return answer;
}

/**
 * SetProjectWithChilds (spec 01 sections 4 and 7; issue 'Data service', deliver 3): writes a whole
 * tree into project `prId` of the viewer's licence in ONE transaction. Children link to parents by
 * GUID; a row whose GUID is stored in the project is updated, any other inserted; ids in the
 * payload are ignored. Everything is checked with the domain before anything is written, and a
 * refusal writes nothing. Answers the project and the written rows.
 */
export function saveProjectTree(db: Executor, viewer: ProjectViewer, prId: number, payload: TreePayload, options: TreeWriteOptions = {}): Promise<VeldData> {
  const now = options.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const project = await selectProject(trx, viewer.licenceId, prId);
    if (!project) throw refused(refusedWriteCode, projectMessages.notFound);
    const system = typeof project.PrCoordinateSystem === 'string' && project.PrCoordinateSystem !== '' ? project.PrCoordinateSystem : undefined;
    const tree = await loadStoredTree(trx, prId, payload);
    const placed = await placeTree(trx, payload, tree);
    const { pointDepthUpdates } = applyTreeRules(placed, tree, prId, system, now);
    const issues = treeIssues(placed, tree, system);
    if (issues.length > 0) {
      const labels = rowLabels(placed);
      const reason = describeRowIssues(issues, (key) => labels.get(key) ?? key);
      throw refused(refusedWriteCode, projectTreeMessages.saveFailed, { reason }, { issues: asSentRows(issues, sentKeys(placed)) });
    }
    await writeTree(trx, prId, placed, tree, pointDepthUpdates);
    return options.answer === false ? {} : writtenRows(trx, viewer, prId, placed, pointDepthUpdates);
  });
}
