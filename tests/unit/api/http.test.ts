import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { answerPost, baseUrl, readAnswer, testClient, useMswServer, writeAnswer } from './msw-harness';
import type { SeenRequest } from './msw-harness';
import { layerKind } from '../../../src/api/kinds/point-child-kinds';

const server = useMswServer();
const layersPath = '/ITWDataRestService_V1_0/SetLayers';
const readPath = '/ITWDataRestService_V1_0/GetLayers';
const writeCodes = ['Import_Succes'] as const;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('every call carries the Authorisation object and the bearer token (spec 02 section 3)', () => {
  it('adds Username, Licensenumber, ApplicationCode 61 and the 3-letter language to the body', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, layersPath, writeAnswer({ tblLayers: [] })), answerPost(seen, readPath, readAnswer({})));
    const { api, session } = testClient();
    await api.post('SetLayers', layersPath, { data: { PrID: '1' }, action: 'UPDATE' }, writeCodes);
    session.setLanguage('de');
    await layerKind.get(api, { prId: 1, mpGuid: 'mp-1' });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer access-1', 'Bearer access-1']);
    expect(seen[0]?.body.Authorisation).toEqual({ Username: 'demo', Licensenumber: 1000, ApplicationCode: 61, Language: 'nld' });
    expect(seen[0]?.body.data).toEqual({ PrID: '1' });
    expect(seen[1]?.body.Authorisation).toMatchObject({ Language: 'deu' });
    expect(seen[1]?.body.LanguageCode).toBe('deu');
  });

  it('refuses to call without a session, without sending anything', async () => {
    const { api } = testClient({ user: null });
    const error = await failure(api.post('SetLayers', layersPath, {}, writeCodes));
    expect(error.messageKey).toBe('api.session.signedOut');
  });
});

describe('the success rule (spec 01 section 5)', () => {
  it('answers the parsed body on HTTP 200 with the success code and a clean message', async () => {
    server.use(answerPost([], layersPath, { ResultCode: 'Import_Succes', ResultMessage: 'Saved 3 layers' }));
    const { api } = testClient();
    await expect(api.post('SetLayers', layersPath, {}, writeCodes)).resolves.toMatchObject({ ResultMessage: 'Saved 3 layers' });
  });

  it('throws on Import_Failed, with the catalogue key, params and issues of the refusal', async () => {
    const issue = { field: 'LaTo', code: 'validation.layer.toNotAboveFrom', severity: 'error', params: { from: 120 } };
    server.use(answerPost([], layersPath, {
      ResultCode: 'Import_Failed', ResultMessage: 'Unable to save layers. LaTo: to must exceed from',
      ErrorId: 'server.layers.saveFailed', MessageParams: { reason: 'LaTo: to must exceed from' },
      Issues: [issue, { nonsense: true }],
    }));
    const { api, signedOut } = testClient();
    const error = await failure(api.post('SetLayers', layersPath, {}, writeCodes));
    expect(error).toMatchObject({
      callName: 'SetLayers', kind: 'refused', status: 200, resultCode: 'Import_Failed',
      messageKey: 'server.layers.saveFailed', params: { reason: 'LaTo: to must exceed from' },
    });
    expect(error.issues).toEqual([issue]);
    expect(error.message).toBe("Request SetLayers failed with message 'Unable to save layers. LaTo: to must exceed from'");
    expect(signedOut).toEqual([]);
  });

  it("throws when a success code comes with 'error' in the message, in any case", async () => {
    server.use(answerPost([], layersPath, { ResultCode: 'Import_Succes', ResultMessage: 'Saved with ERROR in row 2' }));
    const { api } = testClient();
    const error = await failure(api.post('SetLayers', layersPath, {}, writeCodes));
    expect(error.messageKey).toBe('api.request.failed');
    expect(error.params).toEqual({ name: 'SetLayers', message: 'Saved with ERROR in row 2' });
    expect(error.message).toBe("Request SetLayers failed with message 'Saved with ERROR in row 2'");
  });

  it('throws on a success code that belongs to another kind of call', async () => {
    server.use(answerPost([], layersPath, { ResultCode: 'Export_Succes', ResultMessage: '' }));
    const { api } = testClient();
    await failure(api.post('SetLayers', layersPath, {}, writeCodes));
  });

  it('throws on HTTP 500 without signing out, keeping the server message key', async () => {
    server.use(answerPost([], layersPath, {
      ResultCode: 'Server_Error', ResultMessage: 'Something went wrong on the server.', ErrorId: 'server.internal', MessageParams: {},
    }, 500));
    const { api, session, signedOut } = testClient();
    const error = await failure(api.post('SetLayers', layersPath, {}, writeCodes));
    expect(error).toMatchObject({ kind: 'http', status: 500, messageKey: 'server.internal' });
    expect(session.user()).not.toBeNull();
    expect(signedOut).toEqual([]);
  });

  it('reads a non-JSON error page as the message', async () => {
    server.use(http.post(`${baseUrl}${layersPath}`, () => new HttpResponse('Bad Gateway', { status: 502 })));
    const { api } = testClient();
    const error = await failure(api.post('SetLayers', layersPath, {}, writeCodes));
    expect(error.message).toBe("Request SetLayers failed with message 'Bad Gateway'");
  });

  it('turns a network failure into an ApiError with the unreachable key', async () => {
    server.use(http.post(`${baseUrl}${layersPath}`, () => HttpResponse.error()));
    const { api, signedOut } = testClient();
    const error = await failure(api.post('SetLayers', layersPath, {}, writeCodes));
    expect(error).toMatchObject({ kind: 'network', status: 0, messageKey: 'api.request.unreachable' });
    expect(signedOut).toEqual([]);
  });
});

