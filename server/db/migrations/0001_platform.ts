import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, booleanType, timestampType } from './helpers';

/**
 * Platform tables: licences, users, tokens, rights and settings (spec 01 section 6, spec 02
 * sections 6–7; issue 'Data service', deliver 2 and 5). Entity tables follow in 0002.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('licences'), dialect)
    .addColumn('licenceNumber', 'integer', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('licenceId', 'integer', (col) => col.notNull().references('licences.id').onDelete('cascade'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('displayName', 'text', (col) => col.notNull())
    .addColumn('passwordHash', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('blocked', booleanType, (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .addUniqueConstraint('users_licence_username_unique', ['licenceId', 'username'])
    .execute();
  await db.schema.createIndex('users_username_index').on('users').column('username').execute();

  await addIdColumn(db.schema.createTable('authTokens'), dialect)
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('tokenHash', 'text', (col) => col.notNull().unique())
    .addColumn('sessionId', 'text', (col) => col.notNull())
    .addColumn('expiresAt', timestampType, (col) => col.notNull())
    .addColumn('usedAt', timestampType)
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_session_index').on('authTokens').column('sessionId').execute();
  await db.schema.createIndex('auth_tokens_expiry_index').on('authTokens').column('expiresAt').execute();

  await addIdColumn(db.schema.createTable('userRights'), dialect)
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addUniqueConstraint('user_rights_unique', ['userId', 'kind', 'name'])
    .execute();

  await addIdColumn(db.schema.createTable('userSettings'), dialect)
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('settingGroup', 'text', (col) => col.notNull())
    .addColumn('settingName', 'text', (col) => col.notNull())
    .addColumn('settingValue', 'text', (col) => col.notNull())
    .addColumn('updatedAt', timestampType, (col) => col.notNull())
    .addUniqueConstraint('user_settings_unique', ['userId', 'settingGroup', 'settingName'])
    .execute();
}

/** Drops the platform tables, children first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['userSettings', 'userRights', 'authTokens', 'users', 'licences']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
