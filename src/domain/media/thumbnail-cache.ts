import type { MediaClassification } from '../entities/media-item';

/** Thumbnail cache age limit: 6 days (spec 02 section 9). */
const thumbnailCacheMaxAgeDays = 6;

/** Thumbnails are fetched in batches of 25 file names (spec 02 section 9). */
export const thumbnailBatchSize = 25;

const dayMs = 24 * 60 * 60 * 1000;

/** A cached thumbnail (spec 02 section 3): base64 content and the day it was last read (epoch ms). */
export interface CachedThumbnail {
  fileName: string;
  /** Base64 JPEG. */
  fileContent: string;
  mediaClassification: MediaClassification;
  /** When the entry was stored or last read, epoch milliseconds. */
  cacheDate: number;
}

/** The cache key: project guid;filename;classification (spec 02 section 3). */
export function thumbnailCacheKey(projectGuid: string, fileName: string, classification: MediaClassification): string {
  return `${projectGuid};${fileName};${classification}`;
}

/** True when the entry is older than the age limit at `now` (spec 02 section 4: purged after 6 days). */
export function isThumbnailExpired(entry: Pick<CachedThumbnail, 'cacheDate'>, now: number): boolean {
  return now - entry.cacheDate > thumbnailCacheMaxAgeDays * dayMs;
}

/** The entry as it is stored again after a read: refreshed with today's date (spec 02 section 4). */
export function refreshedOnRead(entry: CachedThumbnail, now: number): CachedThumbnail {
  return { ...entry, cacheDate: now };
}

/** The keys of the entries to purge at `now`. */
export function expiredThumbnailKeys(entries: ReadonlyMap<string, Pick<CachedThumbnail, 'cacheDate'>>, now: number): string[] {
  return [...entries].filter(([, entry]) => isThumbnailExpired(entry, now)).map(([key]) => key);
}

/** File names in batches of at most `size` (25 by default, spec 02 section 9), in their order. */
export function inBatches<T>(items: readonly T[], size: number = thumbnailBatchSize): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
