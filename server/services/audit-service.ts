import type { Executor } from '../db/executor';
import { deleteAuthEventsBefore, insertAuthEvent, listAuthEvents } from '../db/repositories/auth-events';
import type { AuthEvent, AuthEventFilter } from '../db/repositories/auth-events';

/**
 * The authentication decisions kept in the audit trail (ASVS 7.1.3, 7.2.1): sign-ins that
 * succeeded or failed (a failure that starts a lock says so in its detail), refreshes refused or
 * replayed, sign-outs, and the administrator's account changes. Sign-ins refused by a lock are only
 * logged (pino), not stored: during an attack they would flood the table.
 */
export type AuthEventKind =
  | 'signIn.succeeded' | 'signIn.failed' | 'signIn.blocked' | 'signIn.refused'
  | 'sso.linked' | 'invite.accepted' | 'pin.generated'
  | 'admin.userInvited' | 'admin.rightsChanged' | 'admin.licenceChanged' | 'admin.userLoggedOff'
  | 'refresh.failed' | 'refresh.reused'
  | 'signOut'
  | 'admin.userAdded' | 'admin.passwordReset' | 'admin.userBlocked' | 'admin.userUnblocked' | 'admin.userDeleted' | 'admin.userUnlocked';

/** One event to record; user name normalised (lower case, trimmed), never a password or token (ASVS 7.1.1). */
export interface AuthEventRecord {
  event: AuthEventKind;
  username?: string | null | undefined;
  licenceNumber?: number | null | undefined;
  /** The client address, or 'cli' for the admin command. */
  address?: string | null | undefined;
  detail?: string | null | undefined;
  /** Who made an account change: 'licence/user name' of the application manager, or 'cli'. */
  actor?: string | null | undefined;
}

/** Longest detail kept: a reason, not a payload. */
const detailMaxLength = 200;

/** Records one authentication event at `now`. */
export async function recordAuthEvent(db: Executor, record: AuthEventRecord, now = new Date()): Promise<void> {
  await insertAuthEvent(db, {
    at: now.toISOString(),
    event: record.event,
    username: record.username?.slice(0, 100) ?? null,
    licenceNumber: record.licenceNumber ?? null,
    address: record.address ?? null,
    detail: record.detail?.slice(0, detailMaxLength) ?? null,
    actor: record.actor?.slice(0, 120) ?? null,
  });
}

/** The newest events first, for the administrator (`npm run admin -- audit`). */
export function readAuthEvents(db: Executor, filter: AuthEventFilter): Promise<AuthEvent[]> {
  return listAuthEvents(db, filter);
}

/** Drops events older than the retention period (AUDIT_RETENTION_DAYS). */
export async function pruneAuthEvents(db: Executor, retentionDays: number, now = new Date()): Promise<void> {
  await deleteAuthEventsBefore(db, new Date(now.getTime() - retentionDays * 24 * 3600 * 1000).toISOString());
}
