import * as z from 'zod';
import { isLanguage } from '../domain/language/language-codes';
import type { Language } from '../domain/language/language-codes';
import { unreadableAnswerError } from './errors';
import type { SignedInUser } from './session';

/**
 * The sign-in and refresh answer (spec 02 section 7, token exchange). The refresh token is not in
 * it: the server sets it as an HttpOnly cookie (ASVS 3.4.2).
 */
const tokenAnswerSchema = z.looseObject({
  access_token: z.string().min(1),
  /** Seconds the access token stays valid. */
  expires_in: z.number().positive(),
  language: z.string().nullish(),
  licensenumber: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  name: z.string().nullish(),
});

/** Renew at most this long before expiry; short-lived tokens renew after three quarters of their life. */
export const defaultRefreshMarginMs = 60_000;

/** What the answer is turned into a session with. */
export interface TokenContext {
  callName: string;
  username: string;
  /** The language chosen at sign-in, or the session's when refreshing; else the server's. */
  language: Language | undefined;
  fallbackLanguage: Language;
  now: number;
  refreshMarginMs: number;
}

/** The signed-in user from a token answer; an answer without tokens is an ApiError, not a crash. */
export function signedInUserFromAnswer(answer: unknown, context: TokenContext): SignedInUser {
  const parsed = tokenAnswerSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError(context.callName, 'token', z.prettifyError(parsed.error));
  const token = parsed.data;
  const lifetimeMs = token.expires_in * 1000;
  const serverLanguage = token.language?.trim().slice(0, 2).toLowerCase() ?? '';
  return {
    accessToken: token.access_token,
    expiresAt: context.now + lifetimeMs,
    refreshAt: context.now + lifetimeMs - Math.min(context.refreshMarginMs, lifetimeMs / 4),
    licenceNumber: token.licensenumber,
    username: context.username,
    displayName: token.name ?? context.username,
    language: context.language ?? (isLanguage(serverLanguage) ? serverLanguage : context.fallbackLanguage),
  };
}
