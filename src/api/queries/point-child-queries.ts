import { queryOptions } from '@tanstack/react-query';
import { getFinishings } from '../calls/finishings';
import { getGaugingTubes } from '../calls/gauging-tubes';
import { getLayers } from '../calls/layers';
import { getSoilSamples } from '../calls/soil-samples';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { pointScope } from './scopes';

/** A point's soil layers (GetLayers' tblLayers, spec 01 section 7). */
export const layerQueries = {
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

/** A point's gauging tubes (GetGaugingTubes' tblFilterTubes). */
export const gaugingTubeQueries = {
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
