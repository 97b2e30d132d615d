/** Something that says when it changed, in the shape useSyncExternalStore reads. */
export interface ChangeSource {
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A number that changes with every change and only then. */
  version(): number;
}

/**
 * One source that changes whenever any of `sources` does: the commands' context is read from the
 * route, the published targets and the active grid, and its readers want one signal.
 * Each source's version only grows, so their sum changes exactly when one of them does.
 */
export function combineChangeSources(sources: readonly ChangeSource[]): ChangeSource {
  return {
    subscribe(listener) {
      const unsubscribes = sources.map((source) => source.subscribe(listener));
      return () => { for (const unsubscribe of unsubscribes) unsubscribe(); };
    },
    version: () => sources.reduce((sum, source) => sum + source.version(), 0),
  };
}

/**
 * A source over events that repeat themselves (the router says 'loaded' for a search-only change
 * too): listeners are told only when `read()` answers a different key than before. Listens to the
 * events only while someone listens here, so an unused source holds nothing.
 */
export function distinctChangeSource(listen: (notify: () => void) => () => void, read: () => string): ChangeSource {
  let last = read();
  let version = 0;
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | null = null;
  const check = (): boolean => {
    const now = read();
    if (now === last) return false;
    last = now;
    version += 1;
    return true;
  };
  const notify = () => {
    if (!check()) return;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (stopListening === null) {
        // A change between the reader's first look and now (no event reached us) counts too.
        check();
        stopListening = listen(notify);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || stopListening === null) return;
        stopListening();
        stopListening = null;
      };
    },
    version() {
      // While listening, the events keep the version current; otherwise a change made meanwhile still counts.
      if (stopListening === null) check();
      return version;
    },
  };
}
