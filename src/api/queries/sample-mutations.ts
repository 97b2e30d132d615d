import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Bottle } from '../../domain/entities/bottle';
import type { Observation } from '../../domain/entities/observation';
import type { WaterSample } from '../../domain/entities/water-sample';
import { setWaterSampleBottles } from '../calls/bottles';
import type { SampleRef } from '../calls/bottles';
import { setWaterSamples, transferWaterSamples } from '../calls/water-samples';
import type { SamplePlacement, WaterSampleTables } from '../calls/water-samples';
import { apiOf } from './api-binding';
import { invalidateOverviews, listWriteMutation } from './list-mutation';
import { mergeRows } from './row-cache';
import type { RowsWrite } from './row-cache';
import { bottleQueries, waterSampleQueries } from './sample-queries';
import { placementScope, pointScope } from './scopes';

/** A SetWaterSamples: the sample rows and, on INSERT or UPDATE, their observations. */
export interface WaterSampleWrite extends RowsWrite<WaterSample> {
  observations?: readonly Observation[];
}

/** A transfer: which samples move, from where to where (spec 02 section 7). */
export interface WaterSampleTransfer {
  from: SamplePlacement;
  to: SamplePlacement;
  rows: readonly WaterSample[];
}

async function afterSampleWrite(client: QueryClient, placement: SamplePlacement): Promise<void> {
  // Observations and bottles have no GUID of their own to merge by: the placement is refetched.
  await client.invalidateQueries({ queryKey: placementScope(placement.prId, placement.mpGuid, placement.ftGuid) });
  await client.invalidateQueries({ queryKey: [...pointScope(placement.prId, placement.mpGuid), 'tree'] });
  await invalidateOverviews(client, placement.prId);
}

/** Puts a SetWaterSamples answer into the placement's cached tables, then refetches what cannot be merged. */
export async function writeWaterSamplesToCache(client: QueryClient, placement: SamplePlacement, write: WaterSampleWrite, answer: WaterSampleTables): Promise<void> {
  client.setQueryData(waterSampleQueries.ofPlacement(placement).queryKey, (current) => current === undefined ? undefined : {
    ...current, tblWaterSamples: mergeRows(current.tblWaterSamples, write, answer.tblWaterSamples, 'WsGuid'),
  });
  await afterSampleWrite(client, placement);
}

/** Water and air sample mutations (spec 01 section 7, spec 02 section 7). */
export const waterSampleMutations = {
  save: (placement: SamplePlacement) => mutationOptions({
    mutationKey: [...waterSampleQueries.ofPlacement(placement).queryKey, 'save'],
    mutationFn: (write: WaterSampleWrite, context) =>
      setWaterSamples(apiOf(context.client), placement, write.action, write.rows, write.observations ?? []),
    onSuccess: (answer, write, _onMutateResult, { client }) => writeWaterSamplesToCache(client, placement, write, answer),
  }),
  /** transferWaterSamples: resolves false when the server refused the move (nothing moved, nothing refetched). */
  transfer: () => mutationOptions({
    mutationKey: ['transferWaterSamples'],
    mutationFn: (transfer: WaterSampleTransfer, context) => transferWaterSamples(apiOf(context.client), transfer.to, transfer.rows),
    onSuccess: async (moved, transfer, _onMutateResult, { client }) => {
      if (!moved) return;
      await afterSampleWrite(client, transfer.from);
      await afterSampleWrite(client, transfer.to);
    },
  }),
};

/** Bottles (or air packaging) of one sample (SetWaterSampleBottles); variables {action, rows}. */
export const bottleMutations = {
  save: (sample: SampleRef) => listWriteMutation<Bottle, Bottle[]>({
    listKey: bottleQueries.ofSample(sample).queryKey,
    guidField: 'BoGuid',
    write: (api, { action, rows }) => setWaterSampleBottles(api, sample, action, rows),
    rowsOf: (answer) => answer,
    afterWrite: (client) => client.invalidateQueries({ queryKey: waterSampleQueries.ofPlacement(sample).queryKey }),
  }),
};
