import type { Executor } from '../executor';

/** One stored front-end log entry. */
export interface FrontEndLogRow {
  at: string;
  username: string;
  kind: 'error' | 'activity';
  type: string;
  message: string;
  functionDescription: string | null;
}

/** Stores an entry of a licence. */
export async function insertFrontEndLog(db: Executor, licenceId: number, row: FrontEndLogRow): Promise<void> {
  await db.insertInto('frontEndLogs').values({ licenceId, ...row }).execute();
}

/** How many entries a user of a licence stored since `since`. */
export async function countFrontEndLogsSince(db: Executor, licenceId: number, username: string, since: string): Promise<number> {
  const row = await db.selectFrom('frontEndLogs').select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('licenceId', '=', licenceId).where('username', '=', username).where('at', '>=', since).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest entries of a licence, optionally of one kind. */
export function listFrontEndLogRows(db: Executor, licenceId: number, kind: FrontEndLogRow['kind'] | undefined, limit: number): Promise<FrontEndLogRow[]> {
  let query = db.selectFrom('frontEndLogs').select(['at', 'username', 'kind', 'type', 'message', 'functionDescription']).where('licenceId', '=', licenceId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