describe('HTTP 400, 401 or 403 end the session (spec 01 section 8)', () => {
  it.each([400, 401, 403])('HTTP %i clears tokens, licence and user name, keeps the language, and calls onSignedOut once', async (status) => {
    server.use(answerPost([], layersPath, { ResultCode: 'Unauthorized', ResultMessage: 'Your session has expired.', ErrorId: 'server.auth.tokenExpired', MessageParams: {} }, status));
    const { api, session, signedOut } = testClient();
    session.setLanguage('fr');
    const [first, second] = await Promise.all([
      failure(api.post('SetLayers', layersPath, {}, writeCodes)),
      failure(api.post('SetLayers', layersPath, {}, writeCodes)),
    ]);
    expect(first).toMatchObject({ status, messageKey: 'server.auth.tokenExpired' });
    expect(second?.status).toBe(status);
    expect(session.user()).toBeNull();
    expect(session.language()).toBe('fr');
    expect(signedOut).toHaveLength(1);
    expect(signedOut[0]).toMatchObject({ reason: 'rejected', error: { status } });
  });
});

describe('sign-in and sign-out (spec 02 section 7)', () => {
  const tokenAnswer = { access_token: 'a-new', expires_in: 3600, token_type: 'Bearer', language: 'en', licensenumber: 1000, name: 'Demo User' };

  it('stores the session from the token answer with the language chosen at sign-in', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/auth/login', tokenAnswer));
    const { api, session } = testClient({ user: null, now: () => 1_000_000 });
    const user = await api.signIn({ username: ' demo ', password: 'secret', licenceNumber: '1000', language: 'de' });
    expect(seen[0]?.body).toEqual({ Username: ' demo ', Password: 'secret', Licensenumber: '1000' });
    expect(seen[0]?.authorization).toBeNull();
    expect(user).toEqual({
      accessToken: 'a-new', expiresAt: 1_000_000 + 3_600_000, refreshAt: 1_000_000 + 3_540_000,
      licenceNumber: 1000, username: 'demo', displayName: 'Demo User', language: 'de',
    });
    expect(session.user()).toEqual(user);
  });

  it("takes the server's language when none was chosen and leaves out an empty licence", async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/auth/login', tokenAnswer));
    const { api } = testClient({ user: null });
    const user = await api.signIn({ username: 'demo', password: 'secret', licenceNumber: '' });
    expect(seen[0]?.body).toEqual({ Username: 'demo', Password: 'secret' });
    expect(user.language).toBe('en');
  });

  it('a wrong password is an error on the form, never a sign-out', async () => {
    server.use(answerPost([], '/auth/login', { ResultCode: 'Unauthorized', ResultMessage: 'Invalid credentials.', ErrorId: 'server.auth.invalidCredentials', MessageParams: {} }, 401));
    const { api, session, signedOut } = testClient();
    const before = session.user();
    const error = await failure(api.signIn({ username: 'demo', password: 'wrong' }));
    expect(error).toMatchObject({ callName: 'Login', status: 401, messageKey: 'server.auth.invalidCredentials' });
    expect(session.user()).toBe(before);
    expect(signedOut).toEqual([]);
  });

  it('signs out locally at once and tells the server with the bearer token (and the cookie), even when it is unreachable', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/auth/logout', { ResultCode: 'Succes' }));
    const { api, session, signedOut } = testClient();
    await api.signOut();
    expect(seen[0]?.authorization).toBe('Bearer access-1');
    expect(seen[0]?.body).toEqual({});
    expect(session.profile()).toBeNull();
    expect(session.user()).toBeNull();
    expect(signedOut).toEqual([{ reason: 'userSignedOut' }]);

    server.use(http.post(`${baseUrl}/auth/logout`, () => HttpResponse.error()));
    const offline = testClient();
    await expect(offline.api.signOut()).resolves.toBeNull();
    expect(offline.session.user()).toBeNull();
  });
});
