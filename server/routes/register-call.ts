import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bodyLimitOfCall } from '../body-limits';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { authenticate } from '../plugins/authenticate';
import { assertSameIdentity } from '../services/auth-service';
import type { Caller } from '../services/caller';
import { authorisationSchema } from './wire';
import type { Authorisation } from './wire';

/** What a call handler receives: the parsed body, who calls, and the app's database and config. */
export interface CallContext<Body> {
  body: Body;
  caller: Caller;
  /** The body's Authorisation object (already checked against the token), when one was sent. */
  authorisation: Authorisation | undefined;
  database: DatabaseHandle;
  config: Config;
  log: FastifyBaseLogger;
  request: FastifyRequest;
}

/** How a call treats the Authorisation object. */
export interface CallOptions {
  /** 'required' (default): missing → 400; 'optional': checked only when present. */
  authorisation?: 'required' | 'optional';
  /** Largest body in bytes for this call, instead of the one server/body-limits.ts gives it (e.g. a small one for lookups). */
  bodyLimit?: number;
}

/**
 * Registers one POST call of the spec's contract in a line (issue 'Data service', deliver 3):
 * bearer token checked first (401, before any byte of the body is read), then the body — at most
 * its call's limit (server/body-limits.ts) — validated with `body` at the edge (400, with
 * Authorisation added to the schema), then the Authorisation object compared with the token (403);
 * the handler's return value is answered as JSON with HTTP 200 (a Buffer: JSON already encoded, answered as it is).
 * Throw an AppError to refuse.
 */
export function registerCall<Body extends z.ZodObject>(
  app: FastifyInstance,
  path: `/${string}`,
  body: Body,
  handler: (call: CallContext<z.output<Body>>) => Promise<unknown>,
  options: CallOptions = {},
): void {
  const authorisation = options.authorisation === 'optional' ? authorisationSchema.optional() : authorisationSchema;
  const schema = body.extend({ Authorisation: authorisation });
  const bodyLimit = options.bodyLimit ?? bodyLimitOfCall(path, app.appConfig.bodyLimit);
  app.post(path, { schema: { body: schema }, onRequest: authenticate, bodyLimit }, async (request, reply) => {
    const caller = request.caller;
    // authenticate throws before this point, so a missing caller is a wiring mistake.
    if (!caller) throw new Error(`call ${path} ran without authentication`);
    const parsed = request.body as z.output<Body> & { Authorisation?: Authorisation };
    if (parsed.Authorisation) assertSameIdentity(caller, parsed.Authorisation);
    const answer = await handler({
      body: parsed,
      caller,
      authorisation: parsed.Authorisation,
      database: app.database,
      config: app.appConfig,
      log: request.log,
      request,
    });
    if (Buffer.isBuffer(answer)) void reply.type('application/json; charset=utf-8');
    return answer;
  });
}
