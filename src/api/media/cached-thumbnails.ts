import type { MediaClassification } from '../../domain/entities/media-item';
import { expiredThumbnailKeys, inBatches, isThumbnailExpired, refreshedOnRead, thumbnailCacheKey, type CachedThumbnail } from '../../domain/media/thumbnail-cache';
import type { ThumbnailStore } from './thumbnail-store';

/** An item whose thumbnail is wanted. */
export interface ThumbnailWanted {
  FileName: string;
  MediaClassification: MediaClassification;
  HasThumbnail: boolean;
}

/** Purges the entries older than 6 days (spec 02 section 4); run once when a gallery opens. */
export async function purgeExpiredThumbnails(store: ThumbnailStore, now: number): Promise<void> {
  await store.deleteMany(expiredThumbnailKeys(await store.dates(), now));
}

/**
 * The thumbnails of a gallery (spec 02 sections 3, 4 and 9): each read from the browser's cache (key project
 * guid;filename;classification), refreshed with today's date when read; the rest fetched in batches of 25
 * and cached. Answers base64 JPEG by file name.
 */
export async function cachedThumbnails(
  store: ThumbnailStore, projectGuid: string, items: readonly ThumbnailWanted[], fetchBatch: (fileNames: string[]) => Promise<Record<string, string>>, now: number,
): Promise<Map<string, string>> {
  const wanted = items.filter((item) => item.HasThumbnail);
  const keys = wanted.map((item) => thumbnailCacheKey(projectGuid, item.FileName, item.MediaClassification));
  const cached = await store.getMany(keys);
  const found = new Map<string, string>();
  const refreshed: [string, CachedThumbnail][] = [];
  const missing: ThumbnailWanted[] = [];
  wanted.forEach((item, index) => {
    const entry = cached[index];
    if (entry && !isThumbnailExpired(entry, now)) {
      found.set(item.FileName, entry.fileContent);
      refreshed.push([keys[index] ?? '', refreshedOnRead(entry, now)]);
    } else {
      missing.push(item);
    }
  });
  await store.putMany(refreshed);
  for (const batch of inBatches(missing)) {
    const contents = await fetchBatch(batch.map((item) => item.FileName));
    const fetched = batch.flatMap((item): [string, CachedThumbnail][] => {
      const content = contents[item.FileName];
      if (!content) return [];
      found.set(item.FileName, content);
      return [[thumbnailCacheKey(projectGuid, item.FileName, item.MediaClassification), { fileName: item.FileName, fileContent: content, mediaClassification: item.MediaClassification, cacheDate: now }]];
    });
    await store.putMany(fetched);
  }
  return found;
}

/** Forgets the cached thumbnail of deleted media (spec 02 section 4: deleting media also removes its cached thumbnail). */
export async function forgetThumbnails(store: ThumbnailStore, projectGuid: string, items: readonly Pick<ThumbnailWanted, 'FileName' | 'MediaClassification'>[]): Promise<void> {
  await store.deleteMany(items.map((item) => thumbnailCacheKey(projectGuid, item.FileName, item.MediaClassification)));
}
