import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { z } from 'zod';
import { authenticate } from '../plugins/authenticate';
import { refreshSession, signIn, signOut } from '../services/auth-service';
import { normaliseUsername } from '../services/caller';
import { licenceNumberSchema, usernameSchema } from './wire';

const loginBody = z.object({
  Username: usernameSchema,
  Password: z.string().min(1).max(1000),
  Licensenumber: licenceNumberSchema.optional(),
});

const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) });

/** Rate-limit key: user name and address, so one attacker cannot lock out everybody (deliver 5). */
function signInKey(request: FastifyRequest): string {
  const body = request.body as { Username?: unknown } | undefined;
  const username = typeof body?.Username === 'string' ? normaliseUsername(body.Username) : '';
  return `${normalizeIP(request.ip, 64)}|${username}`;
}

/**
 * Sign-in, refresh and sign-out (issue 'Data service', deliver 5; the reply of spec 02 section 7's
 * token exchange). Sign-in attempts are limited per user name and address per minute.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { appConfig: config } = app;

  app.post('/auth/login', {
    schema: { body: loginBody },
    // preValidation: the body is parsed (so the user name is known) and bad bodies count too.
    config: { rateLimit: { max: config.loginRateLimit, timeWindow: 60_000, hook: 'preValidation', keyGenerator: signInKey } },
  }, async (request) => {
    const body = request.body as z.output<typeof loginBody>;
    return signIn(app.database.db, { username: body.Username, password: body.Password, licenceNumber: body.Licensenumber }, config);
  });

  app.post('/auth/refresh', { schema: { body: refreshBody } }, async (request) => {
    const body = request.body as z.output<typeof refreshBody>;
    return refreshSession(app.database.db, body.refresh_token, config);
  });

  app.post('/auth/logout', { onRequest: authenticate }, async (request) => {
    if (request.caller) await signOut(app.database.db, request.caller);
    return { ResultCode: 'Succes' };
  });
}
