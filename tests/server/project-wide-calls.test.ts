import { describe, expect, it } from 'vitest';
import { getMeasurementPoints, getProjectWaterSamples, layerKind } from '../../src/api';
import { useContractProject } from './contract-project-session';
import { forEachDatabase } from './harness';

describe('the project-wide calls of the soil information grid and the create water samples screen', () => {
  forEachDatabase((dialect) => {
    const session = useContractProject(dialect);

    const depths = async () => (await getMeasurementPoints(session.api, session.story.prId)).map((point) => [point.MpGuid, point.MpDepth]);

    it('SetLayers without a point writes layers of several points in one call, each point\'s depth following its layers', async () => {
      const [first] = session.story.layers.tblLayers;
      const inserted = await layerKind.set(session.api, { prId: session.story.prId }, 'INSERT', [{ MpGuid: session.story.p2, LaGuid: 'a0000000-0000-4000-8000-000000000001', LaFrom: 0, LaTo: 70 }]);
      expect(inserted.tblLayers.map((layer) => [layer.LaGuid, layer.LaTo])).toEqual([['a0000000-0000-4000-8000-000000000001', 70]]);
      await layerKind.set(session.api, { prId: session.story.prId }, 'UPDATE', [
        { MpGuid: session.story.p1, LaGuid: first?.LaGuid, LaLutumPerc: 40 },
        { MpGuid: session.story.p2, LaGuid: 'a0000000-0000-4000-8000-000000000001', LaTo: 90 },
      ]);
      const layers = (await layerKind.get(session.api, { prId: session.story.prId })).tblLayers;
      expect(layers).toHaveLength(3);
      expect(layers.find((layer) => layer.LaGuid === first?.LaGuid)?.LaSoilTypeCode).toBe('K');
      expect(await depths()).toEqual([[session.story.p1, 120], [session.story.p2, 90]]);
    });

    it('refuses an overlap in one point and writes nothing for the others', async () => {
      const before = (await layerKind.get(session.api, { prId: session.story.prId })).tblLayers;
      const [first] = session.story.layers.tblLayers;
      const refused = layerKind.set(session.api, { prId: session.story.prId }, 'UPDATE', [
        { MpGuid: session.story.p1, LaGuid: first?.LaGuid, LaTo: 80 },
        { MpGuid: session.story.p2, LaGuid: 'a0000000-0000-4000-8000-000000000001', LaTo: 95 },
      ]);
      await expect(refused).rejects.toMatchObject({ kind: 'refused' });
      expect((await layerKind.get(session.api, { prId: session.story.prId })).tblLayers).toEqual(before);
    });

    it('deletes layers of any point of the project by GUID', async () => {
      await layerKind.set(session.api, { prId: session.story.prId }, 'DELETE', [{ LaGuid: 'a0000000-0000-4000-8000-000000000001' }]);
      expect(((await layerKind.get(session.api, { prId: session.story.prId })).tblLayers).map((layer) => layer.MpID)).toEqual(session.story.layers.tblLayers.map((layer) => layer.MpID));
    });

    it('GetWaterSamples without a point reads every sample name of the project', async () => {
      const names = (await getProjectWaterSamples(session.api, session.story.prId)).map((sample) => sample.WsName).sort();
      expect(names).toEqual(['P1-1-1', 'P2-OW']);
    });
  });
});
