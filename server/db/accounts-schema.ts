import type { Generated } from 'kysely';

/** Tables of migration 0012 (spec 02 sections 5–7): single sign-on, account tokens, activity, logs, survey. */

/** A single sign-on subject linked to a user (issuer + sub of the ID token). */
interface ExternalIdentitiesTable {
  id: Generated<number>;
  userId: number;
  issuer: string;
  subject: string;
  createdAt: string;
}

/** What an account token is for. */
export type AccountTokenKind = 'invite' | 'linkTicket' | 'pin';

/**
 * Single-use, expiring secrets of an account, stored as SHA-256 (ASVS 2.5.1, 3.5): invitations,
 * link tickets (an external sign-in not yet linked: issuer and subject wait here) and PINs.
 */
interface AccountTokensTable {
  id: Generated<number>;
  kind: AccountTokenKind;
  tokenHash: string;
  /** The invited user, or the PIN's owner; null for a link ticket. */
  userId: number | null;
  issuer: string | null;
  subject: string | null;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** The last sign of life of a session (sign-in or keep-alive), counted in the concurrent-user limit. */
interface SessionActivityTable {
  sessionId: string;
  userId: number;
  licenceId: number;
  lastSeenAt: string;
}

/** One front-end log entry (LogFrontEndError or LogFrontEndActivity). */
interface FrontEndLogsTable {
  id: Generated<number>;
  at: string;
  licenceId: number;
  username: string;
  kind: 'error' | 'activity';
  /** ErrorType (severity) or ActivityType. */
  type: string;
  message: string;
  functionDescription: string | null;
}

/** One filled-in satisfaction survey (spec 02 section 2): three marks from 1 to 5 and remarks. */
interface SurveyAnswersTable {
  id: Generated<number>;
  at: string;
  userId: number;
  supportsWork: number;
  rightFeatures: number;
  recommend: number;
  remarks: string | null;
}

/** The tables above under their names in the Kysely `Database` type. */
export interface AccountTables {
  externalIdentities: ExternalIdentitiesTable;
  accountTokens: AccountTokensTable;
  sessionActivity: SessionActivityTable;
  frontEndLogs: FrontEndLogsTable;
  surveyAnswers: SurveyAnswersTable;
}
