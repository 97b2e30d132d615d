import { describe, expect, it } from 'vitest';
import { setMeasurementPoint, setMeasurementPoints } from '../../../../src/api/calls/measurement-points';
import { answerPost, readAnswer, testClient, useMswServer, writeAnswer } from '../msw-harness';
import type { SeenRequest } from '../msw-harness';
import { finishingKind, gaugingTubeKind, layerKind, soilSampleKind } from '../../../../src/api/kinds/point-child-kinds';

const server = useMswServer();
const path = (call: string) => `/ITWDataRestService_V1_0/${call}`;

describe('point and point-child calls (spec 01 section 7)', () => {
  it('SetLayers sends {PrID, MpGuid, Layers} and answers the typed layers and synced point', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('SetLayers'), writeAnswer({
      tblLayers: [{ LaGuid: 'la-1', LaFrom: 0, LaTo: 120 }], tblMeasurementPoints: [{ MpGuid: 'mp-1', MpDepth: 120 }],
    })));
    const { api } = testClient();
    const answer = await layerKind.set(api, { prId: 12, mpGuid: 'mp-1' }, 'INSERT', [{ LaGuid: 'la-1', LaFrom: 0, LaTo: 120 }]);
    expect(seen[0]?.body).toMatchObject({ data: { PrID: '12', MpGuid: 'mp-1', Layers: [{ LaGuid: 'la-1', LaFrom: 0, LaTo: 120 }] }, action: 'INSERT' });
    expect(answer.tblLayers).toEqual([{ LaGuid: 'la-1', LaFrom: 0, LaTo: 120 }]);
    expect(answer.tblMeasurementPoints[0]?.MpDepth).toBe(120);
  });

  it('DELETE sends only the GUIDs under the spec\'s field of each family', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      answerPost(seen, path('SetLayers'), writeAnswer({})), answerPost(seen, path('SetSoilSamples'), writeAnswer({})),
      answerPost(seen, path('SetGaugingTubes'), writeAnswer({})), answerPost(seen, path('SetFinishings'), writeAnswer({})),
    );
    const { api } = testClient();
    await layerKind.set(api, { prId: 1, mpGuid: 'mp' }, 'DELETE', [{ LaGuid: 'a', LaFrom: 0 }, { LaGuid: 'b' }, { LaFrom: 5 }]);
    await soilSampleKind.set(api, { prId: 1, mpGuid: 'mp' }, 'DELETE', [{ JrGuid: 'j' }]);
    await gaugingTubeKind.set(api, { prId: 1, mpGuid: 'mp' }, 'DELETE', [{ FtGuid: 'f' }]);
    await finishingKind.set(api, { prId: 1, mpGuid: 'mp' }, 'DELETE', [{ FiGuid: 'i' }]);
    expect(seen.map((request) => request.body.data)).toEqual([
      { PrID: '1', MpGuid: 'mp', DeleteLaGuid: ['a', 'b'] },
      { PrID: '1', MpGuid: 'mp', JrGuid: ['j'] },
      { PrID: '1', MpGuid: 'mp', FtGuid: ['f'] },
      { PrID: '1', MpGuid: 'mp', FiGuid: ['i'] },
    ]);
  });

  it('SetMeasurementPoints sends MeasurementPoints on UPDATE and MpGuids on DELETE', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('SetMeasurementPoints'), writeAnswer({ tblMeasurementPoints: [] })));
    const { api } = testClient();
    await setMeasurementPoints(api, 12, 'UPDATE', [{ MpGuid: 'a', MpName: 'B01' }]);
    await setMeasurementPoints(api, '12', 'DELETE', [{ MpGuid: 'a' }, { MpGuid: 'b' }]);
    expect(seen[0]?.body).toMatchObject({ data: { PrID: '12', MeasurementPoints: [{ MpGuid: 'a', MpName: 'B01', PrID: '12' }] }, action: 'UPDATE' });
    expect(seen[1]?.body).toMatchObject({ data: { PrID: '12', MpGuids: ['a', 'b'] }, action: 'DELETE' });
  });

  it('SetMeasurementPoint sends the point with PrID, and only PrID and MpGuid on DELETE', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('SetMeasurementPoint'), writeAnswer({ tblMeasurementPoints: [] })));
    const { api } = testClient();
    await setMeasurementPoint(api, 3, 'UPDATE', { MpGuid: 'a', MpName: 'B02' });
    await setMeasurementPoint(api, 3, 'DELETE', { MpGuid: 'a', MpName: 'B02' });
    expect(seen.map((request) => request.body.data)).toEqual([{ MpGuid: 'a', MpName: 'B02', PrID: '3' }, { PrID: '3', MpGuid: 'a' }]);
  });

  it('GetLayers asks for one point of one project', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('GetLayers'), readAnswer({ tblLayers: [{ LaGuid: 'x' }] })));
    const { api } = testClient();
    expect((await layerKind.get(api, { prId: 12, mpGuid: 'mp-1' })).tblLayers).toEqual([{ LaGuid: 'x' }]);
    expect(seen[0]?.body.Parameters).toEqual({ ExportFormat: 'json', ProjectID: '12', MeasurementPointGuid: 'mp-1' });
  });

  it('GetGaugingTubes without a point asks for every tube of the project', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('GetGaugingTubes'), readAnswer({ tblFilterTubes: [{ FtGuid: 'f1', MpID: 1 }, { FtGuid: 'f2', MpID: 2 }] })));
    const { api } = testClient();
    expect((await gaugingTubeKind.get(api, { prId: 12 })).tblFilterTubes).toEqual([{ FtGuid: 'f1', MpID: 1 }, { FtGuid: 'f2', MpID: 2 }]);
    expect(seen[0]?.body.Parameters).toEqual({ ExportFormat: 'json', ProjectID: '12' });
  });
});
