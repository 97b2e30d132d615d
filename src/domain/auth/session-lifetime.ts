/**
 * Lifetimes of a sign-in session and its tokens (ASVS 3.3.2, level 2: sign in again at least
 * every 12 hours, however actively the session is used). Refreshing renews the tokens, never the
 * session: every token expires at the latest when its session does.
 */

/** Default absolute lifetime of a session in seconds: 12 hours (ASVS 3.3.2, level 2). */
export const defaultSessionLifetimeSeconds = 12 * 3600;

/** Default lifetime of an access token in seconds: 15 minutes (kept in the browser's memory only). */
export const defaultAccessTokenSeconds = 15 * 60;

/** Default lifetime of a refresh token in seconds: unused this long, the session ends (an idle limit). */
export const defaultRefreshTokenSeconds = 12 * 3600;

/** When a session started at `startedAt` ends, whatever happens in it. */
export function sessionExpiry(startedAt: Date, lifetimeSeconds: number): Date {
  return new Date(startedAt.getTime() + lifetimeSeconds * 1000);
}

/** When a token issued at `now` for `ttlSeconds` expires: never after its session. */
export function tokenExpiry(now: Date, ttlSeconds: number, sessionEnds: Date): Date {
  return new Date(Math.min(now.getTime() + ttlSeconds * 1000, sessionEnds.getTime()));
}
