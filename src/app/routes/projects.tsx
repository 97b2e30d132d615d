import { createRoute, redirect } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import * as z from 'zod';
import { projectQueries } from '../../api/queries/project-queries';
import { settingQueries } from '../../api/queries/reference-queries';
import { authenticatedRoute } from './authenticated';
import { defaultViewSettingName, projectLanding } from './default-view';
import { homeDashboardNumber } from '../../domain/dashboard/home-dashboard';
import { defaultOverviewId, idSegment, routeParams } from '../../ui/routes/param-schemas';

/** The project list's tabs live in the URL, so a bookmark opens the same tab (CONVENTIONS rule 4). */
const projectListSearch = z.object({ tab: z.enum(['mine', 'all']).default('mine').catch('mine') });

/** / : the project list with 'my projects' and 'all projects' (spec 01 section 2). */
export const projectListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  validateSearch: projectListSearch,
  component: lazyView(() => import('./components/project-list-view'), 'ProjectListView'),
});

/**
 * /project/$projectId and everything under it. The project row is fetched on the way in, so the
 * breadcrumb and the screens share one GetSingleProject (not awaited: screens show their own
 * loading and errors).
 */
export const projectRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'project/$projectId',
  params: routeParams({ projectId: idSegment }, ({ projectId }) => ({ projectId: String(projectId) })),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(projectQueries.detail(params.projectId));
  },
});

/**
 * The project detail screen. Before entering, the user's defaultView setting is read (spec 01
 * section 2): 'table' opens the overview 108 instead, unless the user came from the overview;
 * 'dashboard' opens the Home Dashboard 1, unless the user came from the dashboard.
 * A setting that cannot be read leaves the user on the detail screen.
 */
export const projectIndexRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: '/',
  beforeLoad: async ({ context, params }) => {
    const previousPath = context.previousPath();
    const setting = await context.queryClient.fetchQuery({ ...settingQueries.byName(defaultViewSettingName), staleTime: 60_000 }).catch(() => null);
    const landing = projectLanding(setting, previousPath, params.projectId);
    if (landing === 'overview') {
      throw redirect({
        to: '/project/$projectId/overview/{-$overviewId}/{-$mpGuid}',
        params: { projectId: params.projectId, overviewId: defaultOverviewId },
        replace: true,
      });
    }
    if (landing === 'dashboard') {
      throw redirect({
        to: '/project/$projectId/dashboard/{-$dashboardId}',
        params: { projectId: params.projectId, dashboardId: homeDashboardNumber },
        replace: true,
      });
    }
  },
  component: lazyView(() => import('./components/project-views'), 'ProjectView'),
});
