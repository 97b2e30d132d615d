import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/http';
import type { SessionState } from '../api/session';
import type { Language } from '../domain/language/language-codes';

/** The API client of the app (provided once by src/app/providers.tsx). */
export const ApiClientContext = createContext<ApiClient | null>(null);

/** The wire-contract client, for calls outside the query factories (sign-in, ValidateProjectCode). */
export function useApiClient(): ApiClient {
  const api = useContext(ApiClientContext);
  if (!api) throw new Error('useApiClient needs the ApiClientContext of the app shell');
  return api;
}

/** The session as it is now (user and language); re-renders on sign-in, sign-out and language change. */
export function useSessionState(): SessionState {
  const { session } = useApiClient();
  return useSyncExternalStore(session.subscribe, session.state);
}

/** The interface language, stored as 2 letters (spec 01 section 1). */
export function useLanguage(): Language {
  return useSessionState().language;
}
