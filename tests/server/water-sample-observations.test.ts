import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createSession, getWaterSamples, memoryStorage, setWaterSamples } from '../../src/api';
import type { ApiClient } from '../../src/api';
import { defaultAccount, forEachDatabase, startTestServer } from './harness';
import type { TestServer } from './harness';
import { writeContractProject } from './client-contract-fixtures';
import type { ContractProject } from './client-contract-fixtures';

describe('SetWaterSamples observations from the sample grid (issue 6: observations as columns)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let api: ApiClient;
    let story: ContractProject;

    beforeAll(async () => {
      server = await startTestServer({ dialect });
      api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch, onSignedOut: () => undefined });
      await api.signIn(defaultAccount);
      story = await writeContractProject(api);
    });
    afterAll(() => server.close());

    it('replaces a property sent with a value, and clears a property sent without one, in one UPDATE', async () => {
      const placement = { prId: story.prId, mpGuid: story.p1, ftGuid: story.ftGuid };
      const wsGuid = story.sampleRef.wsGuid;
      const before = await getWaterSamples(api, placement);
      expect(before.tblObservation.map((row) => row.ObPropertyCode)).toEqual(['PH']);

      const answer = await setWaterSamples(api, placement, 'UPDATE', [{ WsGuid: wsGuid }], [
        { WsGuid: wsGuid, ObPropertyCode: 'PH', ObMeasurementValue: null, ObMeasurementUnit: 0 },
        { WsGuid: wsGuid, ObPropertyCode: 'EC', ObMeasurementValue: 910, ObMeasurementUnit: 101, ObObservationDate: '2024-05-03T00:00:00' },
      ]);
      expect(answer.tblObservation.map((row) => [row.ObPropertyCode, Number(row.ObMeasurementValue), row.ObMeasurementUnit])).toEqual([['EC', 910, 101]]);
      const after = await getWaterSamples(api, placement);
      expect(after.tblObservation).toEqual(answer.tblObservation);
      expect(after.tblWaterSamples.map((row) => row.WsName)).toEqual(before.tblWaterSamples.map((row) => row.WsName));
    });
  });
});
