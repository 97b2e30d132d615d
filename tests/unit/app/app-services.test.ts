import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { getProjects } from '../../../src/api/calls/projects';
import { sessionStorageKeys } from '../../../src/api/session';
import { createAppServices } from '../../../src/app/app-services';
import { DRAFT_PREFIX, LOCAL_CACHE_PREFIX } from '../../../src/ui/navigation/drafts';
import { inMemoryStorage } from '../../../src/app/safe-storage';
import { i18n } from '../../../src/i18n';

/** Who was signed in before the reload: no token is ever stored (ASVS 3.2.3). */
const storedProfile = { licenceNumber: 1000, username: 'demo', displayName: 'Demo', language: 'de' };
const tokenAnswer = { access_token: 'access-token-1234567890', expires_in: 900, token_type: 'Bearer', language: 'de', licensenumber: 1000, name: 'Demo' };

function start(options: { locale?: string; entries?: Record<string, string>; fetch?: typeof fetch } = {}) {
  const storage = inMemoryStorage();
  for (const [key, value] of Object.entries(options.entries ?? {})) storage.setItem(key, value);
  const services = createAppServices({
    storage, browserLocale: options.locale, history: createMemoryHistory({ initialEntries: ['/'] }),
    fetch: options.fetch ?? (() => Promise.reject(new Error('no network in this test'))),
  });
  return { storage, services };
}

describe('the app at start', () => {
  it('clears the local cache but keeps drafts (spec 01 section 4)', () => {
    const { storage } = start({ entries: { [`${LOCAL_CACHE_PREFIX}codes`]: '[]', [`${DRAFT_PREFIX}x`]: '{}', other: '1' } });
    expect(storage.getItem(`${LOCAL_CACHE_PREFIX}codes`)).toBeNull();
    expect(storage.getItem(`${DRAFT_PREFIX}x`)).toBe('{}');
    expect(storage.getItem('other')).toBe('1');
  });

  it('speaks the browser locale\'s language when nobody chose one, as 2 letters (spec 01 section 1)', async () => {
    const { services } = start({ locale: 'fr-BE' });
    expect(services.session.language()).toBe('fr');
    // The French catalogue is a chunk of its own: the switch follows its load.
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
    const dutch = start({ locale: 'pt-BR' });
    expect(dutch.services.session.language()).toBe('nl');
  });

  it('prefers the signed-in user\'s language, and follows a switch as soon as its catalogue is in', async () => {
    const { services } = start({ locale: 'fr-BE', entries: { [sessionStorageKeys.profile]: JSON.stringify(storedProfile) } });
    await vi.waitFor(() => expect(i18n.language).toBe('de'));
    services.session.setLanguage('en');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(i18n.t('app.title')).toBe('Field-data workstation');
  });

  it('ends a session the server rejects and reports why in the notice area (spec 01 section 8)', async () => {
    const answers = (input: RequestInfo | URL) => String(input).endsWith('/auth/refresh')
      ? new Response(JSON.stringify(tokenAnswer), { status: 200 })
      : new Response(JSON.stringify({ ErrorId: 'server.auth.tokenInvalid', ResultMessage: 'The access token is not valid.' }), { status: 401 });
    const { services, storage } = start({ entries: { [sessionStorageKeys.profile]: JSON.stringify(storedProfile) }, fetch: (input) => Promise.resolve(answers(input)) });
    expect(await services.api.resume()).toMatchObject({ accessToken: tokenAnswer.access_token });
    await expect(getProjects(services.api, 'mine')).rejects.toMatchObject({ status: 401 });
    expect(services.session.user()).toBeNull();
    expect(storage.getItem(sessionStorageKeys.profile)).toBeNull();
    expect(services.notices.notices().map((notice) => notice.messageKey)).toEqual(['server.auth.tokenInvalid']);
  });

  it('after a reload asks the server once, through the refresh cookie, and keeps the token in memory only (ASVS 3.2.3)', async () => {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const refresh = (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), init });
      return Promise.resolve(new Response(JSON.stringify(tokenAnswer), { status: 200 }));
    };
    const { services, storage } = start({ entries: { [sessionStorageKeys.profile]: JSON.stringify(storedProfile) }, fetch: refresh });
    expect(services.session.user()).toBeNull();
    await services.api.resume();
    expect(requests.map((request) => request.url)).toEqual(['/auth/refresh']);
    expect(requests[0]?.init).toMatchObject({ method: 'POST', body: '{}', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
    expect(services.session.user()?.accessToken).toBe(tokenAnswer.access_token);
    for (const key of [sessionStorageKeys.profile, sessionStorageKeys.language, sessionStorageKeys.legacySession]) {
      expect(storage.getItem(key) ?? '').not.toContain(tokenAnswer.access_token);
    }
  });
});
