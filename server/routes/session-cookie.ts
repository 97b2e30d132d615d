import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { platformMessages } from '../messages';
import type { IssuedTokens } from '../services/auth-service';

/** The cookie that carries the refresh token; scripts cannot read it (ASVS 3.4.2). */
export const refreshCookieName = 'fdw_refresh';

/** The only path the refresh cookie is sent to: sign-in, refresh and sign-out (ASVS 3.4.5). */
const refreshCookiePath = '/auth';

/**
 * Calls that act on the cookie alone must come with a JSON body (ASVS 13.2.3, 4.2.2: CSRF): a
 * cross-site form cannot send application/json without a CORS preflight, which this server never
 * grants — on top of SameSite=Strict, which keeps the cookie off cross-site requests anyway.
 */
export function requireJson(request: FastifyRequest): void {
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError(415, 'Unsupported_Media_Type', platformMessages.unsupportedMediaType);
  }
}

/** The cookie's attributes: HttpOnly, SameSite=Strict, only under /auth, Secure over HTTPS (ASVS 3.4.1–3.4.5). */
function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: refreshCookiePath } as const;
}

/** Sets the refresh cookie and answers the token answer without the refresh token. */
export function sendTokens(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens) {
  const maxAge = Math.max(0, Math.floor((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(refreshCookieName, tokens.refreshToken, { ...cookieOptions(request), maxAge, expires: tokens.refreshExpiresAt });
  return tokens.answer;
}

/** Removes the refresh cookie. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(refreshCookieName, cookieOptions(request));
}
