import { createContext, useContext, useMemo } from 'react';
import { useSessionState } from '../services-context';
import type { DraftKey, DraftStore } from './drafts';

/** The app's draft store (provided once by src/app/providers.tsx). */
export const DraftStoreContext = createContext<DraftStore | null>(null);

/**
 * The drafts of unsaved edits: a screen reads its draft on return
 * (`readDraft(key)`) to offer a restore, and discards it once restored or refused.
 */
export function useDraftStore(): DraftStore {
  const store = useContext(DraftStoreContext);
  if (!store) throw new Error('useDraftStore needs the DraftStoreContext of the app shell');
  return store;
}

/** The `user` part of a draft key: licence and user name, so two accounts never share drafts. */
function draftUser(user: { licenceNumber: number; username: string }): string {
  return `${user.licenceNumber}:${user.username.toLowerCase()}`;
}

/**
 * The draft key of the signed-in user's edits to `recordGuid` on the screen of route `route`
 * (say '/project/$projectId/measurementPoint/$measurementPointId'); null when signed out.
 */
export function useDraftKey(route: string, recordGuid: string): DraftKey | null {
  const { user } = useSessionState();
  const owner = user ? draftUser(user) : null;
  return useMemo(() => (owner === null ? null : { route, recordGuid, user: owner }), [owner, route, recordGuid]);
}
