import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/http';
import type { Session } from '../../api/session';

/**
 * What every route's beforeLoad and loader may use (TanStack Router context): the query cache
 * for `ensureQueryData(factory(id))`, the API client and session for the sign-in guards.
 */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  session: Session;
  /**
   * The path (without the /Web base) of the screen shown before the navigation being loaded;
   * undefined on the first load. Spec 01 section 2: 'unless the user came from the overview'.
   */
  previousPath: () => string | undefined;
}
