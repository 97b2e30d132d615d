import type { Executor } from '../../db/executor';
import { countFrontEndLogsSince, insertFrontEndLog, listFrontEndLogRows } from '../../db/repositories/front-end-logs';
import type { FrontEndLogRow } from '../../db/repositories/front-end-logs';
import { tooManyRequests } from '../../errors';
import type { Caller } from '../caller';
import { accountMessages } from './account-messages';

/**
 * Most entries one signed-in user may log per minute: a browser in an error loop cannot flood the
 * server (our figure; the spec gives none).
 */
const frontEndLogsPerMinute = 30;

/** One entry as LogFrontEndError or LogFrontEndActivity sends it (spec 02 section 7). */
export interface FrontEndLogEntry {
  kind: FrontEndLogRow['kind'];
  type: string;
  message: string;
  functionDescription: string | undefined;
}

/** Stores an entry, refused with 429 beyond the per-user limit. */
export async function logFrontEnd(db: Executor, caller: Caller, entry: FrontEndLogEntry, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - 60_000).toISOString();
  if ((await countFrontEndLogsSince(db, caller.licenceId, caller.username, since)) >= frontEndLogsPerMinute) {
    throw tooManyRequests(accountMessages.tooManyLogs, 60);
  }
  await insertFrontEndLog(db, caller.licenceId, {
    at: now.toISOString(), username: caller.username, kind: entry.kind, type: entry.type, message: entry.message, functionDescription: entry.functionDescription ?? null,
  });
}

/** The licence's newest entries for the application manager. */
export function listFrontEndLogs(db: Executor, caller: Caller, kind: FrontEndLogRow['kind'] | undefined, limit: number): Promise<FrontEndLogRow[]> {
  return listFrontEndLogRows(db, caller.licenceId, kind, limit);
}
