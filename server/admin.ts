import { adminCommands } from './admin/commands';
import { UsageError, usage } from './admin/arguments';
import { PasswordInputError } from './admin/read-password';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';

/**
 * Administration of a self-hosted installation (spec 02 section 6: the application
 * manager's account work; ASVS 2.1, 3.3.3, 7.2.1): add users, reset passwords, block, unblock, delete and unlock them, read the audit trail.
 * Usage in ./admin/arguments.ts (`npm run admin -- help`).
 */
async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === 'help' || command === '--help') {
      process.stdout.write(`${usage}\n`);
      return command === undefined ? 2 : 0;
    }
    const handler = adminCommands[command];
    if (!handler) throw new UsageError(`Unknown command '${command}'.`);
    const config = loadConfig();
    const database = openDatabase(config);
    try {
      await migrateToLatest(database);
      return await handler(rest, {
        database,
        where: database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`,
        input: process.stdin,
        out: (text) => process.stdout.write(text),
        err: (text) => process.stderr.write(text),
      });
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`${error.message}\n\n${usage}\n`);
      return 2;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    if (error instanceof PasswordInputError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await run(process.argv.slice(2));
