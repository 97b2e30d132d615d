import type { CreateTableBuilder, Kysely } from 'kysely';
import type { SqlDialect } from '../connection';

/**
 * One migration module: `up` (and optionally `down`) receive the dialect so the same module runs on
 * SQLite and PostgreSQL (issue 'Data service', deliver 2). Migrations see no typed tables: the
 * schema they build is the one `Database` describes once they have run.
 */
export interface MigrationModule {
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
  down?(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
}

/**
 * Adds an integer primary key `column` that numbers itself: AUTOINCREMENT on SQLite (ids are never
 * reused), an identity column on PostgreSQL.
 */
export function addIdColumn<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  dialect: SqlDialect,
  column = 'id',
): CreateTableBuilder<TB, C | string> {
  return dialect === 'postgres'
    ? table.addColumn(column, 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Column type for time stamps: ISO-8601 text on both dialects, so comparisons agree. */
export const timestampType = 'text';

/** Column type for booleans: 0/1 integers on both dialects (SQLite has no boolean). */
export const booleanType = 'integer';
