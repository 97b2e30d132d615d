import type { KeyValueStorage } from '../ui/navigation/drafts';

/** A storage in memory, for browsers that refuse localStorage (private modes, blocked cookies). */
export function inMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get length() { return values.size; },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => { values.set(key, value); },
    removeItem: (key) => { values.delete(key); },
  };
}

/**
 * The browser's localStorage when it can be used, else memory: the app still works, only the
 * session and drafts do not outlive the tab (spec 01 section 8 keeps the session in the browser).
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = 'fdw.probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return inMemoryStorage();
  }
}
