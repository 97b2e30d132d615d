import type { Kysely } from 'kysely';

/**
 * A project an import is still writing (spec 02 section 4, import job states): the import writes its tree in
 * short transactions so other users' saves are not held up, and the project carries the job's order id until the
 * last one commits. Every licence-scoped lookup passes such a project by; a failed or abandoned import deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tblProjects').addColumn('ImportingOrderId', 'text').execute();
  await db.schema.createIndex('tblProjects_ImportingOrderId_index').on('tblProjects').column('ImportingOrderId').execute();
}

/** Drops the marker; a project still being imported then shows as it stands. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tblProjects_ImportingOrderId_index').execute();
  await db.schema.alterTable('tblProjects').dropColumn('ImportingOrderId').execute();
}
