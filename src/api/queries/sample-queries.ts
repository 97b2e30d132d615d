import { queryOptions } from '@tanstack/react-query';
import { getWaterSampleBottles } from '../calls/bottles';
import type { SampleRef } from '../calls/bottles';
import { getWaterSamples } from '../calls/water-samples';
import type { SamplePlacement } from '../calls/water-samples';
import { apiOf } from './api-binding';
import { placementScope } from './scopes';

/**
 * Water and air samples of one placement (spec 01 section 2: under a tube, or the point's surface
 * samples) with their observations and bottles, as GetWaterSamples answers them.
 */
export const waterSampleQueries = {
  ofPlacement: (placement: SamplePlacement) => queryOptions({
    queryKey: [...placementScope(placement.prId, placement.mpGuid, placement.ftGuid), 'list'] as const,
    queryFn: ({ client, signal }) => getWaterSamples(apiOf(client), placement, { signal }),
  }),
};

/** Bottles (or air packaging) of one sample (GetWaterSampleBottles' tblBottles, spec 02 section 7). */
export const bottleQueries = {
  ofSample: (sample: SampleRef) => queryOptions({
    queryKey: [...placementScope(sample.prId, sample.mpGuid, sample.ftGuid), 'sample', sample.wsGuid, 'bottles'] as const,
    queryFn: async ({ client, signal }) => (await getWaterSampleBottles(apiOf(client), sample, { signal })).tblBottles,
  }),
};
