import type { Executor } from '../executor';

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
