import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileName } from '../../../server/db/connection';
import { freshDatabase } from '../harness';
import type { FreshDatabase } from '../harness';

describe('a SQLite transaction of the server holds the write lock from its first statement', () => {
  let fresh: FreshDatabase;
  let other: SqliteDatabase.Database;
  beforeAll(async () => {
    fresh = await freshDatabase('sqlite');
    other = new SqliteDatabase(join(fresh.config.dataDir, sqliteFileName), { timeout: 0 });
  });
  afterAll(async () => {
    other.close();
    await fresh.dispose();
  });

  it('so another connection cannot take it between a save\'s reads and its writes (which SQLite refuses at once, without waiting)', async () => {
    await fresh.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('licences').select('id').execute();
      expect(() => other.exec('begin immediate')).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      await trx.insertInto('licences').values({ licenceNumber: 4242, name: 'Write lock', createdAt: new Date().toISOString() }).execute();
    });
    expect(await fresh.database.db.selectFrom('licences').select('licenceNumber').where('licenceNumber', '=', 4242).execute()).toHaveLength(1);
    other.exec('begin immediate');
    other.exec('rollback');
  });
});
