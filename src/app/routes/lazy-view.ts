import { lazyRouteComponent } from '@tanstack/react-router';
import type { AsyncRouteComponent } from '@tanstack/react-router';
import { chunkWithTimeout } from '../../ui/chunk-load';

/**
 * A route's view loaded as its own script chunk, failing with a ChunkLoadError when the chunk does
 * not load or has not arrived within 120 s (spec 01 sections 8 and 9), which the route's error
 * screen explains.
 */
export function lazyView<T extends Record<TKey, (props: never) => unknown>, TKey extends keyof T & string>(load: () => Promise<T>, name: TKey): AsyncRouteComponent<unknown> {
  return lazyRouteComponent(chunkWithTimeout(load), name) as AsyncRouteComponent<unknown>;
}
