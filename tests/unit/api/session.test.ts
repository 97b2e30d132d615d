import { describe, expect, it } from 'vitest';
import { createSession, memoryStorage, sessionStorageKeys } from '../../../src/api/session';
import { demoUser } from './msw-harness';

const everyStoredValue = (storage: Record<string, string>) => Object.values(storage).join('\n');

describe('the session store (spec 01 sections 1 and 8; ASVS 3.2.3)', () => {
  it('remembers who is signed in, never a token: a reload has the profile to resume with and no access token', () => {
    const values: Record<string, string> = {};
    const storage = { getItem: (key: string) => values[key] ?? null, setItem: (key: string, value: string) => { values[key] = value; }, removeItem: (key: string) => { delete values[key]; } };
    createSession(storage).set(demoUser(0));
    expect(everyStoredValue(values)).not.toContain('access-1');
    const reloaded = createSession(storage);
    expect(reloaded.user()).toBeNull();
    expect(reloaded.profile()).toEqual({ licenceNumber: 1000, username: 'demo', displayName: 'Demo User', language: 'nl' });
    expect(reloaded.language()).toBe('nl');
  });

  it('removes the entry of earlier versions, which held the tokens', () => {
    const storage = memoryStorage({ [sessionStorageKeys.legacySession]: JSON.stringify({ accessToken: 'old-access', refreshToken: 'old-refresh' }) });
    createSession(storage);
    expect(storage.getItem(sessionStorageKeys.legacySession)).toBeNull();
  });

  it('treats a damaged or foreign entry as nobody signed in', () => {
    expect(createSession(memoryStorage({ [sessionStorageKeys.profile]: '{not json' })).profile()).toBeNull();
    expect(createSession(memoryStorage({ [sessionStorageKeys.profile]: JSON.stringify({ accessToken: 'x' }) })).profile()).toBeNull();
  });

  it('uses the chosen language while signed out, the initial one before any choice', () => {
    expect(createSession(memoryStorage(), 'fr').language()).toBe('fr');
    expect(createSession(memoryStorage({ [sessionStorageKeys.language]: 'it' }), 'fr').language()).toBe('it');
    expect(createSession(memoryStorage({ [sessionStorageKeys.language]: 'xx' }), 'fr').language()).toBe('fr');
  });

  it('clear() forgets the token, licence and user name but keeps the language', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.set(demoUser(0, { language: 'es' }));
    session.clear();
    expect(session.user()).toBeNull();
    expect(session.profile()).toBeNull();
    expect(storage.getItem(sessionStorageKeys.profile)).toBeNull();
    expect(session.language()).toBe('es');
    expect(createSession(storage).language()).toBe('es');
  });

  it('notifies subscribers with a new snapshot on every change, and not after unsubscribing', () => {
    const session = createSession(memoryStorage());
    const snapshots = [session.state()];
    const unsubscribe = session.subscribe(() => snapshots.push(session.state()));
    session.set(demoUser(0));
    session.setLanguage('en');
    session.clear();
    session.clear();
    unsubscribe();
    session.set(demoUser(0));
    expect(snapshots.map((state) => [state.user?.username ?? null, state.language])).toEqual([
      [null, 'nl'], ['demo', 'nl'], ['demo', 'en'], [null, 'en'],
    ]);
    expect(new Set(snapshots).size).toBe(4);
  });

  it('gives the same snapshot object between changes (useSyncExternalStore)', () => {
    const session = createSession(memoryStorage());
    expect(session.state()).toBe(session.state());
  });
});
