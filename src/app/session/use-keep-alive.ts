import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountQueries } from '../../api/queries/account-queries';
import { keepAliveIntervalMs, userActiveForMs } from '../../domain/auth/account-constants';
import { useApiClient, useSessionState } from '../../ui/services-context';

/** Input that shows the user is at work. */
const activityEvents = ['keydown', 'pointerdown', 'wheel', 'input'] as const;

/**
 * The keep-alive (spec 02 sections 7 and 9): while signed in, once when the page opens and then
 * every interval (30 s unless the server says otherwise) — only while the page is visible and the
 * user touched it in the last five minutes — POST /token/postUpdateKeepAliveToken. The server
 * counts the seat with it, so the beat at opening keeps a reloaded page's seat without waiting a
 * whole interval; a blocked account's keep-alive is refused and the client ends the session
 * (src/app/app-services.ts).
 */
export function useKeepAlive(): void {
  const api = useApiClient();
  const { user } = useSessionState();
  const settings = useQuery({ ...accountQueries.settings(), enabled: user !== null });
  const intervalMs = (settings.data?.keepAliveSeconds ?? keepAliveIntervalMs / 1000) * 1000;
  // Until the server's interval is known the beat waits, so opening a page sends one keep-alive, not two.
  const ready = user !== null && !settings.isPending;

  useEffect(() => {
    if (!ready) return undefined;
    let lastActive = Date.now();
    const touched = () => { lastActive = Date.now(); };
    for (const name of activityEvents) window.addEventListener(name, touched, { passive: true, capture: true });
    const beat = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastActive > userActiveForMs) return;
      // A failed keep-alive (offline) is tried again at the next interval; a refused one ends the session inside keepAlive.
      api.keepAlive().catch(() => undefined);
    };
    beat();
    const timer = window.setInterval(beat, intervalMs);
    return () => {
      window.clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, touched, { capture: true });
    };
  }, [api, ready, intervalMs]);
}
