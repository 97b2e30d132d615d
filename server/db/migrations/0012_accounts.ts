import type { Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, timestampType } from './helpers';

/**
 * Accounts as a team needs them (spec 02 sections 1, 5, 6 and 7):
 *
 * - licences gain their kind ('office' or 'application', spec 02 section 6), the application code an
 *   application licence belongs to, and the concurrent-user limit (null: no limit).
 * - users gain an e-mail address (invitations).
 * - externalIdentities: the single sign-on subjects (issuer + sub) linked to a user.
 * - accountTokens: invite tokens, link tickets (a verified external sign-in waiting at /connect-azure)
 *   and PINs, each stored as a hash, expiring and single-use (ASVS 2.5, 3.5).
 * - sessionActivity: the last keep-alive of each session, counted in the concurrent-user limit.
 * - frontEndLogs and surveyAnswers: what the browser reports (spec 02 section 7) and the survey.
 * - authEvents gain the actor, so every account change says who made it.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('licences').addColumn('kind', 'text', (col) => col.notNull().defaultTo('office')).execute();
  await db.schema.alterTable('licences').addColumn('applicationCode', 'integer').execute();
  await db.schema.alterTable('licences').addColumn('maxConcurrentUsers', 'integer').execute();
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.alterTable('authEvents').addColumn('actor', 'text').execute();

  await addIdColumn(db.schema.createTable('externalIdentities'), dialect)
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .addUniqueConstraint('external_identities_unique', ['issuer', 'subject'])
    .execute();

  await addIdColumn(db.schema.createTable('accountTokens'), dialect)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('tokenHash', 'text', (col) => col.notNull().unique())
    .addColumn('userId', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text')
    .addColumn('subject', 'text')
    .addColumn('expiresAt', timestampType, (col) => col.notNull())
    .addColumn('usedAt', timestampType)
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_user_index').on('accountTokens').columns(['userId', 'kind']).execute();

  await db.schema.createTable('sessionActivity')
    .addColumn('sessionId', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('licenceId', 'integer', (col) => col.notNull())
    .addColumn('lastSeenAt', timestampType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_activity_licence_index').on('sessionActivity').columns(['licenceId', 'lastSeenAt']).execute();

  await addIdColumn(db.schema.createTable('frontEndLogs'), dialect)
    .addColumn('at', timestampType, (col) => col.notNull())
    .addColumn('licenceId', 'integer', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('functionDescription', 'text')
    .execute();
  await db.schema.createIndex('front_end_logs_licence_index').on('frontEndLogs').columns(['licenceId', 'at']).execute();

  await addIdColumn(db.schema.createTable('surveyAnswers'), dialect)
    .addColumn('at', timestampType, (col) => col.notNull())
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('supportsWork', 'integer', (col) => col.notNull())
    .addColumn('rightFeatures', 'integer', (col) => col.notNull())
    .addColumn('recommend', 'integer', (col) => col.notNull())
    .addColumn('remarks', 'text')
    .execute();
}

/** Drops the new tables and columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['surveyAnswers', 'frontEndLogs', 'sessionActivity', 'accountTokens', 'externalIdentities']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('authEvents').dropColumn('actor').execute();
  await db.schema.alterTable('users').dropColumn('email').execute();
  for (const column of ['maxConcurrentUsers', 'applicationCode', 'kind']) await db.schema.alterTable('licences').dropColumn(column).execute();
}
