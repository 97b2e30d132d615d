import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../executor';
import type { AuthEventsTable } from '../sign-in-schema';

/** An audit event to store. */
export type NewAuthEvent = Insertable<AuthEventsTable>;

/** An audit event as read back. */
export type AuthEvent = Selectable<AuthEventsTable>;

/** Which events to read: newest first, at most `limit`, optionally of one user name or since an instant. */
export interface AuthEventFilter {
  limit: number;
  username?: string | undefined;
  since?: string | undefined;
}

/** Stores one audit event. */
export async function insertAuthEvent(db: Executor, event: NewAuthEvent): Promise<void> {
  await db.insertInto('authEvents').values(event).execute();
}

/** Audit events, newest first. */
export function listAuthEvents(db: Executor, filter: AuthEventFilter): Promise<AuthEvent[]> {
  let query = db.selectFrom('authEvents').selectAll();
  if (filter.username !== undefined) query = query.where('username', '=', filter.username);
  if (filter.since !== undefined) query = query.where('at', '>=', filter.since);
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/** Removes events older than `before` (the retention period). */
export async function deleteAuthEventsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('authEvents').where('at', '<', before).execute();
}
