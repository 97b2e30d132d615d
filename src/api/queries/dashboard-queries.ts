import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getDashboardFigures } from '../calls/dashboard-figures';
import { addDashboard, changeDashboard, deleteDashboard, getDashboards } from '../calls/dashboards';
import type { Dashboard, DashboardChange } from '../calls/dashboards';
import type { WidgetKind } from '../../domain/dashboard/widget-kinds';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { pointQueries } from './point-queries';
import { overviewKey, prefetchedReadStaleTime, projectScope } from './scopes';

const listKey = (prId: ProjectId) => [...projectScope(prId), 'dashboards'] as const;

/** Lays a saved dashboard over the cached list (in number order). */
function storeDashboard(client: QueryClient, prId: ProjectId, saved: Dashboard): void {
  client.setQueryData(listKey(prId), (list: Dashboard[] | undefined) =>
    [...(list ?? []).filter((entry) => entry.DbNumber !== saved.DbNumber), saved].sort((a, b) => a.DbNumber - b.DbNumber));
}

/** The user's dashboards of a project (spec 02 section 2), under the project's scope. */
export const dashboardQueries = {
  /** Fetched by the route on the way in; the screen that mounts a moment later uses that answer (writes update it in place). */
  list: (prId: ProjectId) => queryOptions({
    queryKey: listKey(prId),
    queryFn: ({ client, signal }) => getDashboards(apiOf(client), prId, { signal }),
    staleTime: prefetchedReadStaleTime,
  }),
  /**
   * Every widget's figures in one call; summed up over the overview tables' rows, so keyed as an
   * overview that any write makes stale.
   */
  figures: (prId: ProjectId) => queryOptions({
    queryKey: overviewKey(prId, 'dashboardFigures'),
    queryFn: ({ client, signal }) => getDashboardFigures(apiOf(client), prId, { signal }),
    staleTime: prefetchedReadStaleTime,
  }),
};

/** The widgets drawn from GetDashboardFigures: the graph, project info's point count and the five info widgets. */
const figureWidgets: ReadonlySet<WidgetKind> = new Set<WidgetKind>(['waterSamplesGraph', 'projectInfo', 'groundwaterInfo', 'locationVisits', 'groundAir', 'soilInfo', 'surfaceSamples']);

/**
 * Starts a dashboard's two long reads — the figures and the map's markers — for the widgets it holds,
 * as soon as its layout is known rather than once the widgets' code has loaded and drawn them.
 */
export function prefetchWidgetReads(client: QueryClient, prId: ProjectId, widgets: readonly { kind: WidgetKind }[]): void {
  if (widgets.some((widget) => figureWidgets.has(widget.kind))) void client.prefetchQuery(dashboardQueries.figures(prId));
  if (widgets.some((widget) => widget.kind === 'pointMap')) void client.prefetchQuery(pointQueries.markers(prId));
}

/** Add, change (rename, widgets) and delete a dashboard; each updates the cached list. */
export const dashboardMutations = {
  add: (prId: ProjectId) => mutationOptions({
    mutationFn: (name: string, { client }) => addDashboard(apiOf(client), prId, name),
    onSuccess: (saved, _name, _result, { client }) => storeDashboard(client, prId, saved),
  }),
  change: (prId: ProjectId) => mutationOptions({
    mutationFn: (change: DashboardChange, { client }) => changeDashboard(apiOf(client), prId, change),
    onSuccess: (saved, _change, _result, { client }) => storeDashboard(client, prId, saved),
  }),
  remove: (prId: ProjectId) => mutationOptions({
    mutationFn: (number: number, { client }) => deleteDashboard(apiOf(client), prId, number),
    onSuccess: (_answer, number, _result, { client }) => {
      client.setQueryData(listKey(prId), (list: Dashboard[] | undefined) => (list ?? []).filter((entry) => entry.DbNumber !== number));
    },
  }),
};
