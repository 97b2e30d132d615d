import { prefetchedReadStaleTime } from '../../api/queries/scopes';

/**
 * How stale a tab panel's read is. One answered since the tab opened is the read the tab started
 * beside its saved mode (prefetchTabData), fresh as long as a route's read on the way in, so the panel
 * that mounts once the mode is known does not ask again; an older answer is read again on mount.
 */
export function readSinceTabOpened(openedAt: number) {
  return (query: { state: { dataUpdatedAt: number } }) => (query.state.dataUpdatedAt >= openedAt ? prefetchedReadStaleTime : 0);
}
