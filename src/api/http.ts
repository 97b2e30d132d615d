import { toServerLanguage } from '../domain/language/language-codes';
import type { Language, ServerLanguageCode } from '../domain/language/language-codes';
import { applicationCodes } from '../domain/wire/application-codes';
import { isSuccessfulResponse } from '../domain/wire/response-rule';
import type { SuccessCode } from '../domain/wire/result-codes';
import { ApiError, apiMessageKeys, errorFromAnswer, isApiError, networkError } from './errors';
import type { Session, SignedInUser } from './session';
import { defaultRefreshMarginMs, signedInUserFromAnswer } from './token-answer';

/** The web application's code (spec 01 section 9: ios 62, win 60, web 61). */
const webApplicationCode = applicationCodes.web;

/** HTTP statuses that end the session when any call but sign-in answers them (spec 01 section 8). */
const signOutStatuses: ReadonlySet<number> = new Set([400, 401, 403]);

/** The Authorisation object sent on every data call (spec 02 section 3). */
export interface AuthorisationObject {
  Username: string;
  Licensenumber: number;
  ApplicationCode: typeof webApplicationCode;
  Language: ServerLanguageCode;
}

/** Why the session ended: the user signed out, or the server refused the session. */
export interface SignedOutEvent {
  reason: 'userSignedOut' | 'rejected';
  error?: ApiError;
}

/** createApiClient's options; `fetch` and `now` are for tests. */
export interface ApiClientOptions {
  /** Prefix of every path; '' is the page's own origin (ARCHITECTURE.md: one base URL). */
  baseUrl?: string;
  session: Session;
  fetch?: typeof fetch;
  /** Called once when the session ends, e.g. to navigate to /login. */
  onSignedOut?: (event: SignedOutEvent) => void;
  now?: () => number;
  refreshMarginMs?: number;
}

/** What the sign-in screen sends (spec 02 section 7); the licence may be left out with one licence. */
export interface SignInCredentials {
  username: string;
  password: string;
  licenceNumber?: number | string | undefined;
  /** The language chosen on the sign-in screen; without it the server's language for the user. */
  language?: Language | undefined;
}

/** A parsed JSON answer. */
export type WireAnswer = Record<string, unknown>;

/** Per-call options: a signal to cancel (TanStack Query passes one). */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The wire-contract client every call function takes as its first argument. */
export interface ApiClient {
  readonly session: Session;
  /** The Authorisation object of the signed-in user; throws an ApiError when signed out. */
  authorisation(): AuthorisationObject;
  signIn(credentials: SignInCredentials): Promise<SignedInUser>;
  /** Ends the session locally at once, then tells the server; never throws. Answers the provider's sign-off URL for a single sign-on user (spec 02 section 7), else null. */
  signOut(): Promise<string | null>;
  /** Renews the access token with the refresh cookie; concurrent callers (and tabs) share one renewal. */
  refresh(): Promise<SignedInUser>;
  /**
   * The signed-in user, after a reload too: the access token lives in memory only, so when the
   * browser remembers a profile one refresh brings the session back. Null when nobody is signed in
   * or the session can no longer be renewed; never throws.
   */
  resume(): Promise<SignedInUser | null>;
  /**
   * Takes over a session the server opened itself (single sign-on): the refresh cookie is renewed
   * once and the answer's user name becomes the profile (spec 02 section 2, the external callback).
   */
  adoptCookieSession(): Promise<SignedInUser>;
  /** POSTs a call that needs no session (ValidateInviteToken, the linking calls); a token answer signs in. */
  postPublic(callName: string, path: string, body: Record<string, unknown>): Promise<WireAnswer>;
  /** Signs in with a token answer from postPublic (ConnectUserToAzureLogin…). */
  adoptTokenAnswer(callName: string, answer: WireAnswer): SignedInUser;
  /** The keep-alive (spec 02 section 7): a refused one (blocked, expired) ends the session like any call. */
  keepAlive(): Promise<void>;
  /** POSTs `body` plus the Authorisation object and bearer token; throws ApiError unless the success rule holds. */
  post(callName: string, path: string, body: Record<string, unknown>, successCodes: readonly SuccessCode[], options?: CallOptions): Promise<WireAnswer>;
  /** The access token for a call outside the JSON contract (the job orchestrator's uploads and status), renewed when due. */
  bearer(callName: string): Promise<string>;
  /**
   * POSTs a multipart form (file uploads, streamed by the browser from disk) with the bearer token and the
   * Authorisation object as a JSON field; answers the parsed JSON whatever its ResultCode, so a call whose
   * refusals are values (spec 02 section 7, the media uploads) can read them. HTTP failures throw.
   */
  postForm(callName: string, path: string, form: FormData, options?: CallOptions): Promise<WireAnswer>;
}

