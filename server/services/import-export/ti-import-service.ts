import { randomUUID } from 'node:crypto';
import type { TiDocument } from '../../../src/domain/formats/ti/ti-document';
import { renewTiGuids } from '../../../src/domain/formats/ti/ti-guids';
import { refusedWriteCode } from '../../../src/domain/wire/result-codes';
import { inTransaction, type Executor } from '../../db/executor';
import { selectProject } from '../../db/repositories/projects';
import { refused } from '../../errors';
import { projectMessages } from '../project-messages';
import { insertProject, type ProjectViewer } from '../project-service';
import { importTreeWrite } from '../import-tree-write';
import { saveProjectTree } from '../project-tree-service';

/** What an import wrote: the new project's id and code. */
export interface ImportedProject {
  prId: number;
  prCode: string;
}

/** Options of an import: progress as a fraction 0..1, and the clock and GUID source tests may fix. */
export interface TiImportOptions {
  onProgress?: (fraction: number) => void;
  newGuid?: () => string;
  now?: Date;
}

/**
 * Imports a .ti document as a new project with code `projectCode` (spec 02 section 5: 'project code required,
 * max 20 characters, must be unused and allowed'), in ONE transaction: SetProject's rules for the project,
 * then SetProjectWithChilds' rules for the tree, every GUID new so the copy stands beside its original. A
 * refusal or a crash anywhere leaves no project behind.
 */
export function importTiDocument(db: Executor, viewer: ProjectViewer, document: TiDocument, projectCode: string, options: TiImportOptions = {}): Promise<ImportedProject> {
  const renewed = renewTiGuids(document, options.newGuid ?? randomUUID);
  const now = options.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const [project] = await insertProject(trx, viewer, { ...renewed.project, PrCode: projectCode }, now);
    const prId = Number(project?.PrID);
    options.onProgress?.(0);
    await saveProjectTree(trx, viewer, prId, renewed.tables, importTreeWrite(options.onProgress, now));
    return { prId, prCode: String(project?.PrCode) };
  });
}

/**
 * Imports a converted document into the existing project `prId` of the viewer's licence (spec 02 section 5,
 * import into a project that exists), in ONE transaction through SetProjectWithChilds' rules: every GUID
 * new, so the rows are added beside what the project holds; the project's own fields are left as they are.
 * A refusal anywhere leaves the project unchanged.
 */
export function importTiDocumentInto(db: Executor, viewer: ProjectViewer, document: TiDocument, prId: number, options: TiImportOptions = {}): Promise<ImportedProject> {
  const renewed = renewTiGuids(document, options.newGuid ?? randomUUID);
  return inTransaction(db, async (trx) => {
    const project = await selectProject(trx, viewer.licenceId, prId);
    if (!project) throw refused(refusedWriteCode, projectMessages.notFound);
    options.onProgress?.(0);
    await saveProjectTree(trx, viewer, prId, renewed.tables, importTreeWrite(options.onProgress, options.now ?? new Date()));
    return { prId, prCode: String(project.PrCode) };
  });
}
