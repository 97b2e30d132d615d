import { describe, expect, it } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMs, chunkWithTimeout, isChunkLoadFailure } from '../../../src/ui/chunk-load';

/** Timers that fire only when told, so no test waits 120 s. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    timers: {
      setTimeout: (callback: () => void) => { pending.set(next, callback); return next++; },
      clearTimeout: (handle: unknown) => { pending.delete(handle as number); },
    },
    fireAll: () => { for (const [handle, callback] of [...pending]) { pending.delete(handle); callback(); } },
    count: () => pending.size,
  };
}

describe('a script chunk that does not load (spec 01 sections 8 and 9)', () => {
  it('waits 120 s by default', () => {
    expect(chunkLoadTimeoutMs).toBe(120_000);
  });

  it('fails with a ChunkLoadError when the chunk has not arrived in time', async () => {
    const clock = manualTimers();
    const load = chunkWithTimeout(() => new Promise<never>(() => undefined), chunkLoadTimeoutMs, clock.timers);
    const loading = load();
    clock.fireAll();
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('answers the module when it arrives, and stops its timer', async () => {
    const clock = manualTimers();
    const module = { View: () => null };
    await expect(chunkWithTimeout(() => Promise.resolve(module), chunkLoadTimeoutMs, clock.timers)()).resolves.toBe(module);
    expect(clock.count()).toBe(0);
  });

  it("turns a failed import into a ChunkLoadError keeping the browser's words, and knows both", async () => {
    const clock = manualTimers();
    const failed = chunkWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /Web/assets/x.js')), chunkLoadTimeoutMs, clock.timers)();
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Failed to fetch dynamically imported module: /Web/assets/x.js' });
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Request GetLayers failed'))).toBe(false);
  });
});
