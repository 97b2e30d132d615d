import { describe, expect, it } from 'vitest';
import { createSession, memoryStorage, sessionStorageKeys } from '../../../src/api/session';
import { demoUser } from './msw-harness';

describe('the session store (spec 01 sections 1 and 8)', () => {
  it('keeps the signed-in user in its storage, so a reload stays signed in', () => {
    const storage = memoryStorage();
    createSession(storage).set(demoUser(0));
    const reloaded = createSession(storage);
    expect(reloaded.user()).toEqual(demoUser(0));
    expect(reloaded.language()).toBe('nl');
  });

  it('treats a damaged or foreign entry as signed out', () => {
    expect(createSession(memoryStorage({ [sessionStorageKeys.user]: '{not json' })).user()).toBeNull();
    expect(createSession(memoryStorage({ [sessionStorageKeys.user]: JSON.stringify({ accessToken: 'x' }) })).user()).toBeNull();
  });

  it('uses the chosen language while signed out, the initial one before any choice', () => {
    expect(createSession(memoryStorage(), 'fr').language()).toBe('fr');
    expect(createSession(memoryStorage({ [sessionStorageKeys.language]: 'it' }), 'fr').language()).toBe('it');
    expect(createSession(memoryStorage({ [sessionStorageKeys.language]: 'xx' }), 'fr').language()).toBe('fr');
  });

  it('clear() forgets tokens, licence and user name but keeps the language', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.set(demoUser(0, { language: 'es' }));
    session.clear();
    expect(session.user()).toBeNull();
    expect(storage.getItem(sessionStorageKeys.user)).toBeNull();
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
