import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient, createSession, getMeasurementPoints, getProjectLayers, getProjectWaterSamples, memoryStorage, setProjectLayers,
} from '../../src/api';
import type { ApiClient } from '../../src/api';
import { defaultAccount, forEachDatabase, startTestServer } from './harness';
import type { TestServer } from './harness';
import { writeContractProject } from './client-contract-fixtures';
import type { ContractProject } from './client-contract-fixtures';

describe('the project-wide calls of the soil information grid and the create water samples screen (issue 6)', () => {
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

    const depths = async () => (await getMeasurementPoints(api, story.prId)).map((point) => [point.MpGuid, point.MpDepth]);

    it('SetLayers without a point writes layers of several points in one call, each point\'s depth following its layers', async () => {
      const [first] = story.layers.tblLayers;
      const inserted = await setProjectLayers(api, story.prId, 'INSERT', [{ MpGuid: story.p2, LaGuid: 'a0000000-0000-4000-8000-000000000001', LaFrom: 0, LaTo: 70 }]);
      expect(inserted.tblLayers.map((layer) => [layer.LaGuid, layer.LaTo])).toEqual([['a0000000-0000-4000-8000-000000000001', 70]]);
      await setProjectLayers(api, story.prId, 'UPDATE', [
        { MpGuid: story.p1, LaGuid: first?.LaGuid, LaLutumPerc: 40 },
        { MpGuid: story.p2, LaGuid: 'a0000000-0000-4000-8000-000000000001', LaTo: 90 },
      ]);
      const layers = await getProjectLayers(api, story.prId);
      expect(layers).toHaveLength(3);
      expect(layers.find((layer) => layer.LaGuid === first?.LaGuid)?.LaSoilTypeCode).toBe('K');
      expect(await depths()).toEqual([[story.p1, 120], [story.p2, 90]]);
    });

    it('refuses an overlap in one point and writes nothing for the others', async () => {
      const before = await getProjectLayers(api, story.prId);
      const [first] = story.layers.tblLayers;
      const refused = setProjectLayers(api, story.prId, 'UPDATE', [
        { MpGuid: story.p1, LaGuid: first?.LaGuid, LaTo: 80 },
        { MpGuid: story.p2, LaGuid: 'a0000000-0000-4000-8000-000000000001', LaTo: 95 },
      ]);
      await expect(refused).rejects.toMatchObject({ kind: 'refused' });
      expect(await getProjectLayers(api, story.prId)).toEqual(before);
    });

    it('deletes layers of any point of the project by GUID', async () => {
      await setProjectLayers(api, story.prId, 'DELETE', [{ LaGuid: 'a0000000-0000-4000-8000-000000000001' }]);
      expect((await getProjectLayers(api, story.prId)).map((layer) => layer.MpID)).toEqual(story.layers.tblLayers.map((layer) => layer.MpID));
    });

    it('GetWaterSamples without a point reads every sample name of the project', async () => {
      const names = (await getProjectWaterSamples(api, story.prId)).map((sample) => sample.WsName).sort();
      expect(names).toEqual(['P1-1-1', 'P2-OW']);
    });
  });
});
