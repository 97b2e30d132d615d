import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle, SqlDialect } from '../db/connection';
import type { Executor } from '../db/executor';
import { inTransaction } from '../db/executor';
import { hasNoLicences } from '../db/repositories/licences';
import { addAccount } from './account-service';
import { normaliseUsername } from './caller';
import { describeIssues } from './issue-text';

/** What a demo-data seeder gets: the transaction, and the demo licence and user it fills. */
export interface DemoSeedContext {
  db: Executor;
  dialect: SqlDialect;
  licenceId: number;
  userId: number;
  log: FastifyBaseLogger;
}

/** Writes the demo project(s) for the new demo licence (server/seed provides it). */
export type DemoSeeder = (context: DemoSeedContext) => Promise<void>;

/** Whether this start should seed: SEED_DEMO decides when set; else only the embedded database. */
function shouldSeedDemo(config: Config, dialect: SqlDialect): boolean {
  return config.demo.seed ?? dialect === 'sqlite';
}

/**
 * On an empty database, creates the demo licence and user with every right, runs the demo-data
 * seeder, all in one transaction, and prints the credentials once (issue 'Data service',
 * deliver 5). Answers whether it seeded.
 */
export async function runFirstStart(database: DatabaseHandle, config: Config, log: FastifyBaseLogger, seedDemoData: DemoSeeder): Promise<boolean> {
  if (!shouldSeedDemo(config, database.dialect) || !(await hasNoLicences(database.db))) return false;
  const { demo } = config;
  await inTransaction(database.db, async (trx) => {
    const added = await addAccount(trx, {
      licenceNumber: demo.licenceNumber,
      username: demo.username,
      password: demo.password,
      displayName: 'Demo user',
      rights: 'all',
    });
    if (!added.ok && added.reason === 'passwordRejected') throw new Error(`DEMO_PASSWORD does not meet the password rules: ${describeIssues(added.issues)}`);
    if (!added.ok) throw new Error('the demo user exists in an empty database');
    await seedDemoData({ db: trx, dialect: database.dialect, licenceId: added.licenceId, userId: added.userId, log });
  });
  const password = demo.passwordGenerated ? demo.password : '(the value of DEMO_PASSWORD)';
  const username = normaliseUsername(demo.username);
  log.warn(
    { licence: demo.licenceNumber, username },
    `Demo account created — licence ${demo.licenceNumber}, user name ${username}, password ${password}. It is shown only this once.`,
  );
  return true;
}
