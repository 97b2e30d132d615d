import { z } from 'zod';

/** The part of the Web Storage API drafts need: `localStorage` in the app, a Map in tests. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Drafts live under this prefix and survive `clearLocalCache`. */
export const DRAFT_PREFIX = 'fdw.draft.';

/**
 * Cached server data (code lists, templates) must be stored under this prefix so that
 * 'the local cache is cleared at start and on F5' (spec 01 section 4) can find it.
 */
export const LOCAL_CACHE_PREFIX = 'fdw.cache.';

/**
 * Whose edits to which record on which screen. `route` is the route id (e.g.
 * `/project/$projectId/point/$mpGuid`), `user` names licence and user so two accounts on one
 * browser never see each other's drafts.
 */
export interface DraftKey {
  route: string;
  recordGuid: string;
  user: string;
}

/** Field name (wire spelling) to the value the user typed; plain JSON so it round-trips. */
export type DraftEdits = Record<string, z.core.util.JSONType>;

const draftSchema = z.object({
  version: z.literal(1),
  savedAt: z.iso.datetime(),
  edits: z.record(z.string(), z.json()),
});

/** A stored draft; `savedAt` (ISO, UTC) lets the screen say how old the offered edits are. */
export type Draft = z.infer<typeof draftSchema>;

/** A refused write (quota, private mode) is reported, never thrown: navigation must go on. */
export type SaveDraftResult = { ok: true } | { ok: false; error: unknown };

/** Drafts of unsaved edits, kept when a save on navigation fails. */
export interface DraftStore {
  saveDraft(key: DraftKey, edits: DraftEdits): SaveDraftResult;
  /** The draft, or null when there is none or it cannot be read (corrupt or another version). */
  readDraft(key: DraftKey): Draft | null;
  discardDraft(key: DraftKey): void;
  /** Spec 01 section 4 'the local cache is cleared at start': removes cached data, keeps drafts. */
  clearLocalCache(): number;
}

/** The storage key of a draft; each part is encoded so a '|' in a route cannot collide. */
export function draftStorageKey({ user, route, recordGuid }: DraftKey): string {
  return DRAFT_PREFIX + [user, route, recordGuid].map(encodeURIComponent).join('|');
}

/** A draft store over any key-value storage (beyond spec 01 section 4, which drops a failed save: nothing typed is ever lost). */
export function createDraftStore(storage: KeyValueStorage, now: () => Date = () => new Date()): DraftStore {
  const discardDraft = (key: DraftKey) => {
    try {
      storage.removeItem(draftStorageKey(key));
    } catch {
      // Storage that cannot be reached holds no draft to discard.
    }
  };

  return {
    saveDraft(key, edits) {
      // Nothing typed means nothing to offer later; an old draft would only mislead.
      if (Object.keys(edits).length === 0) {
        discardDraft(key);
        return { ok: true };
      }
      const draft: Draft = { version: 1, savedAt: now().toISOString(), edits };
      try {
        storage.setItem(draftStorageKey(key), JSON.stringify(draft));
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      }
    },

    readDraft(key) {
      try {
        const text = storage.getItem(draftStorageKey(key));
        if (text === null) return null;
        const parsed = draftSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },

    discardDraft,

    clearLocalCache() {
      // Collect first: removing while walking by index would skip the key after each removal.
      const cached: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(LOCAL_CACHE_PREFIX)) cached.push(key);
      }
      for (const key of cached) storage.removeItem(key);
      return cached.length;
    },
  };
}
