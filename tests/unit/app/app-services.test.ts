import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { getProjects } from '../../../src/api/calls/projects';
import { sessionStorageKeys } from '../../../src/api/session';
import { createAppServices } from '../../../src/app/app-services';
import { DRAFT_PREFIX, LOCAL_CACHE_PREFIX } from '../../../src/ui/navigation/drafts';
import { inMemoryStorage } from '../../../src/app/safe-storage';
import { i18n } from '../../../src/i18n';

const storedUser = {
  accessToken: 'access-token-1234567890', refreshToken: 'refresh-token-1234567890', expiresAt: Date.now() + 3_600_000,
  refreshAt: Date.now() + 3_000_000, licenceNumber: 1000, username: 'demo', displayName: 'Demo', language: 'de',
};

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

  it('speaks the browser locale\'s language when nobody chose one, as 2 letters (spec 01 section 1)', () => {
    const { services } = start({ locale: 'fr-BE' });
    expect(services.session.language()).toBe('fr');
    expect(i18n.language).toBe('fr');
    const dutch = start({ locale: 'pt-BR' });
    expect(dutch.services.session.language()).toBe('nl');
  });

  it('prefers the signed-in user\'s language, and follows a switch at once', () => {
    const { services } = start({ locale: 'fr-BE', entries: { [sessionStorageKeys.user]: JSON.stringify(storedUser) } });
    expect(i18n.language).toBe('de');
    services.session.setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.title')).toBe('Field-data workstation');
  });

  it('ends a session the server rejects and reports why in the notice area (spec 01 section 8)', async () => {
    const rejected = () => Promise.resolve(new Response(JSON.stringify({ ErrorId: 'server.auth.tokenInvalid', ResultMessage: 'The access token is not valid.' }), { status: 401 }));
    const { services, storage } = start({ entries: { [sessionStorageKeys.user]: JSON.stringify(storedUser) }, fetch: rejected });
    await expect(getProjects(services.api, 'mine')).rejects.toMatchObject({ status: 401 });
    expect(services.session.user()).toBeNull();
    expect(storage.getItem(sessionStorageKeys.user)).toBeNull();
    expect(services.notices.notices().map((notice) => notice.messageKey)).toEqual(['server.auth.tokenInvalid']);
  });
});
