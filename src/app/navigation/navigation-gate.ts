import type { NavigationAutosaveEvent, NavigationTarget } from '../../../machines/navigation-autosave';

/**
 * The bridge between the router's blocker and the navigation auto-save machine (spec 01
 * section 4, 'Navigation'). The router asks, per navigation, 'block this?' and awaits the answer; the machine decides
 * when the navigation may happen. A request is answered once the machine navigates: 'go' (false)
 * for the request it navigates to, 'block' (true) for every request it replaced on the way.
 */
export interface NavigationGate {
  /** Connects the machine's `send`; returns the disconnect (which lets anything waiting through). */
  connect(send: (event: NavigationAutosaveEvent) => void): () => void;
  /** For the router's shouldBlockFn: resolves true to block the navigation, false to let it go. */
  request(to: NavigationTarget): Promise<boolean>;
  /** The machine's `navigate` service: lets the latest request for `to` through, blocks the rest. */
  release(to: NavigationTarget): void;
}

interface Waiting {
  to: NavigationTarget;
  resolve: (block: boolean) => void;
}

/** Creates the gate; without a connected machine every navigation goes through at once. */
export function createNavigationGate(): NavigationGate {
  let waiting: Waiting[] = [];
  let send: ((event: NavigationAutosaveEvent) => void) | null = null;

  const settleAll = (block: boolean) => {
    const settled = waiting;
    waiting = [];
    for (const entry of settled) entry.resolve(block);
  };

  return {
    connect(nextSend) {
      send = nextSend;
      return () => {
        if (send === nextSend) send = null;
        settleAll(false);
      };
    },
    request(to) {
      const machine = send;
      if (machine === null) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        waiting.push({ to, resolve });
        machine({ type: 'navigation.requested', to });
      });
    },
    release(to) {
      const settled = waiting;
      waiting = [];
      const chosen = settled.findLastIndex((entry) => entry.to === to);
      settled.forEach((entry, index) => entry.resolve(index !== chosen));
    },
  };
}

/** A location as the router's blocker describes it. */
export interface BlockerLocation {
  pathname: string;
  search: unknown;
}

/** The machine's destination for a location: its path plus its search, e.g. '/?tab=all'. */
export function navigationTarget({ pathname, search }: BlockerLocation): NavigationTarget {
  if (search === null || typeof search !== 'object') return pathname;
  const entries = Object.entries(search as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  return entries.length === 0 ? pathname : `${pathname}?${new URLSearchParams(entries).toString()}`;
}
