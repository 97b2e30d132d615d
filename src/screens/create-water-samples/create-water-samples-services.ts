import type { QueryClient } from '@tanstack/react-query';
import type { CreateWaterSamplesServices } from '../../../machines/create-water-samples';
import { getProjectWaterSamples, setWaterSamples } from '../../api/calls/water-samples';
import { apiOf } from '../../api/queries/api-binding';
import { writeWaterSamplesToCache } from '../../api/queries/sample-mutations';
import type { WaterSample } from '../../domain/entities/water-sample';
import { newGuid } from '../../domain/wire/new-guid';

/**
 * The create-water-samples machine's services on the real data service: the project's sample names
 * fresh from the server (GetWaterSamples of the project: names must be free project-wide), and one
 * SetWaterSamples INSERT per sample under its tube, put into the tube's cached samples.
 */
export function createWaterSamplesServices(client: QueryClient): CreateWaterSamplesServices {
  return {
    fetchSampleNames: async ({ projectId }) =>
      (await getProjectWaterSamples(apiOf(client), projectId)).map((sample) => String(sample.WsName ?? '')),
    createSample: async ({ projectId, sample }) => {
      const placement = { prId: projectId, mpGuid: sample.tube.mpGuid, ftGuid: sample.tube.ftGuid };
      const rows = [sample.row as WaterSample];
      const answer = await setWaterSamples(apiOf(client), placement, 'INSERT', rows);
      await writeWaterSamplesToCache(client, placement, { action: 'INSERT', rows }, answer);
    },
    newGuid: () => newGuid(),
  };
}
