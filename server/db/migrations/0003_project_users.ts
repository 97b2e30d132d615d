import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, booleanType } from './helpers';

/**
 * Who pinned which project (spec 01 section 4, 'Project pin'; spec 02 section 3, 'Project user'):
 * one row per project and user of its licence. `Enabled` 1 = pinned (synchronised), 0 = unpinned;
 * `isCreator` 1 marks the user who created the project, so 'mine' still finds it after an unpin.
 * Rows go with their project or user (cascading keys).
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('projectUsers'), dialect)
    .addColumn('PrID', 'integer', (col) => col.notNull().references('tblProjects.PrID').onDelete('cascade'))
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('Enabled', booleanType, (col) => col.notNull().defaultTo(0))
    .addColumn('isCreator', booleanType, (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('project_users_unique', ['PrID', 'userId'])
    .execute();
  await db.schema.createIndex('project_users_user_index').on('projectUsers').column('userId').execute();
}

/** Drops the pins. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projectUsers').ifExists().execute();
}
