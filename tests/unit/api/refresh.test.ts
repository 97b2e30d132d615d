import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { createApiClient } from '../../../src/api/http';
import { createSession, memoryStorage, sessionStorageKeys } from '../../../src/api/session';
import { answerPost, baseUrl, demoUser, testClient, useMswServer } from './msw-harness';
import type { SeenRequest } from './msw-harness';

const server = useMswServer();
const callPath = '/ManagementRestService_V1_0/GetSettingByName';
const start = 10_000_000;
const renewed = { access_token: 'access-2', expires_in: 3600, token_type: 'Bearer', language: 'en', licensenumber: 1000, name: 'Demo User' };

/** A clock the test moves by hand. */
function clock(at: number) {
  const state = { now: at };
  return { state, now: () => state.now };
}

describe('the token is renewed shortly before it expires (spec 02 section 7, refresh)', () => {
  it('uses the token as it is until refreshAt, then renews once and calls with the new token', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/auth/refresh', renewed), answerPost(seen, callPath, { ResultCode: 'Succes', SettingValue: null }));
    const time = clock(start);
    const { api, session } = testClient({ user: demoUser(start), now: time.now });

    time.state.now = start + 3_539_999;
    await api.post('GetSettingByName', callPath, {}, ['Succes']);
    expect(seen.map((request) => request.path)).toEqual([callPath]);

    time.state.now = start + 3_540_000;
    await api.post('GetSettingByName', callPath, {}, ['Succes']);
    expect(seen.map((request) => request.path)).toEqual([callPath, '/auth/refresh', callPath]);
    // The refresh token travels as the browser's HttpOnly cookie; the body is empty JSON (CSRF).
    expect(seen[1]?.body).toEqual({});
    expect(seen[2]?.authorization).toBe('Bearer access-2');
    // Renewed an hour from now, a minute early; the user name and language stay.
    expect(session.user()).toMatchObject({
      accessToken: 'access-2', expiresAt: start + 3_540_000 + 3_600_000,
      refreshAt: start + 3_540_000 + 3_540_000, username: 'demo', language: 'nl',
    });
  });

  it('renews once for calls that start together', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/auth/refresh', renewed), answerPost(seen, callPath, { ResultCode: 'Succes' }));
    const time = clock(start + 3_550_000);
    const { api } = testClient({ user: demoUser(start), now: time.now });
    await Promise.all([1, 2, 3].map(() => api.post('GetSettingByName', callPath, {}, ['Succes'])));
    expect(seen.filter((request) => request.path === '/auth/refresh')).toHaveLength(1);
    expect(seen.filter((request) => request.path === callPath).map((request) => request.authorization)).toEqual(Array(3).fill('Bearer access-2'));
  });

  it('renews short-lived tokens after three quarters of their life', async () => {
    server.use(answerPost([], '/auth/login', { ...renewed, expires_in: 20 }));
    const { api } = testClient({ user: null, now: () => start });
    const user = await api.signIn({ username: 'demo', password: 'secret' });
    expect(user.refreshAt).toBe(start + 15_000);
  });

  it('a refused refresh ends the session and fails the call', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      answerPost(seen, '/auth/refresh', { ResultCode: 'Unauthorized', ResultMessage: 'The session can no longer be renewed.', ErrorId: 'server.auth.refreshInvalid', MessageParams: {} }, 401),
      answerPost(seen, callPath, { ResultCode: 'Succes' }),
    );
    const { api, session, signedOut } = testClient({ user: demoUser(start), now: () => start + 3_600_001 });
    const error = await api.post('GetSettingByName', callPath, {}, ['Succes']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ messageKey: 'server.auth.refreshInvalid' });
    expect(seen.map((request) => request.path)).toEqual(['/auth/refresh']);
    expect(session.user()).toBeNull();
    expect(signedOut).toHaveLength(1);
  });

  it('offline before expiry: the call goes out with the old token, which still works', async () => {
    const seen: SeenRequest[] = [];
    server.use(http.post(`${baseUrl}/auth/refresh`, () => HttpResponse.error()), answerPost(seen, callPath, { ResultCode: 'Succes' }));
    const { api, session } = testClient({ user: demoUser(start), now: () => start + 3_560_000 });
    await api.post('GetSettingByName', callPath, {}, ['Succes']);
    expect(seen[0]?.authorization).toBe('Bearer access-1');
    expect(session.user()?.accessToken).toBe('access-1');
  });

  it('a sign-out during the renewal does not bring the old session back', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    server.use(http.post(`${baseUrl}/auth/refresh`, async () => {
      await held;
      return HttpResponse.json(renewed);
    }));
    const { api, session } = testClient({ user: demoUser(start), now: () => start + 3_560_000 });
    const renewal = api.refresh().catch((caught: unknown) => caught);
    session.clear();
    release();
    expect(await renewal).toBeInstanceOf(ApiError);
    expect(session.user()).toBeNull();
  });
});

describe('a reload resumes the session through the refresh cookie (ASVS 3.2.3: the access token lives in memory only)', () => {
  const remembered = { licenceNumber: 1000, username: 'demo', displayName: 'Demo User', language: 'nl' };
  const reloadedClient = (storage = memoryStorage({ [sessionStorageKeys.profile]: JSON.stringify(remembered) })) => {
    const session = createSession(storage);
    const signedOut: unknown[] = [];
    return { api: createApiClient({ baseUrl, session, now: () => start, onSignedOut: (event) => signedOut.push(event) }), session, storage, signedOut };
  };

  it('renews once with the cookie, then calls go out with the new token', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/auth/refresh', renewed), answerPost(seen, callPath, { ResultCode: 'Succes' }));
    const { api, session } = reloadedClient();
    expect(session.user()).toBeNull();
    const [first, second] = await Promise.all([api.resume(), api.resume()]);
    expect(first).toMatchObject({ accessToken: 'access-2', username: 'demo', licenceNumber: 1000 });
    expect(second).toBe(first);
    await api.post('GetSettingByName', callPath, {}, ['Succes']);
    expect(seen.map((request) => request.path)).toEqual(['/auth/refresh', callPath]);
    expect(seen[1]?.authorization).toBe('Bearer access-2');
  });

  it('asks nothing when nobody was signed in', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/auth/refresh', renewed));
    const { api } = reloadedClient(memoryStorage());
    expect(await api.resume()).toBeNull();
    expect(seen).toEqual([]);
  });

  it('a refused refresh forgets the profile and answers null, with no sign-out notice', async () => {
    server.use(answerPost([], '/auth/refresh', { ResultCode: 'Unauthorized', ErrorId: 'server.auth.refreshInvalid', MessageParams: {} }, 401));
    const { api, session, storage, signedOut } = reloadedClient();
    expect(await api.resume()).toBeNull();
    expect(session.profile()).toBeNull();
    expect(storage.getItem(sessionStorageKeys.profile)).toBeNull();
    expect(signedOut).toEqual([]);
  });

  it('an unreachable server keeps the profile for the next try', async () => {
    server.use(http.post(`${baseUrl}/auth/refresh`, () => HttpResponse.error()));
    const { api, session } = reloadedClient();
    expect(await api.resume()).toBeNull();
    expect(session.profile()).toMatchObject({ username: 'demo' });
  });
});
