import { describe, expect, it } from 'vitest';
import { createDraftStore, draftStorageKey, DRAFT_PREFIX, LOCAL_CACHE_PREFIX } from '../../../../src/ui/navigation/drafts';
import type { DraftKey, KeyValueStorage } from '../../../../src/ui/navigation/drafts';

/** localStorage's behaviour over a Map: insertion order, strings only. */
function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

// Compile-time: the browser's Storage fits the interface, so the app can pass localStorage.
const storageFits: Storage extends KeyValueStorage ? true : never = true;

const point: DraftKey = { route: '/project/$projectId/point/$mpGuid', recordGuid: '6f1c2a9e-0b7d-4c55-9a3e-2f8d1b0c7e41', user: '12345/jan' };
const fixedNow = () => new Date('2026-11-22T09:15:00.000Z');

describe('draft store', () => {
  it('keeps what the user typed and gives it back with the time it was kept', () => {
    expect(storageFits).toBe(true);
    const store = createDraftStore(memoryStorage(), fixedNow);
    expect(store.saveDraft(point, { MpName: 'B12', MpDepth: 250, MpRemark: null })).toEqual({ ok: true });
    expect(store.readDraft(point)).toEqual({ version: 1, savedAt: '2026-11-22T09:15:00.000Z', edits: { MpName: 'B12', MpDepth: 250, MpRemark: null } });
  });

  it('stores versioned JSON under the draft prefix', () => {
    const storage = memoryStorage();
    createDraftStore(storage, fixedNow).saveDraft(point, { MpName: 'B12' });
    const text = storage.getItem(draftStorageKey(point));
    expect(draftStorageKey(point).startsWith(DRAFT_PREFIX)).toBe(true);
    expect(JSON.parse(text ?? 'null')).toMatchObject({ version: 1, edits: { MpName: 'B12' } });
  });

  it('keys drafts by route, record and user, so nobody sees another record or account', () => {
    const store = createDraftStore(memoryStorage(), fixedNow);
    store.saveDraft(point, { MpName: 'B12' });
    expect(store.readDraft({ ...point, user: '12345/piet' })).toBeNull();
    expect(store.readDraft({ ...point, recordGuid: '00000000-0000-0000-0000-000000000001' })).toBeNull();
    expect(store.readDraft({ ...point, route: '/project/$projectId' })).toBeNull();
  });

  it('cannot be confused by separators inside the parts', () => {
    const a = draftStorageKey({ route: 'a|b', recordGuid: 'c', user: 'u' });
    const b = draftStorageKey({ route: 'a', recordGuid: 'b|c', user: 'u' });
    expect(a).not.toBe(b);
  });

  it('replaces an older draft and forgets a discarded one', () => {
    const store = createDraftStore(memoryStorage(), fixedNow);
    store.saveDraft(point, { MpName: 'B12' });
    store.saveDraft(point, { MpName: 'B13' });
    expect(store.readDraft(point)?.edits).toEqual({ MpName: 'B13' });
    store.discardDraft(point);
    expect(store.readDraft(point)).toBeNull();
  });

  it('does not keep an empty draft, and drops the older one it would contradict', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, fixedNow);
    store.saveDraft(point, { MpName: 'B12' });
    expect(store.saveDraft(point, {})).toEqual({ ok: true });
    expect(storage.entries.size).toBe(0);
  });

  it('reads corrupt text or another version as no draft', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, fixedNow);
    storage.setItem(draftStorageKey(point), '{not json');
    expect(store.readDraft(point)).toBeNull();
    storage.setItem(draftStorageKey(point), JSON.stringify({ version: 2, savedAt: '2026-11-22T09:15:00.000Z', edits: {} }));
    expect(store.readDraft(point)).toBeNull();
  });

  it('reports a refused write (storage full) instead of throwing', () => {
    const full = memoryStorage();
    const quota = new Error('QuotaExceededError');
    full.setItem = () => {
      throw quota;
    };
    expect(createDraftStore(full, fixedNow).saveDraft(point, { MpName: 'B12' })).toEqual({ ok: false, error: quota });
  });

  it('survives a storage that cannot even be read', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    broken.removeItem = broken.getItem;
    const store = createDraftStore(broken, fixedNow);
    expect(store.readDraft(point)).toBeNull();
    expect(() => store.discardDraft(point)).not.toThrow();
  });
});

describe('clearing the local cache at start (spec 01 section 4)', () => {
  it('removes every cached entry but keeps drafts and everything else', () => {
    const storage = memoryStorage({
      [`${LOCAL_CACHE_PREFIX}codelist.37.nl`]: '[]',
      'fdw.session': '{"access_token":"t"}',
      [`${LOCAL_CACHE_PREFIX}templates.point.nl`]: '{}',
      [`${LOCAL_CACHE_PREFIX}codelist.3.en`]: '[]',
      i18nextLng: 'nl',
    });
    const store = createDraftStore(storage, fixedNow);
    store.saveDraft(point, { MpName: 'B12' });
    expect(store.clearLocalCache()).toBe(3);
    expect([...storage.entries.keys()]).toEqual(['fdw.session', 'i18nextLng', draftStorageKey(point)]);
    expect(store.readDraft(point)?.edits).toEqual({ MpName: 'B12' });
  });
});
