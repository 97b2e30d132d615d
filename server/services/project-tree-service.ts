import { entityDescriptors } from '../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../src/domain/entities/entity-descriptors';
import { refusedWriteCode } from '../../src/domain/wire/result-codes';
import { inTransaction, type Executor } from '../db/executor';
import { selectRowsByGuid, type WireRow } from '../db/repositories/entity-rows';
import { selectProject } from '../db/repositories/projects';
import { refused } from '../errors';
import type { VeldData } from './answers';
import { projectMessages, projectTreeMessages } from './project-messages';
import { readProject, type ProjectViewer } from './project-service';
import { treeRowKinds, treeTables, type TreePayload, type TreeTable } from './project-tree-tables';
import { replaceTreeObservations } from './project-tree-observations';
import { TreeParents } from './project-tree-parents';
import { parseIncomingRows } from './rows/parse-incoming';
import type { PlacedRow } from './rows/plan-rows';
import { refuseBecause, refuseRows, rowReasons } from './rows/row-reasons';
import type { RowLabel } from './rows/row-reasons';
import type { WriteContext } from './rows/row-kind';
import { writeRows } from './rows/write-rows';

/** Options of a tree write: `answer: false` skips reading the written rows back (the demo seed). */
export interface TreeWriteOptions {
  answer?: boolean;
  now?: Date;
  /** Told after each table: rows written so far of all the tree's rows (an import job's progress, spec 02 section 4); awaited. */
  onProgress?: (written: number, total: number) => void | Promise<void>;
}

/** The field a person knows a row by, where a kind has one. */
const nameFields: Partial<Record<EntityKind, string>> = {
  measurementPoint: 'MpName', jar: 'JrName', filterTube: 'FtName', waterSample: 'WsName', bottle: 'BoName', sublocation: 'SlName',
};

/** A refused row in the English reason: its table and its name, or its key while it has none ('tblMeasurementPoints B012'). */
export function rowLabel(source: TreeTable, sent: readonly WireRow[]): RowLabel {
  const nameField = nameFields[source.kind];
  const guidField = entityDescriptors[source.kind].guidField;
  const names = new Map(sent.map((row, index) => {
    const guid = guidField ? row[guidField] : undefined;
    return [typeof guid === 'string' && guid.trim() !== '' ? guid.trim() : `#${index}`, nameField ? row[nameField] : undefined];
  }));
  return (issue) => {
    const name = names.get(issue.row);
    return `${source.table} ${typeof name === 'string' && name.trim() !== '' ? name.trim() : issue.row}`;
  };
}

/** Writes one table of the tree through the one row path; answers the written rows. */
async function writeTable(trx: Executor, source: TreeTable, sent: readonly WireRow[], parents: TreeParents, context: WriteContext): Promise<WireRow[]> {
  const rowKind = treeRowKinds[source.kind];
  const parsed = parseIncomingRows(rowKind, sent);
  if (!parsed.ok) throw refuseRows(projectTreeMessages.saveFailed, source.kind, parsed.refusal, rowLabel(source, sent));
  const placed: PlacedRow[] = parsed.value.map((row) => {
    const raw = sent[row.index] ?? {};
    const place = parents.place(source, raw);
    if (!place.ok) throw refuseBecause('write', projectTreeMessages.saveFailed, rowReasons.parentNotFound, { row: `${source.table} ${row.key}`, field: place.field, guid: place.guid });
    return { ...row, parentId: place.parentId, ...(place.set ? { set: place.set } : {}) };
  });
  const parentIds = [...new Set(placed.map((row) => row.parentId))];
  const written = await writeRows(trx, rowKind, { action: 'UPSERT', rows: placed, parentIds, context });
  if (!written.ok) throw refuseRows(projectTreeMessages.saveFailed, source.kind, written.refusal, rowLabel(source, sent));
  parents.remember(source.kind, written.value.written);
  return written.value.written;
}

