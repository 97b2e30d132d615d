import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadThumbnailBatch, type StoredMediaItem } from '../../api/calls/media';
import { cachedThumbnails, purgeExpiredThumbnails } from '../../api/media/cached-thumbnails';
import { indexedDbThumbnailStore, type ThumbnailStore } from '../../api/media/thumbnail-store';
import { apiOf } from '../../api/queries/api-binding';
import { inBatches } from '../../domain/media/thumbnail-cache';

let sharedStore: ThumbnailStore | null = null;

/** The browser's one thumbnail store. */
export function thumbnailStore(): ThumbnailStore {
  sharedStore ??= indexedDbThumbnailStore();
  return sharedStore;
}

/**
 * Thumbnails of the gallery's items, base64 JPEG by file name: from the browser's cache or the
 * server in batches of 25 (spec 02 section 9), filled in batch by batch so the gallery opens at once.
 */
export function useMediaThumbnails(projectGuid: string | undefined, items: readonly StoredMediaItem[]): ReadonlyMap<string, string> {
  const client = useQueryClient();
  const [thumbnails, setThumbnails] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!projectGuid) return undefined;
    let stopped = false;
    const api = apiOf(client);
    void (async () => {
      await purgeExpiredThumbnails(thumbnailStore(), Date.now()).catch(() => undefined);
      for (const batch of inBatches(items.filter((item) => item.HasThumbnail))) {
        if (stopped) return;
        const found = await cachedThumbnails(thumbnailStore(), projectGuid, batch, (names) => downloadThumbnailBatch(api, projectGuid, names), Date.now())
          .catch(() => new Map<string, string>());
        if (stopped) return;
        setThumbnails((current) => new Map([...current, ...found]));
      }
    })();
    return () => { stopped = true; };
  }, [client, projectGuid, items]);
  return thumbnails;
}
