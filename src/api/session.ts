import * as z from 'zod';
import { defaultLanguage, isLanguage, languages } from '../domain/language/language-codes';
import type { Language } from '../domain/language/language-codes';

/** The part of the Web Storage API the session needs: localStorage in the app, memoryStorage() in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Storage keys: who is signed in (no token: a hint that a refresh may bring the session back after
 * a reload), the language chosen before or without signing in, and the key of earlier versions,
 * which held the tokens themselves and is removed on sight (ASVS 3.2.3).
 */
export const sessionStorageKeys = { profile: 'fdw.profile', language: 'fdw.language', legacySession: 'fdw.session' } as const;

const profileSchema = z.object({
  licenceNumber: z.number().int(),
  username: z.string().min(1),
  displayName: z.string(),
  language: z.enum(languages),
});

/** Who is signed in, as this browser may remember it: names, licence and language, never a token. */
export interface SignedInProfile {
  licenceNumber: number;
  /** The user name as typed at sign-in; sent as Authorisation.Username. */
  username: string;
  /** The name the server answered, for the shell. */
  displayName: string;
  /** Interface language, stored as 2 letters and sent as 3 (spec 01 section 1). */
  language: Language;
}

/**
 * The signed-in user (spec 02 section 7, token exchange): the profile and the access token, which
 * lives in memory only (ASVS 3.2.3: no token in localStorage). The refresh token is an HttpOnly
 * cookie the browser sends to /auth/refresh by itself; this code never sees it.
 */
export interface SignedInUser extends SignedInProfile {
  accessToken: string;
  /** Epoch milliseconds at which the access token stops working. */
  expiresAt: number;
  /** Epoch milliseconds from which the client renews the token before its next call. */
  refreshAt: number;
}

/** One immutable snapshot: a new object on every change, so React's useSyncExternalStore can compare. */
export interface SessionState {
  user: SignedInUser | null;
  /** The signed-in user's language, or the one chosen while signed out. */
  language: Language;
}

/** The session store the API client and the app share. */
export interface Session {
  /** Current snapshot (stable until the next change). */
  state(): SessionState;
  user(): SignedInUser | null;
  /** Who was signed in when this browser last knew, though the access token is gone (a reload): worth a refresh. */
  profile(): SignedInProfile | null;
  language(): Language;
  /** Signs in, or replaces the access token after a refresh. */
  set(user: SignedInUser): void;
  /** Changes the interface language, signed in or not. */
  setLanguage(language: Language): void;
  /** Forgets the token, licence number and user name (spec 01 section 8); the language stays. */
  clear(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A storage that lives in memory only, for tests and for browsers that refuse localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => { values.set(key, value); },
    removeItem: (key) => { values.delete(key); },
  };
}

function readProfile(storage: KeyValueStorage): SignedInProfile | null {
  const text = storage.getItem(sessionStorageKeys.profile);
  if (!text) return null;
  try {
    const parsed = profileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // A damaged entry means nobody is signed in, never a crash at start.
    return null;
  }
}

function readLanguage(storage: KeyValueStorage, fallback: Language): Language {
  const stored = storage.getItem(sessionStorageKeys.language);
  return stored && isLanguage(stored) ? stored : fallback;
}

const profileOf = ({ licenceNumber, username, displayName, language }: SignedInProfile): SignedInProfile =>
  ({ licenceNumber, username, displayName, language });

/**
 * The signed-in session (spec 01 sections 1 and 8): the user with the access token in memory, the
 * profile in a small storage. `initialLanguage` is used until a language is chosen, e.g.
 * languageFromLocale(navigator.language).
 */
export function createSession(storage: KeyValueStorage, initialLanguage: Language = defaultLanguage): Session {
  storage.removeItem(sessionStorageKeys.legacySession);
  const listeners = new Set<() => void>();
  let profile = readProfile(storage);
  let state: SessionState = { user: null, language: profile?.language ?? readLanguage(storage, initialLanguage) };

  const publish = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const remember = (next: SignedInProfile | null) => {
    profile = next;
    if (next) storage.setItem(sessionStorageKeys.profile, JSON.stringify(next));
    else storage.removeItem(sessionStorageKeys.profile);
  };

  return {
    state: () => state,
    user: () => state.user,
    profile: () => profile,
    language: () => state.language,
    set(next) {
      const copy = { ...next };
      remember(profileOf(copy));
      storage.setItem(sessionStorageKeys.language, copy.language);
      publish({ user: copy, language: copy.language });
    },
    setLanguage(language) {
      storage.setItem(sessionStorageKeys.language, language);
      if (profile) remember({ ...profile, language });
      publish({ user: state.user ? { ...state.user, language } : null, language });
    },
    clear() {
      remember(null);
      if (state.user === null) return;
      publish({ user: null, language: state.language });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
