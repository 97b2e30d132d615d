import type { Generated } from 'kysely';

/**
 * Tables of migration 0005 (ASVS 2.2.1 and 7.2.1): the shared sign-in throttle and the audit trail
 * of authentication decisions. Time stamps are ISO-8601 UTC text, as in every other table.
 */

/** Failed attempts counted per key: 'account:<user name>', 'address:<ip>' or 'refresh:<ip>'. */
interface AuthThrottlesTable {
  throttleKey: string;
  /** Failures in a row, forgotten after the policy's quiet period (src/domain/auth/throttle.ts). */
  failures: number;
  lastFailureAt: string;
  /** Until when the key is refused without a check; null while under the threshold. */
  lockedUntil: string | null;
}

/** One authentication decision an administrator can read back (`npm run admin -- audit`). */
export interface AuthEventsTable {
  id: Generated<number>;
  at: string;
  /** What happened, e.g. 'signIn.failed', 'refresh.reused', 'admin.userBlocked' (server/services/audit-service.ts). */
  event: string;
  /** Normalised user name (lower case, trimmed) as typed or as stored; null when none applies. */
  username: string | null;
  licenceNumber: number | null;
  /** Client address as the server saw it (X-Forwarded-For only with TRUST_PROXY); 'cli' for the admin command. */
  address: string | null;
  /** A short reason or value, never a password or token. */
  detail: string | null;
  /** Who made an account change (migration 0012): 'licence/user name' of the application manager, 'cli', or null for the user's own sign-in. */
  actor: string | null;
}

/** The tables above under their names in the Kysely `Database` type. */
export interface SignInSecurityTables {
  authThrottles: AuthThrottlesTable;
  authEvents: AuthEventsTable;
}
