import { MutationObserver } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getMeasurementPointsWithChilds } from '../../api/calls/measurement-points';
import { apiOf } from '../../api/queries/api-binding';
import { pointMutations } from '../../api/queries/point-mutations';
import { pointQueries } from '../../api/queries/point-queries';
import { projectMutations } from '../../api/queries/project-mutations';
import { projectQueries } from '../../api/queries/project-queries';
import type { CopyMoveServices } from '../../../machines/copy-move';
import type { MeasurementPoint } from '../../domain/entities/measurement-point';
import { newGuid } from '../../domain/wire/new-guid';

const systemOf = (project: { PrCoordinateSystem?: string | null } | null) => project?.PrCoordinateSystem || null;

/**
 * The copy/move machine's services on the real data service (spec 01 sections 4 and 7), through the
 * query factories so the caches stay right: the source points with GetMeasurementPointWithChilds
 * (';'-separated GUIDs), the target's project and point names fresh from the server (a stale list
 * could give a copy a name already taken), the save through SetProjectWithChilds' mutation (which
 * refetches everything of the target) and the delete through SetMeasurementPoints DELETE (which
 * drops the deleted points' queries); the project lists refetch after either, as their counts change.
 */
export function copyMoveServices(client: QueryClient): CopyMoveServices {
  return {
    fetchSource: async ({ projectId, pointGuids }) => {
      const [project, tables] = await Promise.all([
        client.fetchQuery({ ...projectQueries.detail(projectId), staleTime: 0 }),
        getMeasurementPointsWithChilds(apiOf(client), projectId, pointGuids),
      ]);
      return { coordinateSystem: systemOf(project), tables };
    },
    fetchDestination: async ({ projectId }) => {
      const project = await client.fetchQuery({ ...projectQueries.detail(projectId), staleTime: 0 });
      if (!project) return null;
      const points = await client.fetchQuery({ ...pointQueries.list(projectId), staleTime: 0 });
      return { coordinateSystem: systemOf(project), pointNames: points.flatMap((point) => (typeof point.MpName === 'string' ? [point.MpName] : [])) };
    },
    saveCopies: async ({ projectId, velddata }) => {
      await new MutationObserver(client, projectMutations.saveTree(projectId)).mutate(velddata);
      await client.invalidateQueries({ queryKey: projectQueries.lists() });
    },
    deletePoints: async ({ projectId, pointGuids }) => {
      const rows: MeasurementPoint[] = pointGuids.map((MpGuid) => ({ MpGuid }));
      await new MutationObserver(client, pointMutations.saveMany(projectId)).mutate({ action: 'DELETE', rows });
      await client.invalidateQueries({ queryKey: projectQueries.detail(projectId).queryKey });
      await client.invalidateQueries({ queryKey: projectQueries.lists() });
    },
    newGuid: () => newGuid(),
  };
}
