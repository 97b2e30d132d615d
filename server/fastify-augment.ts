import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import type { Caller } from './services/caller';

/** What buildApp decorates the app and each request with (issue 'Data service', deliver 1 and 5). */
declare module 'fastify' {
  interface FastifyInstance {
    /** The open database every service works on. */
    database: DatabaseHandle;
    /** The parsed environment. */
    appConfig: Config;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook; null on routes that need no sign-in. */
    caller: Caller | null;
  }
}
