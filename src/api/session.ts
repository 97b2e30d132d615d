import * as z from 'zod';
import { defaultLanguage, isLanguage, languages } from '../domain/language/language-codes';
import type { Language } from '../domain/language/language-codes';

/** The part of the Web Storage API the session needs: localStorage in the app, memoryStorage() in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage keys: the session, and the language chosen before or without signing in. */
export const sessionStorageKeys = { user: 'fdw.session', language: 'fdw.language' } as const;

const signedInUserSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: z.number(),
  refreshAt: z.number(),
  licenceNumber: z.number().int(),
  username: z.string().min(1),
  displayName: z.string(),
  language: z.enum(languages),
});

/** The signed-in user (spec 02 section 7, token exchange): tokens, licence, names and the 2-letter language. */
export interface SignedInUser {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token stops working. */
  expiresAt: number;
  /** Epoch milliseconds from which the client renews the token before its next call. */
  refreshAt: number;
  licenceNumber: number;
  /** The user name as typed at sign-in; sent as Authorisation.Username. */
  username: string;
  /** The name the server answered, for the shell. */
  displayName: string;
  /** Interface language, stored as 2 letters and sent as 3 (spec 01 section 1). */
  language: Language;
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
  language(): Language;
  /** Signs in, or replaces the tokens after a refresh. */
  set(user: SignedInUser): void;
  /** Changes the interface language, signed in or not. */
  setLanguage(language: Language): void;
  /** Forgets tokens, licence number and user name (spec 01 section 8); the language stays. */
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

function readUser(storage: KeyValueStorage): SignedInUser | null {
  const text = storage.getItem(sessionStorageKeys.user);
  if (!text) return null;
  try {
    const parsed = signedInUserSchema.safeParse(JSON.parse(text));
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

/**
 * The signed-in session behind a small storage (spec 01 sections 1 and 8). `initialLanguage` is
 * used until a language is chosen, e.g. languageFromLocale(navigator.language).
 */
export function createSession(storage: KeyValueStorage, initialLanguage: Language = defaultLanguage): Session {
  const listeners = new Set<() => void>();
  const user = readUser(storage);
  let state: SessionState = { user, language: user?.language ?? readLanguage(storage, initialLanguage) };

  const publish = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    state: () => state,
    user: () => state.user,
    language: () => state.language,
    set(next) {
      const copy = { ...next };
      storage.setItem(sessionStorageKeys.user, JSON.stringify(copy));
      storage.setItem(sessionStorageKeys.language, copy.language);
      publish({ user: copy, language: copy.language });
    },
    setLanguage(language) {
      storage.setItem(sessionStorageKeys.language, language);
      const nextUser = state.user ? { ...state.user, language } : null;
      if (nextUser) storage.setItem(sessionStorageKeys.user, JSON.stringify(nextUser));
      publish({ user: nextUser, language });
    },
    clear() {
      storage.removeItem(sessionStorageKeys.user);
      if (state.user === null) return;
      publish({ user: null, language: state.language });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
