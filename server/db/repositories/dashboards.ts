import type { Selectable } from 'kysely';
import type { DashboardsTable } from '../dashboards-schema';
import type { Executor } from '../executor';

/** A stored dashboard. */
export type DashboardRecord = Selectable<DashboardsTable>;

/** Whose dashboards: one user in one project. */
export interface DashboardOwner {
  userId: number;
  prId: number;
}

/** The owner's dashboards, by number. */
export function listDashboards(db: Executor, owner: DashboardOwner): Promise<DashboardRecord[]> {
  return db.selectFrom('tblDashboards').selectAll()
    .where('UsID', '=', owner.userId).where('PrID', '=', owner.prId)
    .orderBy('DbNumber').execute();
}

/** One of the owner's dashboards by number. */
export function findDashboard(db: Executor, owner: DashboardOwner, number: number): Promise<DashboardRecord | undefined> {
  return db.selectFrom('tblDashboards').selectAll()
    .where('UsID', '=', owner.userId).where('PrID', '=', owner.prId).where('DbNumber', '=', number)
    .executeTakeFirst();
}

/** The owner's dashboard of a name key, if any. */
export function findDashboardByNameKey(db: Executor, owner: DashboardOwner, nameKey: string): Promise<DashboardRecord | undefined> {
  return db.selectFrom('tblDashboards').selectAll()
    .where('UsID', '=', owner.userId).where('PrID', '=', owner.prId).where('DbNameKey', '=', nameKey)
    .executeTakeFirst();
}

/** What a new dashboard is made of. */
export interface NewDashboard {
  number: number;
  name: string;
  nameKey: string;
  layout: string;
  now: string;
}

/** Inserts a dashboard; when its number is taken already (a concurrent first read), nothing happens. */
export async function insertDashboard(db: Executor, owner: DashboardOwner, dashboard: NewDashboard): Promise<void> {
  await db.insertInto('tblDashboards')
    .values({
      UsID: owner.userId, PrID: owner.prId, DbNumber: dashboard.number, DbName: dashboard.name,
      DbNameKey: dashboard.nameKey, DbLayout: dashboard.layout, DbDateLastChanged: dashboard.now,
    })
    .onConflict((conflict) => conflict.columns(['UsID', 'PrID', 'DbNumber']).doNothing())
    .execute();
}

/** The next free number of the owner's dashboards. */
export async function nextDashboardNumber(db: Executor, owner: DashboardOwner): Promise<number> {
  const row = await db.selectFrom('tblDashboards')
    .select((eb) => eb.fn.max('DbNumber').as('highest'))
    .where('UsID', '=', owner.userId).where('PrID', '=', owner.prId)
    .executeTakeFirst();
  return Number(row?.highest ?? 0) + 1;
}

/** What an update changes. */
export interface DashboardChange {
  name: string;
  nameKey: string;
  layout: string;
  now: string;
}

/** Updates a dashboard when its RowVersion is still `rowVersion`; answers whether it did. */
export async function updateDashboard(db: Executor, dbId: number, rowVersion: number, change: DashboardChange): Promise<boolean> {
  const result = await db.updateTable('tblDashboards')
    .set((eb) => ({ DbName: change.name, DbNameKey: change.nameKey, DbLayout: change.layout, DbDateLastChanged: change.now, RowVersion: eb('RowVersion', '+', 1) }))
    .where('DbID', '=', dbId).where('RowVersion', '=', rowVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a dashboard. */
export async function deleteDashboard(db: Executor, dbId: number): Promise<void> {
  await db.deleteFrom('tblDashboards').where('DbID', '=', dbId).execute();
}
