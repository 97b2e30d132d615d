import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * What repositories run queries on: the database or a transaction (a Kysely Transaction is a
 * Kysely). Services pass it through without touching Kysely themselves (CONVENTIONS rule 6).
 */
export type Executor = Kysely<Database>;

/** Whether `db` runs on PostgreSQL rather than SQLite, for the few statements the two spell differently. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Runs `work` in one transaction: everything commits, or a throw rolls everything back and is
 * re-thrown (issue 'Data service', deliver 4: one transaction a call, never a partial write).
 * Inside a transaction already, `work` joins it (Kysely has no nested transactions).
 */
export function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
