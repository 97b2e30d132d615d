import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getDashboardFigures } from '../calls/dashboard-figures';
import { addDashboard, changeDashboard, deleteDashboard, getDashboards } from '../calls/dashboards';
import type { Dashboard, DashboardChange } from '../calls/dashboards';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { projectScope } from './scopes';

const listKey = (prId: ProjectId) => [...projectScope(prId), 'dashboards'] as const;

/** Lays a saved dashboard over the cached list (in number order). */
function storeDashboard(client: QueryClient, prId: ProjectId, saved: Dashboard): void {
  client.setQueryData(listKey(prId), (list: Dashboard[] | undefined) =>
    [...(list ?? []).filter((entry) => entry.DbNumber !== saved.DbNumber), saved].sort((a, b) => a.DbNumber - b.DbNumber));
}

/** The user's dashboards of a project (spec 02 section 2), under the project's scope. */
export const dashboardQueries = {
  list: (prId: ProjectId) => queryOptions({
    queryKey: listKey(prId),
    queryFn: ({ client, signal }) => getDashboards(apiOf(client), prId, { signal }),
  }),
  /** Every widget's figures in one call. */
  figures: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'dashboardFigures'] as const,
    queryFn: ({ client, signal }) => getDashboardFigures(apiOf(client), prId, { signal }),
  }),
};

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
