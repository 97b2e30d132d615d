import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Project } from '../../domain/entities/project';
import { setProject, setProjectWithChilds, unpinAndPinProject } from '../calls/projects';
import type { VeldDataRows } from '../calls/projects';
import type { ProjectId, WriteAction } from '../envelope';
import { apiOf } from './api-binding';
import { projectQueries } from './project-queries';
import { mergeRows } from './row-cache';
import { keyRoots, projectScope } from './scopes';

/** A SetProject: the action and the project (on DELETE its PrCode, PrID and PrGuid matter). */
export interface ProjectWrite {
  action: WriteAction;
  project: Project;
}

/**
 * Puts a SetProject answer into the cache: each answered project becomes its detail and is merged
 * into the cached lists; a deleted project leaves the lists and all its queries are dropped. The
 * lists are then refetched, since which tab a project belongs to is the server's call.
 */
async function writeProjectToCache(client: QueryClient, write: ProjectWrite, answered: readonly Project[]): Promise<void> {
  client.setQueriesData<Project[]>({ queryKey: projectQueries.lists() }, (current) =>
    current === undefined ? undefined : mergeRows(current, { action: write.action, rows: [write.project] }, answered, 'PrGuid'));
  if (write.action === 'DELETE' && write.project.PrID !== null && write.project.PrID !== undefined) {
    client.removeQueries({ queryKey: projectScope(write.project.PrID) });
  }
  for (const project of answered) {
    if (project.PrID !== null && project.PrID !== undefined) client.setQueryData(projectQueries.detail(project.PrID).queryKey, project);
  }
  await client.invalidateQueries({ queryKey: projectQueries.lists() });
}

/** Project mutations (spec 01 sections 2 and 4: new, save, delete, pin; copies through SetProjectWithChilds). */
export const projectMutations = {
  save: () => mutationOptions({
    mutationKey: [...keyRoots.projects, 'save'],
    mutationFn: (variables: ProjectWrite, context) => setProject(apiOf(context.client), variables.action, variables.project),
    onSuccess: (answered, variables, _onMutateResult, context) => writeProjectToCache(context.client, variables, answered),
  }),
  /** UnpinAndPinProject for a user (the signed-in one when userToPin is their name). */
  pin: () => mutationOptions({
    mutationKey: [...keyRoots.projects, 'pin'],
    mutationFn: (variables: { prId: ProjectId; enabled: boolean; userToPin: string }, context) =>
      unpinAndPinProject(apiOf(context.client), variables.prId, variables.enabled, variables.userToPin),
    onSuccess: async (_answer, variables, _onMutateResult, { client }) => {
      await client.invalidateQueries({ queryKey: projectQueries.lists() });
      await client.invalidateQueries({ queryKey: [...projectScope(variables.prId), 'users'] });
      await client.invalidateQueries({ queryKey: projectQueries.detail(variables.prId).queryKey });
    },
  }),
  /** SetProjectWithChilds: a whole tree into one project; everything cached about it is refetched. */
  saveTree: (prId: ProjectId) => mutationOptions({
    mutationKey: [...projectScope(prId), 'saveTree'],
    mutationFn: (velddata: VeldDataRows, context) => setProjectWithChilds(apiOf(context.client), prId, velddata),
    onSuccess: (_answer, _variables, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: projectScope(prId) }),
  }),
};
