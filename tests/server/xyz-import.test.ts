import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, createSession, gaugingTubeKind, getMeasurementPoints, memoryStorage, setMeasurementPoints, setProject, setProjectWithChilds } from '../../src/api';
import type { ApiClient } from '../../src/api';
import type { MeasurementPoint } from '../../src/domain/entities/measurement-point';
import { buildXyzPreview, buildXyzSavePlan, parseXyzBlock, xyzIssuesFromRefusal } from '../../src/grids/xyz/model';
import type { XyzPreview, XyzSavePlan } from '../../src/grids/xyz/model';
import { defaultAccount, forEachDatabase, startTestServer } from './harness';
import type { TestServer } from './harness';

const referencePlanes = [{ code: 'MV', description: 'Maaiveld' }, { code: 'BKB', description: 'Bovenkant buis' }];
const referenceTypes = [{ code: 'NAP', description: 'Normaal Amsterdams Peil' }, { code: 'TAW', description: 'Tweede Algemene Waterpassing' }];

/**
 * The batch XYZ import against the real server (spec 02 section 2): the screen reads the project's
 * points and tubes, previews the pasted block with the model, and saves the plan in ONE
 * SetProjectWithChilds call, which the server writes in one transaction or not at all.
 */
describe('batch XYZ import through SetProjectWithChilds (spec 01 sections 5 and 7, spec 02 section 2)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let api: ApiClient;

    async function newProject(code: string, system: string): Promise<number> {
      const [project] = await setProject(api, 'INSERT', { PrCode: code, PrName: `XYZ ${code}`, PrCoordinateSystem: system });
      if (typeof project?.PrID !== 'number') throw new Error('project not made');
      return project.PrID;
    }

    const projectTubes = async (prId: number) => (await gaugingTubeKind.get(api, { prId })).tblFilterTubes;

    /** What the screen does: read the project, preview the paste against it. */
    async function preview(prId: number, text: string, sourceSystem: string, projectSystem: string): Promise<XyzPreview> {
      const project = { points: await getMeasurementPoints(api, prId), gaugingTubes: await projectTubes(prId) };
      return buildXyzPreview(parseXyzBlock(text).rows, project, { sourceSystem, projectSystem, referencePlanes, referenceTypes });
    }

    function planOf(previewed: XyzPreview): XyzSavePlan {
      const plan = buildXyzSavePlan(previewed, { makeGuid: randomUUID });
      if (!plan.ok) throw new Error(`no plan: ${plan.reason}`);
      return plan.value;
    }

    const byName = (points: readonly MeasurementPoint[]) => new Map(points.map((point) => [point.MpName, point]));

    beforeAll(async () => {
      server = await startTestServer({ dialect });
      api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch });
      await api.signIn(defaultAccount);
    });
    afterAll(() => server.close());

    it('moves matched points from WGS84 into an RD project, adds new ones and their gauging tubes, in one call', async () => {
      const prId = await newProject('XYZ-RD', 'EPSG:28992');
      const stored = await setMeasurementPoints(api, prId, 'INSERT', [
        { MpName: 'B1', MpXCoord: 150000, MpYCoord: 460000, MpZCoord: 1.5, MpReferencePlaneTypeCode: 'MV', MpTypeCode: 'B' },
        { MpName: 'B2', MpXCoord: 150010, MpYCoord: 460010, MpTypeCode: 'PB' },
        { MpName: 'Pg3', MpXCoord: 150020, MpYCoord: 460020, MpTypeCode: 'B' },
      ]);
      const b2 = byName(stored).get('B2')?.MpGuid ?? '';
      await gaugingTubeKind.set(api, { prId, mpGuid: b2 }, 'INSERT', [{ FtName: 'B2-1', FtFrom: 100, FtTo: 200 }]);

      const previewed = await preview(prId, [
        'Naam\tX\tY\tZ\tPeilbuis\tReferentievlak\tReferentietype',
        'b1\t5.38720621\t52.15517440', // Amersfoort (RDNAPTRANS), no Z: the stored Z stays
        'B2\t5.38\t52.15\t0.8\tja\tBKB\tNAP', // already has a tube
        'PG3\t5.39\t52.16\t0.5\tja', // gets its first tube
        'N1\t5.4\t52.17\t0.25\tja\tMaaiveld',
        'N2\t5.41\t52.18',
      ].join('\r\n'), 'EPSG:4326', 'EPSG:28992');
      expect(previewed.counts).toEqual({ total: 5, new: 2, updated: 3, invalid: 0, gaugingTubes: 2 });

      const plan = planOf(previewed);
      const answer = await setProjectWithChilds(api, prId, plan.velddata);
      expect(answer.tblFilterTubes?.map((tube) => tube.FtName).sort()).toEqual(['N1-1', 'Pg3-1']);

      const points = byName(await getMeasurementPoints(api, prId));
      expect(points.size).toBe(5);
      for (const row of previewed.rows) {
        const point = points.get(row.match?.MpName ?? row.name);
        expect([point?.MpXCoord, point?.MpYCoord], row.name).toEqual([row.target?.x, row.target?.y]);
      }
      expect(points.get('B1')).toMatchObject({
        MpXCoord: 155000.18, MpYCoord: 463000.23, MpZCoord: 1.5, MpReferencePlaneTypeCode: 'MV', MpTypeCode: 'B',
        MpPointGeometry: 'POINT (155000.18 463000.23 1.5)',
      });
      expect(points.get('B2')).toMatchObject({ MpZCoord: 0.8, MpReferencePlaneTypeCode: 'BKB', MpReferencePointTypeCode: 'NAP' });
      expect(points.get('N1')).toMatchObject({ MpTypeCode: 'PB', MpZCoord: 0.25, MpReferencePlaneTypeCode: 'MV' });
      expect(points.get('N2')?.MpTypeCode ?? null).toBeNull();

      const tubesOf = async () => {
        const ids = new Map([...points.values()].map((point) => [point.MpID, point.MpName]));
        return (await projectTubes(prId)).map((tube) => [ids.get(tube.MpID), tube.FtName]).sort();
      };
      expect(await tubesOf()).toEqual([['B2', 'B2-1'], ['N1', 'N1-1'], ['Pg3', 'Pg3-1']]);

      // The same paste again finds every point and every tube: nothing new, no second tube.
      const again = await preview(prId, 'N1\t5.4\t52.17\t0.25\tja\nPg3\t5.39\t52.16\t0.5\tja', 'EPSG:4326', 'EPSG:28992');
      expect(again.counts).toEqual({ total: 2, new: 0, updated: 2, invalid: 0, gaugingTubes: 0 });
      await setProjectWithChilds(api, prId, planOf(again).velddata);
      expect(await tubesOf()).toEqual([['B2', 'B2-1'], ['N1', 'N1-1'], ['Pg3', 'Pg3-1']]);
    });

    it('moves points between RD and Belgian Lambert 72 at Baarle-Nassau (RD 123000 384000 = BL72 188808.16 237317.16)', async () => {
      const prId = await newProject('XYZ-BL72', 'EPSG:31370');
      const previewed = await preview(prId, 'BN1\t123000\t384000\t12.5\t\t\tTAW', 'EPSG:28992', 'EPSG:31370');
      await setProjectWithChilds(api, prId, planOf(previewed).velddata);
      expect(await getMeasurementPoints(api, prId)).toEqual([expect.objectContaining({
        MpName: 'BN1', MpXCoord: 188808.16, MpYCoord: 237317.16, MpZCoord: 12.5, MpReferencePointTypeCode: 'TAW',
        MpPointGeometry: 'POINT (188808.16 237317.16 12.5)',
      })]);

      const back = await preview(prId, 'bn1\t188808.16\t237317.16', 'EPSG:31370', 'EPSG:28992');
      expect(back.rows[0]?.target).toEqual({ x: 123000, y: 384000 });
    });

    it('writes nothing when the server refuses one row, and puts its issue back on the pasted row', async () => {
      const prId = await newProject('XYZ-REFUSED', 'EPSG:28992');
      await setMeasurementPoints(api, prId, 'INSERT', [{ MpName: 'K1', MpXCoord: 150000, MpYCoord: 460000 }]);
      const previewed = await preview(prId, 'K1\t151000\t461000\nK2\t152000\t462000\t1\tja\nK3\t153000\t463000', 'EPSG:28992', 'EPSG:28992');
      expect(previewed.counts).toMatchObject({ new: 2, updated: 1, invalid: 0 });
      // Meanwhile someone else adds a point named K3.
      await setMeasurementPoints(api, prId, 'INSERT', [{ MpName: 'k3', MpXCoord: 154000, MpYCoord: 464000 }]);

      const plan = planOf(previewed);
      const outcome: unknown = await setProjectWithChilds(api, prId, plan.velddata).then(() => 'saved', (reason: unknown) => reason);
      if (!(outcome instanceof ApiError)) throw new Error(`expected a refusal, got ${String(outcome)}`);
      expect(outcome.kind).toBe('refused');
      const placed = xyzIssuesFromRefusal(outcome.issues, plan);
      expect([...placed.bySourceRow]).toEqual([[3, [expect.objectContaining({ field: 'name', code: 'validation.unique' })]]]);
      expect(placed.unplaced).toEqual([]);

      const points = await getMeasurementPoints(api, prId);
      expect(points.map((point) => [point.MpName, point.MpXCoord, point.MpYCoord])).toEqual([['K1', 150000, 460000], ['k3', 154000, 464000]]);
      expect(await projectTubes(prId)).toEqual([]);
    });
  });
});
