import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../connection';
import { addIdColumn, timestampType } from './helpers';

/**
 * One single sign-on identity may reach a user in each of several licences, and the user picks the
 * licence at /connect-azure (spec 02 section 2). externalIdentities was unique on issuer + subject; it
 * becomes unique on issuer + subject + user (one user per licence is checked where a link is made).
 * SQLite cannot drop a constraint, so the table is built again on both dialects and the links copied.
 */
async function rebuild(db: Kysely<unknown>, dialect: SqlDialect, unique: string[], constraint: string): Promise<void> {
  await addIdColumn(db.schema.createTable('externalIdentitiesNext'), dialect)
    .addColumn('userId', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('createdAt', timestampType, (col) => col.notNull())
    .addUniqueConstraint(constraint, unique)
    .execute();
  await sql`INSERT INTO "externalIdentitiesNext" ("userId", "issuer", "subject", "createdAt")
    SELECT "userId", "issuer", "subject", "createdAt" FROM "externalIdentities" ORDER BY "id"`.execute(db);
  await db.schema.dropTable('externalIdentities').execute();
  await db.schema.alterTable('externalIdentitiesNext').renameTo('externalIdentities').execute();
}

/** Lets an identity link to one user in each of several licences. */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await rebuild(db, dialect, ['issuer', 'subject', 'userId'], 'external_identities_user_unique');
}

/** Back to one user per identity: the first link of each identity is kept. */
export async function down(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await sql`DELETE FROM "externalIdentities" WHERE "id" NOT IN (SELECT MIN("id") FROM "externalIdentities" GROUP BY "issuer", "subject")`.execute(db);
  await rebuild(db, dialect, ['issuer', 'subject'], 'external_identities_unique');
}
