import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { timestampType } from './helpers';

/**
 * The job queue of conversions and imports (spec 02 section 7, 'Job orchestrator'; ARCHITECTURE 'Jobs'):
 * persisted so a restart finds every job, and claimed with SELECT … FOR UPDATE SKIP LOCKED on PostgreSQL
 * so several server processes share it. One row per orderId: it is converted, then imported.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema.createTable('jobs')
    .addColumn('orderId', 'text', (col) => col.primaryKey())
    .addColumn('licenceId', 'integer', (col) => col.notNull().references('licences.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phase', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('progress', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('input', 'text', (col) => col.notNull())
    .addColumn('result', 'text')
    .addColumn('log', 'text', (col) => col.notNull())
    .addColumn('workerId', 'text')
    .addColumn('heartbeatAt', timestampType)
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .addColumn('updatedAt', timestampType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_state_index').on('jobs').columns(['state', 'createdAt']).execute();
}

/** Drops the queue. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
