import { describe, expect, it } from 'vitest';
import { cachedThumbnails, forgetThumbnails, purgeExpiredThumbnails } from '../../../../src/api/media/cached-thumbnails';
import type { ThumbnailStore } from '../../../../src/api/media/thumbnail-store';
import type { CachedThumbnail } from '../../../../src/domain/media/thumbnail-cache';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

/** A store in memory, as IndexedDB would hold it. */
function memoryStore(initial: Record<string, CachedThumbnail> = {}): ThumbnailStore & { entries: Map<string, CachedThumbnail> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getMany: (keys) => Promise.resolve(keys.map((key) => entries.get(key))),
    putMany: (rows) => { for (const [key, entry] of rows) entries.set(key, entry); return Promise.resolve(); },
    deleteMany: (keys) => { for (const key of keys) entries.delete(key); return Promise.resolve(); },
    dates: () => Promise.resolve(new Map([...entries].map(([key, entry]) => [key, { cacheDate: entry.cacheDate }]))),
  };
}

const item = (name: string) => ({ FileName: name, MediaClassification: 'ProjectPhoto' as const, HasThumbnail: true });

describe('the browser\'s thumbnail cache (spec 02 sections 3, 4 and 9)', () => {
  it('serves cached thumbnails (refreshed), fetches the rest in batches of 25 and caches them, and purges old entries', async () => {
    const store = memoryStore({
      'P;kept.jpg;ProjectPhoto': { fileName: 'kept.jpg', fileContent: 'KEPT', mediaClassification: 'ProjectPhoto', cacheDate: now - 3 * day },
      'P;stale.jpg;ProjectPhoto': { fileName: 'stale.jpg', fileContent: 'OLD', mediaClassification: 'ProjectPhoto', cacheDate: now - 7 * day },
    });
    await purgeExpiredThumbnails(store, now);
    expect([...store.entries.keys()]).toEqual(['P;kept.jpg;ProjectPhoto']);
    const asked: string[][] = [];
    const fresh = Array.from({ length: 30 }, (_, index) => item(`n${index}.jpg`));
    const found = await cachedThumbnails(store, 'P', [item('kept.jpg'), item('stale.jpg'), ...fresh], (names) => {
      asked.push(names);
      return Promise.resolve(Object.fromEntries(names.map((name) => [name, `T-${name}`])));
    }, now);
    expect(asked.map((batch) => batch.length)).toEqual([25, 6]);
    expect(asked.flat()).not.toContain('kept.jpg');
    expect([found.get('kept.jpg'), found.get('stale.jpg'), found.get('n29.jpg')]).toEqual(['KEPT', 'T-stale.jpg', 'T-n29.jpg']);
    expect(store.entries.get('P;kept.jpg;ProjectPhoto')?.cacheDate).toBe(now);
    expect(store.entries.size).toBe(32);
  });

  it('forgets a deleted item\'s thumbnail', async () => {
    const store = memoryStore({ 'P;gone.jpg;ProjectPhoto': { fileName: 'gone.jpg', fileContent: 'X', mediaClassification: 'ProjectPhoto', cacheDate: now } });
    await forgetThumbnails(store, 'P', [item('gone.jpg')]);
    expect(store.entries.size).toBe(0);
  });
});
