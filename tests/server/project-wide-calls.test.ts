import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getMeasurementPoints, getProjectWaterSamples, layerKind } from '../../src/api';
import { useContractProject } from './contract-project-session';
import { forEachDatabase } from './harness';

describe('the project-wide calls of the soil information grid and the create water samples screen', () => {
  forEachDatabase((dialect) => {
    const session = useContractProject(dialect);

    const depths = async () => (await getMeasurementPoints(session.api, session.story.prId)).map((point) => [point.MpGuid, point.MpDepth]);

    /** Gives P2 (no layers in the contract project) one layer from 0 to `to` cm, and answers its GUID. */
    const layerUnderP2 = async (to: number): Promise<string> => {
      const laGuid = randomUUID();
      const inserted = await layerKind.set(session.api, { prId: session.story.prId }, 'INSERT', [{ MpGuid: session.story.p2, LaGuid: laGuid, LaFrom: 0, LaTo: to }]);
      expect(inserted.tblLayers.map((layer) => [layer.LaGuid, layer.LaTo])).toEqual([[laGuid, to]]);
      return laGuid;
    };

    it('SetLayers without a point writes layers of several points in one call, each point\'s depth following its layers', async () => {
      const [first] = session.story.layers.tblLayers;
      const second = await layerUnderP2(70);
      await layerKind.set(session.api, { prId: session.story.prId }, 'UPDATE', [
        { MpGuid: session.story.p1, LaGuid: first?.LaGuid, LaLutumPerc: 40 },
        { MpGuid: session.story.p2, LaGuid: second, LaTo: 90 },
      ]);
      const layers = (await layerKind.get(session.api, { prId: session.story.prId })).tblLayers;
      expect(layers).toHaveLength(3);
      expect(layers.find((layer) => layer.LaGuid === first?.LaGuid)?.LaSoilTypeCode).toBe('K');
      expect(await depths()).toEqual([[session.story.p1, 120], [session.story.p2, 90]]);
    });

    it('refuses an overlap in one point and writes nothing for the others', async () => {
      const second = await layerUnderP2(90);
      const before = (await layerKind.get(session.api, { prId: session.story.prId })).tblLayers;
      const [first] = session.story.layers.tblLayers;
      const refused = layerKind.set(session.api, { prId: session.story.prId }, 'UPDATE', [
        { MpGuid: session.story.p1, LaGuid: first?.LaGuid, LaTo: 80 },
        { MpGuid: session.story.p2, LaGuid: second, LaTo: 95 },
      ]);
      await expect(refused).rejects.toMatchObject({ kind: 'refused' });
      expect((await layerKind.get(session.api, { prId: session.story.prId })).tblLayers).toEqual(before);
    });

    it('deletes layers of any point of the project by GUID', async () => {
      const second = await layerUnderP2(90);
      await layerKind.set(session.api, { prId: session.story.prId }, 'DELETE', [{ LaGuid: second }]);
      expect((await layerKind.get(session.api, { prId: session.story.prId })).tblLayers.map((layer) => layer.MpID)).toEqual(session.story.layers.tblLayers.map((layer) => layer.MpID));
    });

    it('GetWaterSamples without a point reads every sample name of the project', async () => {
      const names = (await getProjectWaterSamples(session.api, session.story.prId)).map((sample) => sample.WsName).sort();
      expect(names).toEqual(['P1-1-1', 'P2-OW']);
    });
  });
});
