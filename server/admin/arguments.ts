import { parseArgs } from 'node:util';
import { isLanguage } from '../../src/domain/language/language-codes';

/** Thrown for wrong usage: the command prints the message and the usage and exits with 2. */
export class UsageError extends Error {}

/** What `npm run admin -- help` prints. */
export const usage = `Usage:
  npm run admin -- add-user --licence N --username U [--name "Full Name"] [--language nl|en|fr|es|de|it] [--all-rights]
  npm run admin -- reset-password --licence N --username U
  npm run admin -- block-user --licence N --username U
  npm run admin -- unblock-user --licence N --username U
  npm run admin -- delete-user --licence N --username U
  npm run admin -- unlock-user --username U
  npm run admin -- audit [--username U] [--since 2026-11-01] [--limit 50] [--json]

add-user and reset-password read the password from standard input, never from the command line:
typed twice without echo in a terminal, or the first line piped in, e.g.
  printf '%s\\n' "$NEW_PASSWORD" | npm run admin -- reset-password --licence 1000 --username anna
Passwords need 12 to 128 characters, not a common or leaked one, not containing the user name.
reset-password, block-user, unblock-user and delete-user end every session of the user.
unlock-user lifts a sign-in lock that failed attempts put on a user name.
audit lists sign-ins, refusals and these changes, newest first.

Works on the database of DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), migrating it first.
Exit codes: 0 done, 1 refused or failed, 2 wrong usage.`;

/** A licence and a user name: which account a command is about. */
export interface AccountArguments {
  licenceNumber: number;
  username: string;
}

/** add-user's arguments. */
export interface AddUserArguments extends AccountArguments {
  displayName: string | undefined;
  language: string | undefined;
  allRights: boolean;
}

/** audit's arguments. */
export interface AuditArguments {
  username: string | undefined;
  since: string | undefined;
  limit: number;
  json: boolean;
}

const accountOptions = {
  licence: { type: 'string' },
  username: { type: 'string' },
} as const;

function licenceOf(value: string | undefined): number {
  const licence = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(licence) || Number(licence) < 1 || Number(licence) > 2147483647) {
    throw new UsageError('--licence must be a licence number (a whole number from 1 to 2147483647).');
  }
  return Number(licence);
}

function usernameOf(value: string | undefined): string {
  const username = value?.trim() ?? '';
  if (username.length === 0 || username.length > 100) throw new UsageError('--username is required (at most 100 characters).');
  return username;
}

/** --licence and --username of reset-password, block-user, unblock-user and delete-user. */
export function parseAccount(args: string[]): AccountArguments {
  const { values } = parseArgs({ args, options: accountOptions, strict: true });
  return { licenceNumber: licenceOf(values.licence), username: usernameOf(values.username) };
}

/** add-user's options; a --password option is refused with a pointer to standard input. */
export function parseAddUser(args: string[]): AddUserArguments {
  if (args.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new UsageError('--password is no longer accepted: the command line is visible to other users. Pipe the password in or type it when asked.');
  }
  const { values } = parseArgs({
    args,
    options: { ...accountOptions, name: { type: 'string' }, language: { type: 'string' }, 'all-rights': { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.language !== undefined && !isLanguage(values.language)) {
    throw new UsageError('--language must be one of nl, en, fr, es, de, it.');
  }
  return {
    licenceNumber: licenceOf(values.licence),
    username: usernameOf(values.username),
    displayName: values.name,
    language: values.language,
    allRights: values['all-rights'],
  };
}

/** unlock-user's --username. */
export function parseUsername(args: string[]): string {
  const { values } = parseArgs({ args, options: { username: { type: 'string' } }, strict: true });
  return usernameOf(values.username);
}

/** audit's options. */
export function parseAudit(args: string[]): AuditArguments {
  const { values } = parseArgs({
    args,
    options: { username: { type: 'string' }, since: { type: 'string' }, limit: { type: 'string', default: '50' }, json: { type: 'boolean', default: false } },
    strict: true,
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100000) throw new UsageError('--limit must be a whole number from 1 to 100000.');
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since !== undefined && Number.isNaN(since.getTime())) throw new UsageError('--since must be a date or time, e.g. 2026-11-01 or 2026-11-01T08:00:00Z.');
  return { username: values.username?.trim().toLowerCase(), since: since?.toISOString(), limit, json: values.json };
}
