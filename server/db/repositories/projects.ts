import type { Executor } from '../executor';
import { toWireRow, toWireRows, type WireRow } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';

/**
 * Project queries beyond the generic entity storage (spec 01 section 7, GetProjects and SetProject):
 * always within one licence, so another licence's project is simply not found — nor one an import is
 * still writing (ImportingOrderId set, migration 0025), which is nobody's until its last chunk commits.
 */

/** Which projects a list holds: every project of the licence, or those a user pinned or created. */
export type ProjectListFilter = { kind: 'all' } | { kind: 'mine'; userId: number };

/** The licence's projects in PrID order, in wire form. */
export async function selectProjects(db: Executor, licenceId: number, filter: ProjectListFilter): Promise<WireRow[]> {
  const shape = entityStorageShape('project');
  let query = db.selectFrom('tblProjects').selectAll().where('LicenceID', '=', licenceId).where('ImportingOrderId', 'is', null);
  if (filter.kind === 'mine') {
    const mine = db.selectFrom('projectUsers').select('PrID')
      .where('userId', '=', filter.userId)
      .where((eb) => eb.or([eb('Enabled', '=', 1), eb('isCreator', '=', 1)]));
    query = query.where('PrID', 'in', mine);
  }
  const rows = await query.orderBy('PrID').execute();
  return toWireRows(shape, rows);
}

/** The licence a project belongs to and the template it names (PrTemplateID, null for the standard one). */
export async function selectProjectTemplate(db: Executor, prId: number): Promise<{ licenceId: number; templateId: number | null } | undefined> {
  const row = await db.selectFrom('tblProjects').select(['LicenceID', 'PrTemplateID']).where('PrID', '=', prId).executeTakeFirst();
  return row ? { licenceId: Number(row.LicenceID), templateId: row.PrTemplateID === null ? null : Number(row.PrTemplateID) } : undefined;
}

/** One project of the licence in wire form, or undefined. */
export async function selectProject(db: Executor, licenceId: number, prId: number): Promise<WireRow | undefined> {
  const row = await db.selectFrom('tblProjects').selectAll().where('PrID', '=', prId).where('LicenceID', '=', licenceId).where('ImportingOrderId', 'is', null).executeTakeFirst();
  return row ? toWireRow(entityStorageShape('project'), row) : undefined;
}

/** Code and GUID of every project of the licence: the siblings a project code must differ from (one being imported reserves its code). */
export async function selectProjectCodes(db: Executor, licenceId: number): Promise<{ PrGuid: string; PrCode: string | null }[]> {
  const rows = await db.selectFrom('tblProjects').select(['PrGuid', 'PrCode']).where('LicenceID', '=', licenceId).execute();
  return rows.map((row) => ({ PrGuid: String(row.PrGuid), PrCode: row.PrCode === null ? null : String(row.PrCode) }));
}

/**
 * How many measurement points each of the licence's projects holds, or only project `prId`'s when
 * given (projects without points are absent).
 */
export async function countPointsByProject(db: Executor, licenceId: number, prId?: number): Promise<Map<number, number>> {
  let query = db.selectFrom('tblMeasurementPoints as mp')
    .innerJoin('tblProjects as pr', 'pr.PrID', 'mp.PrID')
    .select(['mp.PrID', (eb) => eb.fn.countAll().as('count')])
    .where('pr.LicenceID', '=', licenceId)
    .where('pr.ImportingOrderId', 'is', null);
  if (prId !== undefined) query = query.where('mp.PrID', '=', prId);
  const rows = await query.groupBy('mp.PrID').execute();
  return new Map(rows.map((row) => [Number(row.PrID), Number(row.count)]));
}

/** Deletes the licence's project when PrID, PrGuid and PrCode all belong to it; answers whether one went. */
export async function deleteProject(db: Executor, licenceId: number, project: { PrID: number; PrGuid: string; PrCode: string }, rowVersion?: number): Promise<boolean> {
  let query = db.deleteFrom('tblProjects')
    .where('LicenceID', '=', licenceId)
    .where('ImportingOrderId', 'is', null)
    .where('PrID', '=', project.PrID)
    .where('PrGuid', '=', project.PrGuid)
    .where('PrCode', '=', project.PrCode);
  // The version the client loaded, when sent: a project changed in between is not deleted.
  if (rowVersion !== undefined) query = query.where('RowVersion', '=', rowVersion);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
