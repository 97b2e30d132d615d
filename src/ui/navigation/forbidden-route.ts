import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useNotices } from '../notices/notices-context';

/** Spec 01 section 9: 'Forbidden-route delay 3000 ms'. */
export const forbiddenAlertDelayMs = 3000;

/** The alert's translation key ('this route is forbidden by a global before hook', spec 01 section 2). */
export const forbiddenAlertKey = 'system.forbidden.alert';

/** The route id of /forbidden. */
const forbiddenRouteId = '/forbidden';

/**
 * The global before-hook of spec 01 section 2: navigating to /forbidden is blocked, and the alert
 * appears after 3000 ms in the shell's notice area (role=alert).
 */
export function useForbiddenRouteGuard(): void {
  const { notify } = useNotices();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useBlocker({
    shouldBlockFn: ({ next }) => {
      if (next.routeId !== forbiddenRouteId) return false;
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        notify({ kind: 'error', messageKey: forbiddenAlertKey });
      }, forbiddenAlertDelayMs);
      timers.current.add(timer);
      return true;
    },
    enableBeforeUnload: false,
  });
}
