import type { Kysely } from 'kysely';
import type { Executor } from '../executor';
import type { EntityTableName, EntityTableRow } from '../schema';

/** Every entity table seen loosely: the generic repositories name tables and columns at run time. */
type LooseEntityTables = Record<EntityTableName, EntityTableRow>;

/**
 * The one place where generic row code leaves the typed schema (server/db/schema.ts): it reads a
 * kind's table and columns from the entity descriptors, which the schema's types are derived from,
 * so both stay in step without a cast per query.
 */
export function looseEntities(db: Executor): Kysely<LooseEntityTables> {
  return db as unknown as Kysely<LooseEntityTables>;
}
