import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TiDocument } from '../../../src/domain/formats/ti/ti-document';
import { guidRenewer, type GuidRenewer } from '../../../src/domain/formats/ti/ti-guids';
import { refusedWriteCode } from '../../../src/domain/wire/result-codes';
import { inTransaction, type Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import { deleteImportingProject, finishProjectImport, insertStagingProject, markProjectImporting, moveStagedRows } from '../../db/repositories/project-imports';
import { selectProject } from '../../db/repositories/projects';
import { refused } from '../../errors';
import { projectMessages } from '../project-messages';
import { insertProject, type ProjectViewer } from '../project-service';
import { treeContext, treeRowCount, treeTarget, writeTreeTables } from '../project-tree-service';
import { treeTables, type TreePayload } from '../project-tree-tables';
import { refuseStagedRowsBesideProject } from './staged-rules';
import { treeChunks } from './tree-chunks';

/** What an import wrote: the new project's id and code. */
export interface ImportedProject {
  prId: number;
  prCode: string;
}

/** Options of an import: progress as a fraction 0..1, the job writing it, and the clock and GUID source tests may fix. */
export interface TiImportOptions {
  /** Told after each committed chunk of a new project's tree, and awaited before the next. */
  onProgress?: (fraction: number) => void | Promise<void>;
  /** The import job's order id, which marks the project until its last chunk commits; a new id when none is given. */
  orderId?: string;
  newGuid?: () => string;
  now?: Date;
}

/** Rows an import writes in one transaction: on SQLite a few hundred take well under the 250 ms another user's save may wait. */
const chunkRows = 250;

/** The chunk with every row's GUIDs renewed. */
function renewedChunk(chunk: TreePayload, renew: GuidRenewer): TreePayload {
  return Object.fromEntries(Object.entries(chunk).map(([table, rows]) => [table, rows?.map(renew)]));
}

/**
 * Writes a tree, its GUIDs renewed chunk by chunk, into the new or staging project `project` in chunks of
 * `chunkRows`, each its own short transaction (spec 02 section 4), so the single SQLite writer is free between
 * them; a turn of the event loop after each lets waiting calls (other users' saves, status polls) take the connection.
 */
async function writeTreeInChunks(db: Executor, project: WireRow, payload: TreePayload, renew: GuidRenewer, now: Date, onProgress: TiImportOptions['onProgress']): Promise<void> {
  const target = await treeTarget(db, project, payload, now);
  const total = treeRowCount(payload);
  let done = 0;
  await onProgress?.(0);
  for (const chunk of treeChunks(payload, chunkRows)) {
    const renewed = renewedChunk(chunk, renew);
    await inTransaction(db, (trx) => writeTreeTables(trx, target, renewed));
    done += treeRowCount(chunk);
    await onProgress?.(done / total);
    await nextTurn();
  }
}

/**
 * Imports a .ti document as a new project with code `projectCode` (spec 02 section 5: 'project code required,
 * max 20 characters, must be unused and allowed'): SetProject's rules for the project, then SetProjectWithChilds'
 * rules for the tree, every GUID new so the copy stands beside its original. The project is created marked as
 * being imported (no list or read finds it; its code is reserved), the tree written in short transactions, and
 * the mark cleared in the last: a refusal deletes the project in one transaction, and a restart's recovery
 * deletes one whose job stopped — never half a project visible or left behind.
 */
export async function importTiDocument(db: Executor, viewer: ProjectViewer, document: TiDocument, projectCode: string, options: TiImportOptions = {}): Promise<ImportedProject> {
  const renew = guidRenewer(options.newGuid ?? randomUUID);
  const now = options.now ?? new Date();
  const orderId = options.orderId ?? randomUUID();
  const project = await inTransaction(db, async (trx) => {
    const [inserted] = await insertProject(trx, viewer, { ...renew(document.project), PrCode: projectCode }, now);
    if (!inserted) throw refused(refusedWriteCode, projectMessages.notFound);
    await markProjectImporting(trx, Number(inserted.PrID), orderId);
    return inserted;
  });
  const prId = Number(project.PrID);
  try {
    await writeTreeInChunks(db, project, document.tables, renew, now, options.onProgress);
    if (!(await finishProjectImport(db, prId, orderId))) throw refused(refusedWriteCode, projectMessages.notFound);
  } catch (error) {
    await deleteImportingProject(db, prId, orderId);
    throw error;
  }
  return { prId, prCode: String(project.PrCode) };
}

/**
 * Imports a converted document into the existing project `prId` of the viewer's licence (spec 02 section 5,
 * import into a project that exists) through SetProjectWithChilds' rules, every GUID new, so the rows are added
 * beside what the project holds; the project's own fields are left as they are. The tree is written in short
 * transactions into a hidden staging project (the new-project import's chunks), then checked against the
 * project's own rows and moved into it in one short transaction: other users' saves never wait for the whole
 * import, and a refusal anywhere — or a restart, whose recovery deletes the staging project — leaves the project
 * unchanged.
 */
export async function importTiDocumentInto(db: Executor, viewer: ProjectViewer, document: TiDocument, prId: number, options: TiImportOptions = {}): Promise<ImportedProject> {
  const renew = guidRenewer(options.newGuid ?? randomUUID);
  const now = options.now ?? new Date();
  const orderId = options.orderId ?? randomUUID();
  const target = await selectProject(db, viewer.licenceId, prId);
  if (!target) throw refused(refusedWriteCode, projectMessages.notFound);
  const staging = await inTransaction(db, (trx) => insertStagingProject(trx, viewer.licenceId, target, orderId));
  const stagingId = Number(staging.PrID);
  try {
    await writeTreeInChunks(db, staging, document.tables, renew, now, options.onProgress);
    await inTransaction(db, async (trx) => {
      const project = await selectProject(trx, viewer.licenceId, prId);
      if (!project) throw refused(refusedWriteCode, projectMessages.notFound);
      await refuseStagedRowsBesideProject(trx, stagingId, treeContext(project, now));
      await moveStagedRows(trx, treeTables.map((source) => source.kind), stagingId, prId, orderId);
    });
  } catch (error) {
    await deleteImportingProject(db, stagingId, orderId);
    throw error;
  }
  return { prId, prCode: String(target.PrCode) };
}
