import { queryOptions } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getMeasurementPoints, getMeasurementPointWithChilds } from '../calls/measurement-points';
import type { PointTree } from '../calls/measurement-points';
import { getMapPoints, mapPointsViewname } from '../calls/views';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { finishingKind, gaugingTubeKind, layerKind, soilSampleKind } from '../kinds/point-child-kinds';
import { overviewKey, pointKeys, pointScope, prefetchedReadStaleTime } from './scopes';

function seedWhenMissing(client: QueryClient, queryKey: QueryKey, rows: unknown): void {
  if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, rows);
}

/**
 * The point screen shows the point with its layers, soil samples, tubes and finishings (spec 01
 * section 2): one GetMeasurementPointWithChilds fills the lists that are not cached yet, so the
 * screen costs one round trip rather than five.
 */
function seedPointLists(client: QueryClient, prId: ProjectId, mpGuid: string, tree: PointTree): void {
  seedWhenMissing(client, [...pointScope(prId, mpGuid), 'tree'], tree);
  seedWhenMissing(client, layerKind.list({ prId, mpGuid }).queryKey, tree.tblLayers);
  seedWhenMissing(client, soilSampleKind.list({ prId, mpGuid }).queryKey, tree.tblJars);
  seedWhenMissing(client, gaugingTubeKind.list({ prId, mpGuid }).queryKey, tree.tblFilterTubes);
  seedWhenMissing(client, finishingKind.list({ prId, mpGuid }).queryKey, tree.tblFinishings);
}

/** Measurement point queries (spec 01 section 2: the point list and the point screen). */
export const pointQueries = {
  /** GetMeasurementPoints: every point of the project. */
  list: (prId: ProjectId) => queryOptions({
    queryKey: pointKeys.list(prId),
    queryFn: ({ client, signal }) => getMeasurementPoints(apiOf(client), prId, { signal }),
  }),
  /**
   * The map's markers: guid, name and X/Y of every point (GetQuerryResponse 'vwMapPoints'); keyed as
   * an overview, so any write of the project refreshes it.
   */
  markers: (prId: ProjectId) => queryOptions({
    queryKey: overviewKey(prId, mapPointsViewname),
    queryFn: ({ client, signal }) => getMapPoints(apiOf(client), prId, { signal }),
    staleTime: prefetchedReadStaleTime,
  }),
  /** Everything cached about one point. */
  scope: (prId: ProjectId, mpGuid: string) => pointScope(prId, mpGuid),
  /** One point's row (null when the answer lacks it); its child lists are cached on the way. */
  detail: (prId: ProjectId, mpGuid: string) => queryOptions({
    queryKey: pointKeys.detail(prId, mpGuid),
    queryFn: async ({ client, signal }) => {
      const tree = await getMeasurementPointWithChilds(apiOf(client), prId, mpGuid, { signal });
      seedPointLists(client, prId, mpGuid, tree);
      return tree.tblMeasurementPoints.find((row) => row.MpGuid === mpGuid) ?? null;
    },
  }),
  /** GetMeasurementPointWithChilds: the point with every table under it (copies, borelog). */
  tree: (prId: ProjectId, mpGuid: string) => queryOptions({
    queryKey: [...pointScope(prId, mpGuid), 'tree'] as const,
    queryFn: ({ client, signal }) => getMeasurementPointWithChilds(apiOf(client), prId, mpGuid, { signal }),
  }),
};
