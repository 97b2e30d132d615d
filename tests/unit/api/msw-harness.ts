import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { ApiClient, SignedOutEvent } from '../../../src/api/http';
import { createSession, memoryStorage } from '../../../src/api/session';
import type { Session, SignedInUser } from '../../../src/api/session';

/** The origin every test client talks to (msw answers it; nothing leaves the process). */
export const baseUrl = 'http://api.test';

/** One msw server per test file, failing on any request no handler answers. */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A signed-in user whose token is valid for an hour from `now`. */
export function demoUser(now: number, overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    accessToken: 'access-1', expiresAt: now + 3_600_000, refreshAt: now + 3_540_000,
    licenceNumber: 1000, username: 'demo', displayName: 'Demo User', language: 'nl', ...overrides,
  };
}

/** A client on an in-memory session, signed in unless `user` is null; sign-outs are recorded. */
export function testClient(options: { user?: SignedInUser | null; now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const session: Session = createSession(memoryStorage());
  const user = options.user === undefined ? demoUser(now()) : options.user;
  if (user) session.set(user);
  const signedOut: SignedOutEvent[] = [];
  const api: ApiClient = createApiClient({ baseUrl, session, now, onSignedOut: (event) => signedOut.push(event) });
  return { api, session, signedOut };
}

/** A request as a handler saw it. */
export interface SeenRequest {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

/**
 * A POST handler for `path` that records each request and answers `answer` (a function gets the
 * request body). `status` defaults to 200.
 */
export function answerPost(
  seen: SeenRequest[], path: string, answer: JsonBodyType | ((body: Record<string, unknown>) => JsonBodyType), status = 200,
) {
  return http.post(`${baseUrl}${path}`, async ({ request }) => {
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    seen.push({ path, body, authorization: request.headers.get('authorization') });
    return HttpResponse.json(typeof answer === 'function' ? answer(body) : answer, { status });
  });
}

/** FileContent as the server writes it: JSON text of {VeldData}. */
export function fileContent(tables: Record<string, unknown[]>): string {
  return JSON.stringify({ VeldData: tables });
}

/** A successful read answer holding `tables`. */
export function readAnswer(tables: Record<string, unknown[]>) {
  return { ResultCode: 'Export_Succes', ResultMessage: '', Files: [{ FileContent: fileContent(tables) }] };
}

/** A successful write answer holding `tables`. */
export function writeAnswer(tables: Record<string, unknown[]>) {
  return { ResultCode: 'Import_Succes', ResultMessage: 'Saved', FileContent: fileContent(tables) };
}
