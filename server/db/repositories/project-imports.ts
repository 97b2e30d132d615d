import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../executor';
import { insertEntityRows, type WireRow } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';
import { looseEntities } from './loose-entities';

/**
 * A project an import is still writing carries the job's order id (migration 0025) and is passed by by every
 * licence-scoped lookup (repositories/projects, scope) until the import's last chunk commits (spec 02 section 4:
 * a restart or a failure never leaves half a project).
 */

/** Marks the new project `prId` as being written by the import `orderId`. */
export async function markProjectImporting(db: Executor, prId: number, orderId: string): Promise<void> {
  await db.updateTable('tblProjects').set({ ImportingOrderId: orderId }).where('PrID', '=', prId).execute();
}

/** Shows the project the import `orderId` finished; answers false when it is gone (deleted as abandoned meanwhile). */
export async function finishProjectImport(db: Executor, prId: number, orderId: string): Promise<boolean> {
  const result = await db.updateTable('tblProjects').set({ ImportingOrderId: null })
    .where('PrID', '=', prId).where('ImportingOrderId', '=', orderId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes what the failed import `orderId` wrote of project `prId` (its rows go with it by cascade). */
export async function deleteImportingProject(db: Executor, prId: number, orderId: string): Promise<void> {
  await db.deleteFrom('tblProjects').where('PrID', '=', prId).where('ImportingOrderId', '=', orderId).execute();
}

/** Deletes every half-imported project whose job no longer runs (a stopped process's); answers their PrIDs. */
export async function deleteAbandonedImports(db: Executor): Promise<number[]> {
  const running = db.selectFrom('jobs').select('orderId').where('state', '=', 'running');
  const rows = await db.deleteFrom('tblProjects')
    .where('ImportingOrderId', 'is not', null)
    .where('ImportingOrderId', 'not in', running)
    .returning('PrID')
    .execute();
  return rows.map((row) => Number(row.PrID));
}

/**
 * A hidden project beside `target` that an import into it writes its tree into first (spec 02 section 5, import
 * into a project that exists): the target's licence, coordinate system and template, so the rows meet the same
 * rules; marked as being written by `orderId` from the start. Its code only has to be unused: nobody sees it.
 */
export async function insertStagingProject(db: Executor, licenceId: number, target: WireRow, orderId: string): Promise<WireRow> {
  const [staging] = await insertEntityRows(db, 'project', [{
    PrCode: `~${orderId.replace(/-/g, '').slice(0, 19)}`,
    PrCoordinateSystem: target.PrCoordinateSystem ?? null,
    PrTemplateID: target.PrTemplateID ?? null,
  }], { LicenceID: licenceId });
  if (!staging) throw new Error('the staging project was not stored');
  await markProjectImporting(db, Number(staging.PrID), orderId);
  return staging;
}

/**
 * Moves the rows of `kinds` in the staging project `stagingId` into project `targetId`, then deletes the emptied
 * staging project: one statement per table that names the project (the rows under it, and observations' PrID);
 * rows further down follow their parents by id. So the move holds the writer only briefly.
 */
export async function moveStagedRows(db: Executor, kinds: readonly EntityKind[], stagingId: number, targetId: number, orderId: string): Promise<void> {
  const naming = kinds.map(entityStorageShape).filter((shape) => shape.parentField === 'PrID' || shape.columns.has('PrID'));
  for (const shape of naming) {
    await looseEntities(db).updateTable(shape.table).set({ PrID: targetId }).where('PrID', '=', stagingId).execute();
  }
  await deleteImportingProject(db, stagingId, orderId);
}
