import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated';

/** /account: my account, the user menu's first entry (spec 02 sections 2 and 7). */
export const myAccountRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'account',
  component: lazyRouteComponent(() => import('../../screens/user-menu/MyAccountScreen'), 'MyAccountScreen'),
});

/** /statistics: the licence's management statistics, the application manager's (spec 02 section 2, user menu). */
export const managementStatisticsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'statistics',
  component: lazyRouteComponent(() => import('../../screens/user-menu/ManagementStatisticsScreen'), 'ManagementStatisticsScreen'),
});
