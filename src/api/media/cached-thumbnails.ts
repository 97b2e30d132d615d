import type { MediaClassification } from '../../domain/entities/media-item';
import { expiredThumbnailKeys, inBatches, isThumbnailExpired, refreshedOnRead, thumbnailCacheKey } from '../../domain/media/thumbnail-cache';
import type { ThumbnailStore } from './thumbnail-store';

/** An item whose thumbnail is wanted. */
export interface ThumbnailWanted {
  FileName: string;
  MediaClassification: MediaClassification;
  HasThumbnail: boolean;
}

/**
 * The thumbnails of a gallery (spec 02 sections 3, 4 and 9): each read from the browser's cache (key project
 * guid;filename;classification), refreshed with today's date when read; the rest fetched in batches of 25
 * and cached. Entries older than 6 days are purged first. Answers base64 JPEG by file name.
 */
export async function cachedThumbnails(
  store: ThumbnailStore, projectGuid: string, items: readonly ThumbnailWanted[], fetchBatch: (fileNames: string[]) => Promise<Record<string, string>>, now: number,
): Promise<Map<string, string>> {
  await Promise.all(expiredThumbnailKeys(await store.dates(), now).map((key) => store.delete(key)));
  const found = new Map<string, string>();
  const missing: ThumbnailWanted[] = [];
  for (const item of items.filter((wanted) => wanted.HasThumbnail)) {
    const key = thumbnailCacheKey(projectGuid, item.FileName, item.MediaClassification);
    const entry = await store.get(key);
    if (entry && !isThumbnailExpired(entry, now)) {
      found.set(item.FileName, entry.fileContent);
      await store.put(key, refreshedOnRead(entry, now));
    } else {
      missing.push(item);
    }
  }
  for (const batch of inBatches(missing)) {
    const contents = await fetchBatch(batch.map((item) => item.FileName));
    for (const item of batch) {
      const content = contents[item.FileName];
      if (!content) continue;
      found.set(item.FileName, content);
      await store.put(thumbnailCacheKey(projectGuid, item.FileName, item.MediaClassification), { fileName: item.FileName, fileContent: content, mediaClassification: item.MediaClassification, cacheDate: now });
    }
  }
  return found;
}

/** Forgets the cached thumbnail of deleted media (spec 02 section 4: deleting media also removes its cached thumbnail). */
export async function forgetThumbnails(store: ThumbnailStore, projectGuid: string, items: readonly Pick<ThumbnailWanted, 'FileName' | 'MediaClassification'>[]): Promise<void> {
  await Promise.all(items.map((item) => store.delete(thumbnailCacheKey(projectGuid, item.FileName, item.MediaClassification))));
}
