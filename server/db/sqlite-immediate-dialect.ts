import { CompiledQuery, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite driver with BEGIN IMMEDIATE instead of BEGIN. A deferred transaction reads first
 * and asks for the write lock at its first write; when another connection (the admin CLI, a second
 * process on the file) holds that lock at that moment, SQLite answers SQLITE_BUSY at once — its
 * busy_timeout is only honoured for a connection with no transaction open — and a whole bulk save
 * failed with HTTP 500. Taking the lock when the transaction begins lets busy_timeout wait for it.
 * Inside one process nothing changes: Kysely already runs one transaction at a time on its one connection.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SqliteDialect whose transactions begin IMMEDIATE (see ImmediateSqliteDriver). */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;

  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}
