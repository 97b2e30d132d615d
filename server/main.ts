import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/connection';
import type { DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './demo-seed';
import { runFirstStart } from './services/first-start';
import type { FastifyInstance } from 'fastify';

/**
 * Stops on SIGINT/SIGTERM (issue 'Data service', deliver 1): no new connections, in-flight calls
 * finish, then the database closes cleanly. A second signal, or the time-out, exits at once.
 */
function stopGracefully(app: FastifyInstance, database: DatabaseHandle, config: Config): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight calls');
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeout} s: exiting`);
      process.exit(1);
    }, config.shutdownTimeout * 1000);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped; database closed');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    } finally {
      clearTimeout(deadline);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

/** Opens and migrates the database, seeds a fresh one, and listens (issue 'Data service', deliver 1). */
async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  const database = openDatabase(config);
  const app = await buildApp({ db: database, config });
  try {
    const ran = await migrateToLatest(database);
    app.log.info({ dialect: database.dialect, migrations: ran }, ran.length > 0 ? 'database migrated' : 'database up to date');
    await runFirstStart(database, config, app.log, seedDemoData);
    stopGracefully(app, database, config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

await start();
