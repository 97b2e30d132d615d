import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isWithinPasswordMaximum, passwordMaxLength } from '../../src/domain/auth/password-rules';
import { secondsUntil } from '../../src/domain/auth/throttle';
import { signInBodyLimit } from '../body-limits';
import { isAppError, tooManyRequests } from '../errors';
import { platformMessages } from '../messages';
import { bearerToken } from '../plugins/authenticate';
import { callerForToken, refreshSession, signIn, signOut } from '../services/auth-service';
import { normaliseUsername } from '../services/caller';
import { throttleAddress } from '../services/client-address';
import { lockedUntil, throttleKeys } from '../services/throttle-service';
import { usersWithIdentity } from '../db/repositories/external-identities';
import { appBasePath } from '../plugins/client-app';
import { signOffUrl } from '../services/sso/oidc-client';
import { publicOrigin } from './public-origin';
import { clearRefreshCookie, refreshCookieName, requireJson, sendTokens } from './session-cookie';
import { licenceNumberSchema, usernameSchema } from './wire';

const loginBody = z.object({
  Username: usernameSchema,
  Password: z.string().min(1).refine(isWithinPasswordMaximum, { error: `at most ${passwordMaxLength} characters` }),
  Licensenumber: licenceNumberSchema.optional(),
});

/** Refresh and sign-out need no body: the refresh token travels in the cookie. An old client's refresh_token field is ignored. */
const emptyBody = z.object({});

/** The address the throttle and the audit trail know the client by (X-Forwarded-For only with TRUST_PROXY). */
function clientAddress(request: FastifyRequest): string {
  return throttleAddress(request.ip);
}

/**
 * Sign-in, refresh and sign-out (spec 02 section 7's token exchange; ASVS chapters 2 and 3). Each
 * takes at most 4 KiB of body. Sign-in is throttled per address (checked before the body is read)
 * and per account; refresh per address. The refresh token is set and read only as a cookie.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { appConfig: config } = app;
  const db = () => app.database.db;

  app.post('/auth/login', {
    bodyLimit: signInBodyLimit,
    schema: { body: loginBody },
    // A locked address is refused before a byte of its body is read (ASVS 2.2.1).
    onRequest: async (request) => {
      const until = await lockedUntil(db(), [throttleKeys.address(clientAddress(request))]);
      if (until) throw tooManyRequests(platformMessages.tooManyAttempts, secondsUntil(until, new Date()));
    },
  }, async (request, reply) => {
    const body = request.body as z.output<typeof loginBody>;
    const address = clientAddress(request);
    try {
      const tokens = await signIn(db(), { username: body.Username, password: body.Password, licenceNumber: body.Licensenumber, address }, config);
      return sendTokens(request, reply, tokens);
    } catch (error) {
      // ASVS 7.1.3: failed sign-ins in the log with the normalised user name and the address, never the password.
      if (isAppError(error)) request.log.warn({ event: 'signIn.refused', errorId: error.id, username: normaliseUsername(body.Username), address }, 'sign-in refused');
      throw error;
    }
  });

  app.post('/auth/refresh', { bodyLimit: signInBodyLimit, schema: { body: emptyBody }, onRequest: async (request) => requireJson(request) }, async (request, reply) => {
    const address = clientAddress(request);
    try {
      return sendTokens(request, reply, await refreshSession(db(), request.cookies[refreshCookieName], address, config));
    } catch (error) {
      if (isAppError(error) && error.status === 401) {
        clearRefreshCookie(request, reply);
        request.log.warn({ event: 'refresh.refused', errorId: error.id, address }, 'refresh refused');
      }
      throw error;
    }
  });

  app.post('/auth/logout', { bodyLimit: signInBodyLimit }, async (request, reply) => {
    const token = bearerToken(request);
    const caller = token === undefined ? null : await callerForToken(db(), token).catch(() => null);
    if (caller === null) requireJson(request);
    await signOut(db(), { caller, refreshToken: caller === null ? request.cookies[refreshCookieName] : undefined, address: clientAddress(request) });
    clearRefreshCookie(request, reply);
    // A user with a single sign-on identity signs off at the provider too (spec 02 section 7); the browser goes there.
    const viaProvider = config.sso && caller !== null && (await usersWithIdentity(db(), [caller.userId])).has(caller.userId);
    const signOff = viaProvider && config.sso ? await signOffUrl(config.sso, `${publicOrigin(request)}${appBasePath}login`).catch(() => null) : null;
    return { ResultCode: 'Succes', SignOffUrl: signOff };
  });
}
