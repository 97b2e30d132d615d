import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, timestampType } from './helpers';

/** authTokens as 0001 made it ('0001'), or with this migration's session expiry and user index ('0005'). */
async function createTokensTable(db: Kysely<unknown>, dialect: SqlDialect, shape: '0001' | '0005'): Promise<void> {
  let table = addIdColumn(db.schema.createTable('authTokens'), dialect)
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('tokenHash', 'text', (col) => col.notNull().unique())
    .addColumn('sessionId', 'text', (col) => col.notNull())
    .addColumn('expiresAt', timestampType, (col) => col.notNull());
  if (shape === '0005') table = table.addColumn('sessionExpiresAt', timestampType, (col) => col.notNull());
  await table
    .addColumn('usedAt', timestampType)
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_session_index').on('authTokens').column('sessionId').execute();
  await db.schema.createIndex('auth_tokens_expiry_index').on('authTokens').column('expiresAt').execute();
  if (shape === '0005') await db.schema.createIndex('auth_tokens_user_index').on('authTokens').column('userId').execute();
}

/**
 * Sign-in security (ASVS chapters 2, 3 and 7):
 *
 * authTokens gains sessionExpiresAt, the absolute end of the sign-in session every token of it
 * shares (ASVS 3.3.2), and an index on userId (every token of a user is revoked on block, password
 * change and delete, ASVS 3.3.3). The table is made anew, so every session open before this
 * migration ends: their refresh tokens lived in the browser's localStorage, which this version no
 * longer trusts (ASVS 3.2.3).
 *
 * authThrottles: failed sign-ins and refreshes counted per key ('account:<user name>',
 * 'address:<ip>', 'refresh:<ip>') with the lock they earned (ASVS 2.2.1), in the database so every
 * server process shares them and they survive a restart.
 *
 * authEvents: the audit trail of authentication decisions (ASVS 7.1.3, 7.2.1): when, what, the
 * normalised user name, the licence when known, the client address and a short detail. Never a
 * password or a token (ASVS 7.1.1).
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema.dropTable('authTokens').execute();
  await createTokensTable(db, dialect, '0005');

  await db.schema.createTable('authThrottles')
    .addColumn('throttleKey', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('lastFailureAt', timestampType, (col) => col.notNull())
    .addColumn('lockedUntil', timestampType)
    .execute();

  await addIdColumn(db.schema.createTable('authEvents'), dialect)
    .addColumn('at', timestampType, (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('username', 'text')
    .addColumn('licenceNumber', 'integer')
    .addColumn('address', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('auth_events_at_index').on('authEvents').column('at').execute();
  await db.schema.createIndex('auth_events_username_index').on('authEvents').columns(['username', 'at']).execute();
}

/** Back to 0004's tables: the throttle and audit tables go, the tokens table loses its session expiry (and its tokens). */
export async function down(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema.dropTable('authEvents').ifExists().execute();
  await db.schema.dropTable('authThrottles').ifExists().execute();
  await db.schema.dropTable('authTokens').ifExists().execute();
  await createTokensTable(db, dialect, '0001');
}
