/** How long a script chunk may take to load before it counts as failed (spec 01 section 9; spec 02 section 9: 120 s). */
export const chunkLoadTimeoutMs = 120_000;

/** A script chunk that failed to load or did not arrive in time (spec 01 section 8: 'raises a ChunkLoadError'). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Timers, injectable for tests. */
export interface ChunkTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: ChunkTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A chunk's import that fails with a ChunkLoadError when the chunk does not load, or has not
 * arrived after `ms` (spec: 120 s), instead of leaving the screen waiting for ever.
 */
export function chunkWithTimeout<T>(load: () => Promise<T>, ms: number = chunkLoadTimeoutMs, timers: ChunkTimers = browserTimers): () => Promise<T> {
  return () => new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkLoadError(`chunk did not load within ${ms} ms`)), ms);
    load().then(
      (module) => { timers.clearTimeout(timer); resolve(module); },
      (failure: unknown) => { timers.clearTimeout(timer); reject(new ChunkLoadError(failure instanceof Error ? failure.message : String(failure))); },
    );
  });
}

/** Whether `error` is a script chunk that did not load (ours, or the browser's failed dynamic import). */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && (error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed/i.test(error.message));
}