interface RawAnswer {
  status: number;
  answer: WireAnswer;
  text: string;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
const asText = (value: unknown) => (typeof value === 'string' ? value : null);

/** The Web Locks name under which tabs of one origin take turns to renew (the refresh cookie rotates each time). */
const refreshLockName = 'fdw.refresh';

/**
 * Runs `renewal` while holding the origin-wide refresh lock where the browser has Web Locks, so
 * two tabs never present one refresh cookie twice (which the server treats as a stolen token and
 * ends the session); the second tab then sends the cookie the first one received.
 */
function oneTabAtATime<T>(renewal: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(refreshLockName, renewal) : renewal();
}

/**
 * The browser's client of the spec's call contract (spec 01 sections 5, 7 and 8; spec 02 section
 * 7): sign-in, refresh shortly before expiry through the HttpOnly refresh cookie, and every call
 * with the Authorisation object and the access token, which never leaves memory (ASVS 3.2.3).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session, baseUrl = '', onSignedOut } = options;
  const now = options.now ?? Date.now;
  const refreshMarginMs = options.refreshMarginMs ?? defaultRefreshMarginMs;
  // Looked up per call so a fetch patched later (tests, service workers) is used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<SignedInUser> | null = null;
  // Changes with every sign-in and sign-out, so a renewal that ends after one is thrown away.
  let epoch = 0;

  async function send(callName: string, path: string, body: unknown, token: string | undefined, signal?: AbortSignal): Promise<RawAnswer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    // A form sets its own multipart Content-Type with the boundary.
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    let text: string;
    let status: number;
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST', headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body), signal: signal ?? null, credentials: 'same-origin',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError(callName, error);
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status and text still tell what went wrong.
    }
    const answer = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as WireAnswer) : {};
    return { status, answer, text: parsed === null ? text.slice(0, 200) : '' };
  }

  function endSession(event: SignedOutEvent): void {
    const wasSignedIn = session.user() !== null;
    epoch += 1;
    session.clear();
    if (wasSignedIn) onSignedOut?.(event);
  }

  function signedOutError(callName: string): ApiError {
    return new ApiError({ callName, kind: 'http', status: 401, serverMessage: 'not signed in', messageKey: apiMessageKeys.signedOut });
  }

  function authorisationOf(user: SignedInUser): AuthorisationObject {
    return { Username: user.username, Licensenumber: user.licenceNumber, ApplicationCode: webApplicationCode, Language: toServerLanguage(session.language()) };
  }

  async function renew(): Promise<SignedInUser> {
    const profile = session.user() ?? session.profile();
    if (!profile) throw signedOutError('Refresh');
    const started = epoch;
    // The body is empty but JSON: the server refuses cookie-only calls without it (CSRF, ASVS 13.2.3).
    const { status, answer, text } = await oneTabAtATime(() => send('Refresh', '/auth/refresh', {}, undefined));
    if (status !== 200) {
      const error = errorFromAnswer('Refresh', status, answer, text);
      if (signOutStatuses.has(status) && epoch === started) endSession({ reason: 'rejected', error });
      throw error;
    }
    const next = signedInUserFromAnswer(answer, {
      callName: 'Refresh', username: profile.username, language: session.language(), fallbackLanguage: session.language(), now: now(), refreshMarginMs,
    });
    // Signed out (or in as someone else) while renewing: never bring the old session back.
    const current = session.profile();
    if (epoch !== started || current?.username !== profile.username || current.licenceNumber !== profile.licenceNumber) throw signedOutError('Refresh');
    session.set(next);
    return next;
  }

  function refresh(): Promise<SignedInUser> {
    refreshing ??= renew().finally(() => { refreshing = null; });
    return refreshing;
  }

  async function resume(): Promise<SignedInUser | null> {
    const user = session.user();
    if (user) return user;
    if (!session.profile()) return null;
    try {
      return await refresh();
    } catch {
      // Not renewable (expired, signed out elsewhere) or the server is unreachable: sign in afresh.
      return null;
    }
  }

  async function currentUser(callName: string): Promise<SignedInUser> {
    const user = session.user() ?? (await resume());
    if (!user) throw signedOutError(callName);
    if (now() < user.refreshAt) return user;
    try {
      return await refresh();
    } catch (error) {
      // Offline while the old token still works: use it; the next call tries to renew again.
      if (isApiError(error) && error.kind === 'network' && now() < user.expiresAt) return user;
      throw error;
    }
  }

  function adopt(callName: string, answer: WireAnswer): SignedInUser {
    const username = asText(answer.username) ?? '';
    const user = signedInUserFromAnswer(answer, {
      callName, username, language: undefined, fallbackLanguage: session.language(), now: now(), refreshMarginMs,
    });
    epoch += 1;
    session.set(user);
    return user;
  }

  return {
    session,
    authorisation() {
      const user = session.user();
      if (!user) throw signedOutError('Authorisation');
      return authorisationOf(user);
    },
    async signIn(credentials) {
      const licence = credentials.licenceNumber;
      const body = {
        Username: credentials.username,
        Password: credentials.password,
        ...(licence === undefined || licence === '' ? {} : { Licensenumber: licence }),
      };
      const { status, answer, text } = await send('Login', '/auth/login', body, undefined);
      // A refused sign-in is an error on the form, never a sign-out (spec 01 section 8).
      if (status !== 200) throw errorFromAnswer('Login', status, answer, text);
      const user = signedInUserFromAnswer(answer, {
        callName: 'Login', username: credentials.username.trim(), language: credentials.language,
        fallbackLanguage: session.language(), now: now(), refreshMarginMs,
      });
      epoch += 1;
      session.set(user);
      return user;
    },
    async signOut() {
      const user = session.user();
      if (!user && !session.profile()) return null;
      endSession({ reason: 'userSignedOut' });
      try {
        // The bearer token names the session; without one (a reload never renewed) the cookie does.
        const { answer } = await send('Logout', '/auth/logout', {}, user?.accessToken);
        return typeof answer.SignOffUrl === 'string' && /^https?:\/\//.test(answer.SignOffUrl) ? answer.SignOffUrl : null;
      } catch {
        // The session already ended here; an unreachable server forgets the tokens when they expire.
        return null;
      }
    },
    refresh,
    resume,
    async adoptCookieSession() {
      const { status, answer, text } = await oneTabAtATime(() => send('Refresh', '/auth/refresh', {}, undefined));
      if (status !== 200) throw errorFromAnswer('Refresh', status, answer, text);
      return adopt('Refresh', answer);
    },
    async postPublic(callName, path, body) {
      const { status, answer, text } = await send(callName, path, body, undefined);
      if (status !== 200) throw errorFromAnswer(callName, status, answer, text);
      return answer;
    },
    adoptTokenAnswer: (callName, answer) => adopt(callName, answer),
    async keepAlive() {
      const user = await currentUser('KeepAlive');
      const { status, answer, text } = await send('KeepAlive', '/token/postUpdateKeepAliveToken', {}, user.accessToken);
      if (signOutStatuses.has(status)) endSession({ reason: 'rejected', error: errorFromAnswer('KeepAlive', status, answer, text) });
    },
    async bearer(callName) {
      return (await currentUser(callName)).accessToken;
    },
    async post(callName, path, body, successCodes, callOptions = {}) {
      const user = await currentUser(callName);
      const requestBody = { ...body, Authorisation: authorisationOf(user) };
      const { status, answer, text } = await send(callName, path, requestBody, user.accessToken, callOptions.signal);
      if (signOutStatuses.has(status)) {
        const error = errorFromAnswer(callName, status, answer, text);
        endSession({ reason: 'rejected', error });
        throw error;
      }
      const summary = { status, resultCode: asText(answer.ResultCode), resultMessage: asText(answer.ResultMessage) };
      if (!isSuccessfulResponse(summary, successCodes)) throw errorFromAnswer(callName, status, answer, text);
      return answer;
    },
    async postForm(callName, path, form, callOptions = {}) {
      const user = await currentUser(callName);
      form.append('Authorisation', JSON.stringify(authorisationOf(user)));
      const { status, answer, text } = await send(callName, path, form, user.accessToken, callOptions.signal);
      if (signOutStatuses.has(status)) {
        const error = errorFromAnswer(callName, status, answer, text);
        endSession({ reason: 'rejected', error });
        throw error;
      }
      if (status !== 200) throw errorFromAnswer(callName, status, answer, text);
      return answer;
    },
  };
}
