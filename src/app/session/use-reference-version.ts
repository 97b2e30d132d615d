import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { getReferenceVersion } from '../../api/calls/reference-version';
import { apiOf } from '../../api/queries/api-binding';
import { keyRoots } from '../../api/queries/scopes';

/**
 * Code lists and templates are cached for the day (spec 01 section 9), yet a change the
 * application manager saves takes effect on the next screen: at every navigation the licence's
 * version is asked, and when it moved the day caches are dropped, so the screen loads them again.
 */
export function useReferenceVersion(enabled: boolean): void {
  const client = useQueryClient();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getReferenceVersion(apiOf(client), { signal: controller.signal }).then((version) => {
      if (seen.current !== null && seen.current !== version) {
        void client.invalidateQueries({ queryKey: keyRoots.codeLists });
        void client.invalidateQueries({ queryKey: keyRoots.templates });
      }
      seen.current = version;
    }, () => undefined);
    return () => controller.abort();
  }, [client, enabled, path]);
}
