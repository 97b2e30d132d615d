import type { Kysely } from 'kysely';
import { entityDescriptors, rowVersionField } from '../../../src/domain/entities/entity-descriptors';

/** Every entity table the descriptors name (spec 01 section 3), so none is forgotten. */
const tables = Object.values(entityDescriptors).map((descriptor) => descriptor.tableName);

/**
 * Optimistic concurrency (spec 01 section 4, last-changed stamps; spec 02 section 6, teams): every
 * entity row gets a version the server counts up on each update, so a write based on a stale load
 * is refused instead of silently overwriting another user's change. Existing rows start at 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn(rowVersionField, 'integer', (col) => col.notNull().defaultTo(1)).execute();
  }
}

/** Drops the version column again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).dropColumn(rowVersionField).execute();
}
