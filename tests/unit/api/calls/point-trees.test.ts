import { describe, expect, it } from 'vitest';
import { getMeasurementPointsWithChilds, pointsPerTreeRead } from '../../../../src/api/calls/measurement-points';
import { answerPost, readAnswer, testClient, useMswServer } from '../msw-harness';
import type { SeenRequest } from '../msw-harness';

const server = useMswServer();

describe('reading a selection of points with their children (spec 01 sections 4 and 7)', () => {
  it('asks GetMeasurementPointWithChilds for the GUIDs separated by ;, 100 a call, and puts the answers together', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/ITWDataRestService_V1_0/GetMeasurementPointWithChilds', (body) => {
      const guids = String((body.Parameters as Record<string, unknown>).MeasurementPointGuid).split(';');
      return readAnswer({
        tblMeasurementPoints: guids.map((guid) => ({ MpGuid: guid, MpName: guid.toUpperCase() })),
        tblLayers: guids.map((guid) => ({ LaGuid: `la-${guid}`, LaFrom: 0, LaTo: 50 })),
      });
    }));
    const { api } = testClient();
    const guids = Array.from({ length: pointsPerTreeRead + 1 }, (_, index) => `p${index}`);
    const tree = await getMeasurementPointsWithChilds(api, 12, guids);
    expect(seen.map((request) => (request.body.Parameters as Record<string, unknown>).MeasurementPointGuid)).toEqual([
      guids.slice(0, 100).join(';'), 'p100',
    ]);
    expect(seen[0]?.body.Parameters).toMatchObject({ ProjectID: '12' });
    expect(tree.tblMeasurementPoints.map((point) => point.MpGuid)).toEqual(guids);
    expect(tree.tblLayers).toHaveLength(101);
    expect(tree.tblJars).toEqual([]);
  });
});
