import type { Selectable } from 'kysely';
import type { Executor } from '../executor';
import type { DeliverySource, DeliveryState, ImporterState, LabDeliveriesTable } from '../lab-import-schema';

/** A stored delivery row. */
export type DeliveryRow = Selectable<LabDeliveriesTable>;

/** The delivery of the licence with these bytes, if it was received before (a delivery is imported once). */
export function findDelivery(db: Executor, licenceId: number, checksum: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('labDeliveries').selectAll().where('licenceId', '=', licenceId).where('checksum', '=', checksum).executeTakeFirst();
}

/** Records a delivery waiting for its job; answers its id. */
export async function insertDelivery(db: Executor, delivery: { licenceId: number; fileName: string; checksum: string; source: DeliverySource; orderId: string }, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db.insertInto('labDeliveries').values({ ...delivery, state: 'queued', summary: null, createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Sets a delivery's state (and its summary once imported), in the caller's transaction. */
export async function setDeliveryState(db: Executor, id: number, state: DeliveryState, summary: unknown, now: Date): Promise<void> {
  await db.updateTable('labDeliveries').set({ state, summary: summary === null ? null : JSON.stringify(summary), updatedAt: now.toISOString() }).where('id', '=', id).execute();
}

/** A delivery with its job's state and log, newest first, for the importer's status. */
export interface DeliveryWithLog extends DeliveryRow {
  jobState: string | null;
  log: string | null;
}

/** The licence's latest deliveries with their import logs. */
export function latestDeliveries(db: Executor, licenceId: number, limit: number): Promise<DeliveryWithLog[]> {
  return db.selectFrom('labDeliveries').leftJoin('jobs', 'jobs.orderId', 'labDeliveries.orderId')
    .selectAll('labDeliveries').select(['jobs.state as jobState', 'jobs.log as log'])
    .where('labDeliveries.licenceId', '=', licenceId)
    .orderBy('labDeliveries.id', 'desc').limit(limit)
    .execute();
}

/** How many of the licence's deliveries wait for or are in their job: the importer is then running. */
export async function pendingDeliveryCount(db: Executor, licenceId: number): Promise<number> {
  const row = await db.selectFrom('labDeliveries').innerJoin('jobs', 'jobs.orderId', 'labDeliveries.orderId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('labDeliveries.licenceId', '=', licenceId).where('jobs.state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The importer's stored state of a licence, if it ever ran. */
export function importerOf(db: Executor, licenceId: number): Promise<{ state: ImporterState; lastRunAt: string | null } | undefined> {
  return db.selectFrom('labImporters').select(['state', 'lastRunAt']).where('licenceId', '=', licenceId).executeTakeFirst();
}

/** Stores the importer's state of a licence; `ranAt` also moves its last run. */
export async function setImporterState(db: Executor, licenceId: number, state: ImporterState, now: Date, ranAt?: Date): Promise<void> {
  const at = now.toISOString();
  const values = { state, updatedAt: at, ...(ranAt ? { lastRunAt: ranAt.toISOString() } : {}) };
  await db.insertInto('labImporters').values({ licenceId, lastRunAt: null, ...values })
    .onConflict((oc) => oc.column('licenceId').doUpdateSet(values)).execute();
}

/** The licence of a licence number, and its first user (the one a folder delivery's job runs for). */
export async function licenceByNumber(db: Executor, licenceNumber: number): Promise<{ licenceId: number; userId: number } | undefined> {
  const row = await db.selectFrom('licences').innerJoin('users', 'users.licenceId', 'licences.id')
    .select(['licences.id as licenceId', 'users.id as userId'])
    .where('licences.licenceNumber', '=', licenceNumber).orderBy('users.id').limit(1)
    .executeTakeFirst();
  return row ? { licenceId: Number(row.licenceId), userId: Number(row.userId) } : undefined;
}

/**
 * Puts the jobs of deliveries still waiting back in the queue when their job failed without reading
 * them (a stopped server's, failed at start): the delivery is then imported after all. Answers how many.
 */
export async function requeueAbandonedDeliveries(db: Executor, now: Date): Promise<number> {
  const result = await db.updateTable('jobs')
    .set({ state: 'queued', workerId: null, progress: 0, updatedAt: now.toISOString() })
    .where('phase', '=', 'labResults').where('state', '=', 'failed')
    .where('orderId', 'in', (eb) => eb.selectFrom('labDeliveries').select('orderId').where('state', '=', 'queued').where('orderId', 'is not', null).$narrowType<{ orderId: string }>())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Receives a delivery that failed before once more (the same bytes, after the samples were fixed): a new job, waiting again. */
export async function renewDelivery(db: Executor, id: number, delivery: { fileName: string; source: DeliverySource; orderId: string }, now: Date): Promise<void> {
  await db.updateTable('labDeliveries').set({ ...delivery, state: 'queued', summary: null, updatedAt: now.toISOString() }).where('id', '=', id).execute();
}
