import { queryOptions } from '@tanstack/react-query';
import { getFinishings } from '../calls/finishings';
import { getGaugingTubes, getProjectGaugingTubes } from '../calls/gauging-tubes';
import { getLayers, getProjectLayers } from '../calls/layers';
import { getSoilSamples } from '../calls/soil-samples';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { pointScope, projectScope } from './scopes';

/** Soil layers (GetLayers' tblLayers, spec 01 section 7): a point's, or the whole project's. */
export const layerQueries = {
  /** Every layer of the project, for the soil information overview's grid. */
  ofProject: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'layers'] as const,
    queryFn: ({ client, signal }) => getProjectLayers(apiOf(client), prId, { signal }),
  }),
  ofPoint: (prId: ProjectId, mpGuid: string) => queryOptions({
    queryKey: [...pointScope(prId, mpGuid), 'layers'] as const,
    queryFn: async ({ client, signal }) => (await getLayers(apiOf(client), prId, mpGuid, { signal })).tblLayers,
  }),
};

/** A point's soil samples (GetSoilSamples' tblJars). */
export const soilSampleQueries = {
  ofPoint: (prId: ProjectId, mpGuid: string) => queryOptions({
    queryKey: [...pointScope(prId, mpGuid), 'soilSamples'] as const,
    queryFn: async ({ client, signal }) => (await getSoilSamples(apiOf(client), prId, mpGuid, { signal })).tblJars,
  }),
};

/** Gauging tubes (GetGaugingTubes' tblFilterTubes): a point's, or the whole project's. */
export const gaugingTubeQueries = {
  /** Every tube of the project (GetGaugingTubes without a point), e.g. for the XYZ import. */
  ofProject: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'gaugingTubes'] as const,
    queryFn: ({ client, signal }) => getProjectGaugingTubes(apiOf(client), prId, { signal }),
  }),
  ofPoint: (prId: ProjectId, mpGuid: string) => queryOptions({
    queryKey: [...pointScope(prId, mpGuid), 'gaugingTubes'] as const,
    queryFn: async ({ client, signal }) => (await getGaugingTubes(apiOf(client), prId, mpGuid, { signal })).tblFilterTubes,
  }),
};

/** A point's finishings (GetFinishings' tblFinishings). */
export const finishingQueries = {
  ofPoint: (prId: ProjectId, mpGuid: string) => queryOptions({
    queryKey: [...pointScope(prId, mpGuid), 'finishings'] as const,
    queryFn: async ({ client, signal }) => (await getFinishings(apiOf(client), prId, mpGuid, { signal })).tblFinishings,
  }),
};
