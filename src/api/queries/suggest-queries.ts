import { queryOptions } from '@tanstack/react-query';
import { getMeasurementPoints, getMeasurementPointsWithChilds } from '../calls/measurement-points';
import { suggestInputOf } from '../../domain/suggest/suggest-input';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { projectScope } from './scopes';

/** Suggest analysis samples' query keys, under the project's scope (CONVENTIONS rule 5). */
const suggestKeys = {
  input: (prId: ProjectId) => [...projectScope(prId), 'suggestInput'] as const,
};

/** What the algorithm chooses from: the project's points with their layers and jars (spec 02 section 7, inputContent). */
export const suggestQueries = {
  input: (prId: ProjectId) => queryOptions({
    queryKey: suggestKeys.input(prId),
    queryFn: async ({ client, signal }) => {
      const points = await getMeasurementPoints(apiOf(client), prId, { signal });
      const tree = await getMeasurementPointsWithChilds(apiOf(client), prId, points.flatMap((point) => (point.MpGuid ? [point.MpGuid] : [])), { signal });
      return suggestInputOf({ points: tree.tblMeasurementPoints, layers: tree.tblLayers, jars: tree.tblJars });
    },
  }),
};
