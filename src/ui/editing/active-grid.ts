import type { ActiveGrid } from '../../../commands';

/** The grid on view, if any. Only one grid is active at a time: the one registered or raised last. */
export interface ActiveGridRegistry {
  current(): ActiveGrid | null;
  /** Makes `grid` the active one; the returned function undoes it (the previous grid, if any, is active again). */
  register(grid: ActiveGrid): () => void;
  /** Makes a registered grid the active one again (a screen with several grids: the one the user went into). */
  raise(grid: ActiveGrid): void;
  /** Tells `listener` when the active grid, or its selection, changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A number that changes whenever `subscribe` listeners are told (for useSyncExternalStore). */
  version(): number;
}

/** Creates the registry the command host reads and grid screens register with (see useActiveGrid). */
export function createActiveGridRegistry(): ActiveGridRegistry {
  let stack: { grid: ActiveGrid; unsubscribe: () => void }[] = [];
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };
  return {
    current: () => stack.at(-1)?.grid ?? null,
    register(grid) {
      const entry = { grid, unsubscribe: grid.subscribe?.(changed) ?? (() => {}) };
      stack = [...stack, entry];
      changed();
      return () => {
        if (!stack.includes(entry)) return;
        entry.unsubscribe();
        stack = stack.filter((item) => item !== entry);
        changed();
      };
    },
    raise(grid) {
      const entry = stack.find((item) => item.grid === grid);
      if (!entry || stack.at(-1) === entry) return;
      stack = [...stack.filter((item) => item !== entry), entry];
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    version: () => version,
  };
}
