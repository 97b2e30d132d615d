import { parseArgs } from 'node:util';
import { isLanguage } from '../src/domain/language/language-codes';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { addAccount } from './services/account-service';

/**
 * Administration of a self-hosted installation (issue 'Data service', deliver 10):
 *   npm run admin -- add-user --licence N --username U --password P [--name "Full Name"]
 *                             [--language nl] [--all-rights]
 * Works on the configured database (DATA_DIR or DATABASE_URL), migrating it first.
 * Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */

const usage = `Usage:
  npm run admin -- add-user --licence N --username U --password P [--name "Full Name"] [--language nl|en|fr|es|de|it] [--all-rights]

Adds the licence when it is new, and the user to it, on the database of DATA_DIR (SQLite) or
DATABASE_URL (PostgreSQL). --all-rights grants every feature word and function.`;

class UsageError extends Error {}

interface AddUserArguments {
  licenceNumber: number;
  username: string;
  password: string;
  displayName: string | undefined;
  language: string | undefined;
  allRights: boolean;
}

function parseAddUser(args: string[]): AddUserArguments {
  const { values } = parseArgs({
    args,
    options: {
      licence: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
      'all-rights': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const licence = values.licence?.trim() ?? '';
  if (!/^\d{1,10}$/.test(licence) || Number(licence) < 1 || Number(licence) > 2147483647) {
    throw new UsageError('--licence must be a licence number (a whole number from 1 to 2147483647).');
  }
  const username = values.username?.trim() ?? '';
  if (username.length === 0 || username.length > 100) throw new UsageError('--username is required (at most 100 characters).');
  const password = values.password ?? '';
  if (password.length < 8) throw new UsageError('--password is required and needs at least 8 characters.');
  if (values.language !== undefined && !isLanguage(values.language)) {
    throw new UsageError('--language must be one of nl, en, fr, es, de, it.');
  }
  return {
    licenceNumber: Number(licence),
    username,
    password,
    displayName: values.name,
    language: values.language,
    allRights: values['all-rights'],
  };
}

async function addUser(args: string[]): Promise<number> {
  const options = parseAddUser(args);
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const result = await addAccount(database.db, {
      licenceNumber: options.licenceNumber,
      username: options.username,
      password: options.password,
      displayName: options.displayName,
      language: options.language,
      rights: options.allRights ? 'all' : undefined,
    });
    if (!result.ok) {
      process.stderr.write(`User '${options.username.toLowerCase()}' already exists in licence ${options.licenceNumber}; nothing changed.\n`);
      return 1;
    }
    const where = database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    const licence = result.licenceCreated ? `new licence ${options.licenceNumber}` : `licence ${options.licenceNumber}`;
    process.stdout.write(`Added user '${options.username.toLowerCase()}' to ${licence} (${where}).\n`);
    return 0;
  } finally {
    await database.close();
  }
}

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'add-user') return await addUser(rest);
    if (command === undefined || command === 'help' || command === '--help') {
      process.stdout.write(`${usage}\n`);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`Unknown command '${command}'.`);
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`${error.message}\n\n${usage}\n`);
      return 2;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await run(process.argv.slice(2));
