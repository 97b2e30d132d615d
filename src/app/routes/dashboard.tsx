import { createRoute } from '@tanstack/react-router';
import { dashboardQueries, prefetchWidgetReads } from '../../api/queries/dashboard-queries';
import { homeDashboardNumber } from '../../domain/dashboard/home-dashboard';
import { preloadWidgetCode } from '../../screens/dashboard/widgets/widget-code';
import { idSegment, routeParams } from '../../ui/routes/param-schemas';
import { lazyView } from './lazy-view';
import { projectRoute } from './projects';

/**
 * /project/$projectId/dashboard/$dashboardId? (spec 02 section 2): the user's dashboard of the
 * project; without an id the Home Dashboard, 1 (spec 02 section 9). The dashboards are fetched on
 * the way in, and then the long reads of the shown dashboard's widgets and the code of its map and
 * graph (not awaited: the screen shows its own loading and 'dashboard not found').
 */
export const dashboardRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'dashboard/{-$dashboardId}',
  params: routeParams(
    { dashboardId: idSegment.optional().transform((id) => id ?? homeDashboardNumber) },
    ({ dashboardId }) => ({ dashboardId: String(dashboardId) }),
  ),
  staticData: { crumb: 'dashboard' },
  loader: ({ context, params }) => {
    const { queryClient } = context;
    void queryClient.fetchQuery(dashboardQueries.list(params.projectId)).then((dashboards) => {
      const widgets = dashboards.find((entry) => entry.DbNumber === params.dashboardId)?.DbLayout ?? [];
      prefetchWidgetReads(queryClient, params.projectId, widgets);
      preloadWidgetCode(widgets);
    }, () => undefined);
  },
  component: lazyView(() => import('./components/dashboard-view'), 'DashboardView'),
});