/** The project and every written row as stored now (points whose depth followed their layers included). */
async function writtenTables(db: Executor, viewer: ProjectViewer, prId: number, written: ReadonlyMap<TreeTable, WireRow[]>, depthPointIds: ReadonlySet<number>): Promise<VeldData> {
  const answer: VeldData = { tblProjects: await readProject(db, viewer, prId) };
  for (const [source, rows] of written) {
    const { guidField, idField } = entityDescriptors[source.kind];
    if (!guidField) {
      answer[source.table] = rows;
      continue;
    }
    const stored = await selectRowsByGuid(db, source.kind, rows.map((row) => String(row[guidField])));
    const ids = new Set(rows.map((row) => Number(row[idField])));
    answer[source.table] = stored.filter((row) => ids.has(Number(row[idField])) || (source.kind === 'measurementPoint' && depthPointIds.has(Number(row[idField]))));
  }
  return answer;
}

/** Where a tree is written: the project, the rules' context, and the parents known so far (those written on the way down included). */
export interface TreeTarget {
  prId: number;
  context: WriteContext;
  parents: TreeParents;
}

/** What the rules of a tree write into the stored project row `project` are told: its id and coordinate system. */
export function treeContext(project: WireRow, now: Date): WriteContext {
  const system = typeof project.PrCoordinateSystem === 'string' && project.PrCoordinateSystem !== '' ? project.PrCoordinateSystem : undefined;
  return { projectId: Number(project.PrID), now, coordinateSystem: system, pointsWithoutCoordinates: true };
}

/** The target of a tree write into the stored project row `project` (its coordinate system, its stored parents). */
export async function treeTarget(db: Executor, project: WireRow, payload: TreePayload, now: Date): Promise<TreeTarget> {
  const prId = Number(project.PrID);
  return { prId, context: treeContext(project, now), parents: await TreeParents.load(db, prId, payload) };
}

/** How many rows a tree holds in all its tables. */
export function treeRowCount(payload: TreePayload): number {
  return treeTables.reduce((sum, source) => sum + (payload[source.table]?.length ?? 0), 0);
}

/**
 * Writes a tree's tables into `target` on `trx`, parents first, each through the one row path; the target's
 * parents learn every written row, so a later call (an import's next chunk) finds them. A refusal throws.
 * `afterTable` is told the rows of each table written.
 */
export async function writeTreeTables(trx: Executor, target: TreeTarget, payload: TreePayload, afterTable?: (rows: number) => void | Promise<void>): Promise<Map<TreeTable, WireRow[]>> {
  const written = new Map<TreeTable, WireRow[]>();
  for (const source of treeTables) {
    const sent = payload[source.table] ?? [];
    if (sent.length === 0) continue;
    written.set(source, source.kind === 'observation'
      ? await replaceTreeObservations(trx, sent, target.parents, projectTreeMessages.saveFailed)
      : await writeTable(trx, source, sent, target.parents, target.context));
    await afterTable?.(sent.length);
  }
  return written;
}

/**
 * SetProjectWithChilds (spec 01 sections 4 and 7): writes a whole tree into project `prId` of the
 * viewer's licence in ONE transaction, table by table, parents first, each through the one row
 * path: children link to parents by GUID (any letter case); a row whose GUID is stored under the
 * same parent is updated, any other inserted, one stored elsewhere refused; ids in the payload are
 * ignored; points may come without coordinates (copies, spec 01 section 4). A refusal at any table
 * rolls the whole tree back. Answers the project and the written rows.
 */
export function saveProjectTree(db: Executor, viewer: ProjectViewer, prId: number, payload: TreePayload, options: TreeWriteOptions = {}): Promise<VeldData> {
  const now = options.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const project = await selectProject(trx, viewer.licenceId, prId);
    if (!project) throw refused(refusedWriteCode, projectMessages.notFound);
    const target = await treeTarget(trx, project, payload, now);
    const total = treeRowCount(payload);
    let done = 0;
    const written = await writeTreeTables(trx, target, payload, async (rows) => {
      done += rows;
      await options.onProgress?.(done, total);
    });
    if (options.answer === false) return {};
    const depthPointIds = new Set([...written].filter(([source]) => source.kind === 'layer').flatMap(([, rows]) => rows.map((row) => Number(row.MpID))));
    return writtenTables(trx, viewer, prId, written, depthPointIds);
  });
}
