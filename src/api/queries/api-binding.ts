import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';

const boundClients = new WeakMap<QueryClient, ApiClient>();

/**
 * Ties the API client to a QueryClient, so the query and mutation factories stay free of it
 * (`projectQueries.list(filter)`, CONVENTIONS rule 5) and tests bind an msw-backed client. When the
 * session ends the cache is cleared: the next user never sees the last one's data (spec 01 section 8).
 * Returns the function that undoes both.
 */
export function bindApiClient(queryClient: QueryClient, api: ApiClient): () => void {
  boundClients.set(queryClient, api);
  let signedInAs = api.session.user()?.username ?? null;
  const unsubscribe = api.session.subscribe(() => {
    const now = api.session.user()?.username ?? null;
    if (now !== signedInAs && signedInAs !== null) queryClient.clear();
    signedInAs = now;
  });
  return () => {
    unsubscribe();
    if (boundClients.get(queryClient) === api) boundClients.delete(queryClient);
  };
}

/** The API client bound to `queryClient`; calling it unbound is a wiring mistake, so it throws. */
export function apiOf(queryClient: QueryClient): ApiClient {
  const api = boundClients.get(queryClient);
  if (!api) throw new Error('No API client is bound to this QueryClient: call bindApiClient(queryClient, api) at start.');
  return api;
}
