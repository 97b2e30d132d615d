import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TreeWriteOptions } from './project-tree-service';

/**
 * The tree write of an import (spec 02 section 4): no answer read back, and the progress told as a fraction 0..1
 * table by table. SQLite answers synchronously: without a turn of the event loop between tables, no status call
 * (and no progress bar) would be served until the whole import committed.
 */
export function importTreeWrite(onProgress: ((fraction: number) => void) | undefined, now?: Date): TreeWriteOptions {
  return {
    answer: false,
    now,
    onProgress: async (written, total) => {
      onProgress?.(total === 0 ? 1 : written / total);
      await nextTurn();
    },
  };
}
