import type { CachedThumbnail } from '../../domain/media/thumbnail-cache';

/** Where the browser keeps cached thumbnails (spec 02 section 3, 'Cached thumbnail'), by key; each call one transaction. */
export interface ThumbnailStore {
  getMany(keys: readonly string[]): Promise<(CachedThumbnail | undefined)[]>;
  putMany(entries: readonly (readonly [string, CachedThumbnail])[]): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Every entry's date, to purge the old ones. */
  dates(): Promise<Map<string, Pick<CachedThumbnail, 'cacheDate'>>>;
}

const storeName = 'thumbnails';

function request<T>(action: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    action.onsuccess = () => resolve(action.result);
    action.onerror = () => reject(action.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The thumbnail cache in IndexedDB (database 'fdw-media'): it survives a reload, unlike the query cache. */
export function indexedDbThumbnailStore(): ThumbnailStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise((resolve, reject) => {
      const open = indexedDB.open('fdw-media', 1);
      open.onupgradeneeded = () => { open.result.createObjectStore(storeName); };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not open'));
    });
    return opened;
  };
  const transaction = async (mode: IDBTransactionMode) => (await database()).transaction(storeName, mode);
  return {
    getMany: async (keys) => {
      const store = (await transaction('readonly')).objectStore(storeName);
      return Promise.all(keys.map((key) => request(store.get(key) as IDBRequest<CachedThumbnail | undefined>)));
    },
    putMany: async (entries) => {
      if (entries.length === 0) return;
      const writing = await transaction('readwrite');
      for (const [key, entry] of entries) writing.objectStore(storeName).put(entry, key);
      await done(writing);
    },
    deleteMany: async (keys) => {
      if (keys.length === 0) return;
      const writing = await transaction('readwrite');
      for (const key of keys) writing.objectStore(storeName).delete(key);
      await done(writing);
    },
    dates: async () => {
      const store = (await transaction('readonly')).objectStore(storeName);
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll() as IDBRequest<CachedThumbnail[]>)]);
      return new Map(keys.map((key, index) => [String(key), { cacheDate: values[index]?.cacheDate ?? 0 }]));
    },
  };
}
