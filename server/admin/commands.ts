import type { DatabaseHandle } from '../db/connection';
import type { AuthEvent } from '../db/repositories/auth-events';
import { addAccount, deleteAccount, resetPassword, setAccountBlocked, unlockAccount } from '../services/account-service';
import type { AccountChangeResult, RejectedPassword } from '../services/account-service';
import { readAuthEvents } from '../services/audit-service';
import { describeIssues } from '../services/issue-text';
import { parseAccount, parseAddUser, parseAudit, parseUsername } from './arguments';
import type { AccountArguments } from './arguments';
import { readPassword } from './read-password';
import type { PasswordInput } from './read-password';

/** What a command runs on and writes to (process streams in the CLI, stand-ins in tests). */
interface AdminIo {
  database: DatabaseHandle;
  /** Where the database is, for the messages: 'SQLite in /srv/data' or 'PostgreSQL'. */
  where: string;
  input: PasswordInput;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** One admin command: its arguments in, an exit code out (0 done, 1 refused). */
export type AdminCommand = (args: string[], io: AdminIo) => Promise<number>;

const accountName = (account: AccountArguments) => `'${account.username.toLowerCase()}' in licence ${account.licenceNumber}`;

function refusedPassword(io: AdminIo, result: RejectedPassword): number {
  io.err(`The password was refused; nothing changed. ${describeIssues(result.issues, 10)}\n`);
  return 1;
}

function reportChange(io: AdminIo, account: AccountArguments, result: AccountChangeResult, done: string): number {
  if (!result.ok) {
    io.err(`No user ${accountName(account)}; nothing changed.\n`);
    return 1;
  }
  io.out(`${done} ${accountName(account)} (${io.where}); ${result.revokedTokens} tokens revoked, every session ended.\n`);
  return 0;
}

/** Control characters of stored values shown escaped, so a crafted user name cannot steer the terminal (ASVS 7.3.1). */
function printable(value: string | number | null): string {
  if (value === null) return '-';
  return [...String(value)].map((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? `\\u${code.toString(16).padStart(4, '0')}` : character;
  }).join('');
}

function auditLine(event: AuthEvent): string {
  return [event.at, event.event, `user=${printable(event.username)}`, `licence=${printable(event.licenceNumber)}`, `address=${printable(event.address)}`, printable(event.detail)].join('  ');
}

/** The commands by name (usage in ./arguments.ts). */
export const adminCommands: Readonly<Record<string, AdminCommand>> = {
  'add-user': async (args, io) => {
    const options = parseAddUser(args);
    const password = await readPassword(io.input, io.err);
    const result = await addAccount(io.database.db, {
      licenceNumber: options.licenceNumber,
      username: options.username,
      password,
      displayName: options.displayName,
      language: options.language,
      rights: options.allRights ? 'all' : undefined,
    });
    if (!result.ok && result.reason === 'passwordRejected') return refusedPassword(io, result);
    if (!result.ok) {
      io.err(`User '${options.username.toLowerCase()}' already exists in licence ${options.licenceNumber}; nothing changed.\n`);
      return 1;
    }
    const licence = result.licenceCreated ? `new licence ${options.licenceNumber}` : `licence ${options.licenceNumber}`;
    io.out(`Added user '${options.username.toLowerCase()}' to ${licence} (${io.where}).\n`);
    return 0;
  },
  'reset-password': async (args, io) => {
    const account = parseAccount(args);
    const password = await readPassword(io.input, io.err);
    const result = await resetPassword(io.database.db, { ...account, password });
    if (!result.ok && result.reason === 'passwordRejected') return refusedPassword(io, result);
    return reportChange(io, account, result, 'New password for');
  },
  'block-user': async (args, io) => {
    const account = parseAccount(args);
    return reportChange(io, account, await setAccountBlocked(io.database.db, account, true), 'Blocked');
  },
  'unblock-user': async (args, io) => {
    const account = parseAccount(args);
    return reportChange(io, account, await setAccountBlocked(io.database.db, account, false), 'Unblocked');
  },
  'delete-user': async (args, io) => {
    const account = parseAccount(args);
    return reportChange(io, account, await deleteAccount(io.database.db, account), 'Deleted');
  },
  'unlock-user': async (args, io) => {
    const username = parseUsername(args).toLowerCase();
    const lifted = await unlockAccount(io.database.db, username);
    io.out(lifted ? `Lifted the sign-in lock on '${username}'.\n` : `No failed sign-ins recorded for '${username}'; nothing to lift.\n`);
    return 0;
  },
  audit: async (args, io) => {
    const options = parseAudit(args);
    const events = await readAuthEvents(io.database.db, { limit: options.limit, username: options.username, since: options.since });
    for (const event of events) io.out(`${options.json ? JSON.stringify(event) : auditLine(event)}\n`);
    if (!options.json && events.length === 0) io.err('No events.\n');
    return 0;
  },
};
