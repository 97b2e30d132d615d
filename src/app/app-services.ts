import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { isApiError } from '../api/errors';
import { createApiClient } from '../api/http';
import type { ApiClient, SignedOutEvent } from '../api/http';
import { bindApiClient } from '../api/queries/api-binding';
import { createSession } from '../api/session';
import type { Session } from '../api/session';
import { languageFromLocale } from '../domain/language/language-codes';
import { createCommandTargets } from '../ui/commands/command-targets';
import type { CommandTargets } from '../ui/commands/command-targets';
import { createActiveGridRegistry } from '../ui/editing/active-grid';
import type { ActiveGridRegistry } from '../ui/editing/active-grid';
import type { ActiveScreenRegistry } from '../ui/editing/active-screen';
import { createActiveScreenRegistry } from '../ui/editing/active-screen';
import { followSessionLanguage } from './language';
import { createDraftStore } from '../ui/navigation/drafts';
import type { DraftStore, KeyValueStorage } from '../ui/navigation/drafts';
import { createNoticeStore } from '../ui/notices/notice-store';
import type { NoticeStore } from '../ui/notices/notice-store';
import { errorNotice } from '../ui/notices/notices-context';
import { createAppRouter } from './router';
import type { AppRouter } from './router';
import { syncStoredVersions } from './stored-versions';

/** Everything the app shares, built once at start. */
export interface AppServices {
  session: Session;
  api: ApiClient;
  queryClient: QueryClient;
  draftStore: DraftStore;
  registry: ActiveScreenRegistry;
  /** The grid on view, for the grid commands. */
  grids: ActiveGridRegistry;
  /** What the screen on view offers the commands (its record, its selection). */
  commandTargets: CommandTargets;
  notices: NoticeStore;
  router: AppRouter;
}

/** What the app starts from: the browser's storage and locale; `history` and `fetch` for tests. */
export interface AppServicesOptions {
  storage: KeyValueStorage;
  browserLocale: string | undefined;
  history?: RouterHistory;
  fetch?: typeof fetch;
}

/** The server's catalogue key for a blocked account. */
const blockedMessageKey = 'server.auth.accountBlocked';

/** Calls that failed for a reason a second try cannot fix are not retried (only no-answer ones are). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.kind !== 'network') return false;
  return failureCount < 2;
}

/**
 * Builds the app's services: the session in `storage` (language from
 * the session, else the browser locale), the API client whose rejected sessions send the user to
 * /login, the query cache bound to it, the draft store with the local cache cleared (spec 01
 * section 4: 'The local cache is cleared at start'), the versions key written (spec 02 section 3),
 * the notice store and the router.
 */
export function createAppServices({ storage, browserLocale, history, fetch }: AppServicesOptions): AppServices {
  const session = createSession(storage, languageFromLocale(browserLocale));
  const draftStore = createDraftStore(storage);
  draftStore.clearLocalCache();
  syncStoredVersions(storage);
  const notices = createNoticeStore();
  const registry = createActiveScreenRegistry();
  const grids = createActiveGridRegistry();
  const commandTargets = createCommandTargets();
  const queryClient = new QueryClient({
    defaultOptions: {
      // Field data is edited here: a refetch on every window focus would redraw forms under the user.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

  let router: AppRouter | null = null;
  const onSignedOut = (event: SignedOutEvent) => {
    // Signing out on purpose goes through /logout, which navigates itself.
    if (event.reason !== 'rejected' || router === null) return;
    // A blocked account sees the blocked-account screen (spec 02 sections 2 and 6), not the sign-in form.
    if (event.error?.messageKey === blockedMessageKey) {
      void router.navigate({ to: '/blocked', replace: true });
      return;
    }
    if (event.error) notices.notify(errorNotice(event.error));
    const here = router.state.location;
    if (here.pathname === '/login') return;
    void router.navigate({ to: '/login', search: { redirect: here.href } });
  };
  const api = createApiClient({ session, onSignedOut, ...(fetch ? { fetch } : {}) });
  bindApiClient(queryClient, api);
  followSessionLanguage(session);

  router = createAppRouter({ context: { queryClient, api, session }, ...(history ? { history } : {}) });
  return { session, api, queryClient, draftStore, registry, grids, commandTargets, notices, router };
}
