import { queryOptions } from '@tanstack/react-query';
import type { ProjectUserSelection, ProjectListFilter } from '../calls/projects';
import { getProjects, getSingleProject, getUsers } from '../calls/projects';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { keyRoots, prefetchedReadStaleTime, projectScope } from './scopes';

/** Project queries (spec 01 section 2: the project list's two tabs and the project screen). */
export const projectQueries = {
  all: () => keyRoots.projects,
  lists: () => [...keyRoots.projects, 'list'] as const,
  /** GetProjects: 'mine' or 'all'. */
  list: (filter: ProjectListFilter) => queryOptions({
    queryKey: [...projectQueries.lists(), filter] as const,
    queryFn: ({ client, signal }) => getProjects(apiOf(client), filter, { signal }),
  }),
  /** Everything cached about one project: invalidate or remove it as a whole. */
  scope: (prId: ProjectId) => projectScope(prId),
  /**
   * GetSingleProject: the project's row, null when the answer holds none. The project route fetches
   * it on the way in; the breadcrumb and the widgets and maps that mount after share that answer.
   */
  detail: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'detail'] as const,
    queryFn: ({ client, signal }) => getSingleProject(apiOf(client), prId, { signal }),
    staleTime: prefetchedReadStaleTime,
  }),
  /** GetUsers: the project's pinned or not-pinned users (spec 02 section 7). */
  users: (prId: ProjectId, selection: ProjectUserSelection) => queryOptions({
    queryKey: [...projectScope(prId), 'users', selection] as const,
    queryFn: ({ client, signal }) => getUsers(apiOf(client), prId, selection, { signal }),
  }),
};
