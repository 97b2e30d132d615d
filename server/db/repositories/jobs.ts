import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { SqlDialect } from '../connection';
import type { Executor } from '../executor';
import type { JobPhase, JobsTable } from '../jobs-schema';

/** A stored job row. */
export type JobRow = Selectable<JobsTable>;

/** Adds a queued job. */
export async function insertJob(db: Executor, job: Pick<JobRow, 'orderId' | 'licenceId' | 'userId' | 'phase' | 'input'>, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.insertInto('jobs').values({ ...job, state: 'queued', progress: 0, result: null, log: '[]', workerId: null, heartbeatAt: null, createdAt: at, updatedAt: at }).execute();
}

/** A job of the licence, or undefined: another licence's orderId is not found. */
export function selectJob(db: Executor, licenceId: number, orderId: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('orderId', '=', orderId).where('licenceId', '=', licenceId).executeTakeFirst();
}

/**
 * Claims the oldest queued job for `workerId`: on PostgreSQL with FOR UPDATE SKIP LOCKED, so two processes
 * never claim the same job and neither waits for the other; SQLite has one writer, so one statement suffices.
 */
export async function claimNextJob(db: Executor, dialect: SqlDialect, workerId: string, now: Date): Promise<JobRow | undefined> {
  const at = now.toISOString();
  const next = db.selectFrom('jobs').select('orderId').where('state', '=', 'queued').orderBy('createdAt').limit(1);
  // SQLite: look before taking the writer. An idle poll that writes waits out busy_timeout while another
  // connection's import holds the writer — and better-sqlite3 waits synchronously, stalling the whole process.
  if (dialect === 'sqlite' && !(await next.executeTakeFirst())) return undefined;
  const picked = dialect === 'postgres' ? next.forUpdate().skipLocked() : next;
  return db.updateTable('jobs')
    .set({ state: 'running', workerId, heartbeatAt: at, updatedAt: at, progress: 0 })
    .where('orderId', '=', (eb) => eb.selectFrom(picked.as('next')).select('next.orderId'))
    .where('state', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/** Puts a converted job back in the queue for its import step. */
export async function queueJobPhase(db: Executor, orderId: string, phase: JobPhase, input: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('jobs')
    .set({ phase, state: 'queued', input, progress: 0, workerId: null, updatedAt: now.toISOString() })
    .where('orderId', '=', orderId).where('phase', '=', 'convert').where('state', '=', 'done')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records progress and a sign of life of a running job. */
export async function touchJob(db: Executor, orderId: string, progress: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('jobs').set({ progress, heartbeatAt: at, updatedAt: at }).where('orderId', '=', orderId).where('state', '=', 'running').execute();
}

/** Ends a running step as done or failed, with its result and the whole log. */
export async function finishJob(db: Executor, orderId: string, state: 'done' | 'failed', result: unknown, log: readonly unknown[], now: Date): Promise<void> {
  await db.updateTable('jobs')
    .set({ state, progress: state === 'done' ? 1 : sql<number>`progress`, result: JSON.stringify(result ?? null), log: JSON.stringify(log), workerId: null, updatedAt: now.toISOString() })
    .where('orderId', '=', orderId).execute();
}

/**
 * Fails the running jobs whose process is gone: every running job on SQLite (one process, just started),
 * on PostgreSQL those without a sign of life since `staleBefore`. Their log gains `entry`; answers their ids.
 */
export async function failAbandonedJobs(db: Executor, staleBefore: Date | null, entry: unknown, now: Date): Promise<string[]> {
  let query = db.selectFrom('jobs').select(['orderId', 'log']).where('state', '=', 'running');
  if (staleBefore) query = query.where('heartbeatAt', '<', staleBefore.toISOString());
  const abandoned = await query.execute();
  for (const job of abandoned) {
    const log = [...(JSON.parse(job.log) as unknown[]), entry];
    await db.updateTable('jobs').set({ state: 'failed', log: JSON.stringify(log), workerId: null, updatedAt: now.toISOString() })
      .where('orderId', '=', job.orderId).where('state', '=', 'running').execute();
  }
  return abandoned.map((job) => job.orderId);
}
