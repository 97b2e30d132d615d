import type { Executor } from '../executor';
import type { Licence } from '../schema';

/** The licence with this number, if any (spec 02 section 6: access is licence based). */
export function findLicenceByNumber(db: Executor, licenceNumber: number): Promise<Licence | undefined> {
  return db.selectFrom('licences').selectAll().where('licenceNumber', '=', licenceNumber).executeTakeFirst();
}

/** Adds a licence and answers its id. */
export async function insertLicence(db: Executor, licenceNumber: number, name: string, now: string): Promise<number> {
  const row = await db.insertInto('licences').values({ licenceNumber, name, createdAt: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** True when no licence exists yet: the database is fresh (first start, issue 'Data service' deliver 5). */
export async function hasNoLicences(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('licences').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** A licence's settings that sign-in checks (spec 02 section 6). */
export interface LicenceSettings {
  id: number;
  licenceNumber: number;
  name: string;
  kind: string;
  applicationCode: number | null;
  maxConcurrentUsers: number | null;
}

/** The licence with this id. */
export function findLicenceById(db: Executor, licenceId: number): Promise<LicenceSettings | undefined> {
  return db.selectFrom('licences').select(['id', 'licenceNumber', 'name', 'kind', 'applicationCode', 'maxConcurrentUsers']).where('id', '=', licenceId).executeTakeFirst();
}

/** Changes a licence's kind, application and concurrent-user limit. */
export async function updateLicenceSettings(db: Executor, licenceId: number, settings: Pick<LicenceSettings, 'kind' | 'applicationCode' | 'maxConcurrentUsers'>): Promise<void> {
  await db.updateTable('licences').set(settings).where('id', '=', licenceId).execute();
}
