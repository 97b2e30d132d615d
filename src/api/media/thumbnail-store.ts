import type { CachedThumbnail } from '../../domain/media/thumbnail-cache';

/** Where the browser keeps cached thumbnails (spec 02 section 3, 'Cached thumbnail'), by key. */
export interface ThumbnailStore {
  get(key: string): Promise<CachedThumbnail | undefined>;
  put(key: string, entry: CachedThumbnail): Promise<void>;
  delete(key: string): Promise<void>;
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
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
    request(action((await database()).transaction(storeName, mode).objectStore(storeName)));
  return {
    get: (key) => run('readonly', (store) => store.get(key) as IDBRequest<CachedThumbnail | undefined>),
    put: async (key, entry) => { await run('readwrite', (store) => store.put(entry, key)); },
    delete: async (key) => { await run('readwrite', (store) => store.delete(key)); },
    dates: async () => {
      const store = (await database()).transaction(storeName, 'readonly').objectStore(storeName);
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll() as IDBRequest<CachedThumbnail[]>)]);
      return new Map(keys.map((key, index) => [String(key), { cacheDate: values[index]?.cacheDate ?? 0 }]));
    },
  };
}
