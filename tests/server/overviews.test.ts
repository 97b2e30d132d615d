import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntityRows } from '../../server/db/repositories/entity-rows';
import { generateDemoProject } from '../../server/seed/demo-project';
import { forEachDatabase, startTestServer } from './harness';
import type { Session, TestServer } from './harness';
import { licenceIdOf, storeDemoProject } from './overview-fixtures';

const getOverviews = '/ITWViewRestService_V1_0/GetOverviewQueries';
const getTable = '/ITWViewRestService_V1_0/GetQuerryResponse';

type Row = Record<string, unknown>;
interface TableAnswer { ResultCode: string; ResultMessage: string; ErrorId?: string; Content: { Table: Row[] } | null }
interface Overview { OverviewID: number; Viewname: string; TitleKey: string; Columns: { Name: string; LabelKey: string }[] }

const demo = generateDemoProject({ seed: 11, points: 120, projectCode: 'OVERVIEW' });
const tubeSamples = demo.points.flatMap((entry) => entry.tubes.flatMap(({ samples }) => samples.map((sample) => ({ entry, sample }))));
const surfaceSamples = demo.points.flatMap((entry) => entry.surfaceSamples.map((sample) => ({ entry, sample })));
const observationOf = (sample: (typeof tubeSamples)[number]['sample'], code: string) =>
  Number(sample.observations.find((observation) => observation.ObPropertyCode === code)?.ObMeasurementValue);

describe('overview queries (spec 01 section 7, GetOverviewQueries and GetQuerryResponse)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    let stranger: Session;
    let demoId = 0;
    let handId = 0;
    let strangerProjectId = 0;

    beforeAll(async () => {
      server = await startTestServer({ dialect });
      session = await server.login();
      const other = await server.addUser({ licenceNumber: 2000, username: 'stranger' });
      stranger = await server.login(other);
      const licenceId = await licenceIdOf(server.db, 1000);
      demoId = await storeDemoProject(server.db, licenceId, demo);
      strangerProjectId = await storeDemoProject(server.db, other.licenceId, generateDemoProject({ seed: 3, points: 5, projectCode: 'OTHER' }));

      // A small project with exact values: lower-case matrices, codes on a layer, two pH readings.
      const [project] = await insertEntityRows(server.db, 'project', [{ PrCode: 'HAND' }], { LicenceID: licenceId });
      handId = Number(project?.PrID);
      await insertEntityRows(server.db, 'sublocation', [{ SlGuid: 'sl-hand', SlName: 'Tankput' }], { PrID: handId });
      const points = await insertEntityRows(server.db, 'measurementPoint', [
        { MpGuid: 'mp-2', MpName: 'P2' }, { MpGuid: 'mp-1', MpName: 'P1', SlGuid: 'sl-hand' },
      ], { PrID: handId });
      const p1 = Number(points[1]?.MpID);
      await insertEntityRows(server.db, 'layer', [
        { LaFrom: 50, LaTo: 120, LaSoilTypeCode: 'K', LaAdditive1TypeCode: 'z', LaAdditive1GradationCode: '3' },
        { LaFrom: 0, LaTo: 50, LaSoilTypeCode: 'Z', LaAdditive1TypeCode: 's', LaAdditive1GradationCode: '1', LaAdditive2TypeCode: 'h', LaAdditive2GradationCode: '2' },
      ], { MpID: p1 });
      const [tube] = await insertEntityRows(server.db, 'filterTube', [{ FtName: 'P1-1', FtFrom: 100, FtTo: 200 }], { MpID: p1 });
      const samples = await insertEntityRows(server.db, 'waterSample', [
        { WsGuid: 'ws-gw', WsName: 'P1-1-1', WsMatrixCode: 'gw', FtID: tube?.FtID },
        { WsGuid: 'ws-air', WsName: 'P1-1-A', WsMatrixCode: ' bl ', FtID: tube?.FtID },
        { WsGuid: 'ws-ow', WsName: 'P1-OW', WsMatrixCode: null },
      ], { MpID: p1 });
      const gwId = Number(samples[0]?.WsID);
      await insertEntityRows(server.db, 'observation', [
        { WsID: gwId, ObPropertyCode: 'PH', ObMeasurementValue: '6.1' },
        { WsID: gwId, ObPropertyCode: 'EC', ObMeasurementValue: 'n.b.' },
        { WsID: gwId, ObPropertyCode: 'PH', ObMeasurementValue: '7.2' },
      ]);
    });
    afterAll(() => server.close());

    const table = async (viewname: string, param: Record<string, unknown>) => {
      const answer = await session.call<TableAnswer>(getTable, { Viewname: viewname, Param: param });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.ResultCode, answer.text).toBe('Export_Succes');
      return answer.body.Content?.Table ?? [];
    };

    it('lists the overviews with 108 for measurement points, ids unique, columns titled', async () => {
      const answer = await session.call<{ ResultCode: string; Content: Overview[] }>(getOverviews, {});
      expect(answer.body.ResultCode).toBe('Export_Succes');
      const byId = new Map(answer.body.Content.map((overview) => [overview.OverviewID, overview.Viewname]));
      expect([...byId]).toEqual([
        [113, 'vwLocationVisits'], [109, 'vwSoilInformation'], [110, 'vwGroundwaterInformation'],
        [108, 'vwMeasurementPoints'], [111, 'vwSurfaceSamples'], [112, 'vwGroundAir'],
      ]);
      for (const overview of answer.body.Content) {
        expect(overview.TitleKey).toMatch(/^overview\.\w+$/);
        expect(overview.Columns.length).toBeGreaterThan(1);
        for (const column of overview.Columns) expect(column.LabelKey).toMatch(/^(field|overview\.column)\.\w+$/);
      }
    });

    it('answers one row per point with counts of layers, jars, tubes and samples (108)', async () => {
      const rows = await table('vwMeasurementPoints', { ProjectID: String(demoId) });
      expect(rows).toHaveLength(demo.points.length);
      expect(rows.map((row) => row.MpName)).toEqual(demo.points.map(({ point }) => point.MpName));
      for (const [index, entry] of demo.points.entries()) {
        const samples = [...entry.tubes.flatMap(({ samples: s }) => s), ...entry.surfaceSamples];
        const air = samples.filter(({ sample }) => sample.WsMatrixCode === 'BL').length;
        expect(rows[index], String(entry.point.MpName)).toMatchObject({
          MpGuid: entry.point.MpGuid, MpXCoord: entry.point.MpXCoord, MpTypeCode: entry.point.MpTypeCode,
          LayerCount: entry.layers.length, JarCount: entry.jars.length, FilterTubeCount: entry.tubes.length,
          WaterSampleCount: samples.length - air, AirSampleCount: air,
        });
      }
      const hand = await table('vwMeasurementPoints', { ProjectID: handId });
      expect(hand.map((row) => [row.MpName, row.SlName, row.LayerCount, row.WaterSampleCount, row.AirSampleCount])).toEqual([
        ['P1', 'Tankput', 2, 2, 1], ['P2', null, 0, 0, 0],
      ]);
    });

    it('answers one row per layer with its point, top down, and the soil name from its codes (109)', async () => {
      const rows = await table('vwSoilInformation', { ProjectID: demoId });
      expect(rows).toHaveLength(demo.points.reduce((sum, entry) => sum + entry.layers.length, 0));
      const first = demo.points[0];
      expect(rows.slice(0, first?.layers.length).map((row) => [row.MpName, row.LaFrom, row.LaTo])).toEqual(first?.layers.map((layer) => [first.point.MpName, layer.LaFrom, layer.LaTo]));
      const hand = await table('vwSoilInformation', { ProjectID: handId });
      expect(hand.map((row) => [row.MpName, row.LaFrom, row.LaTo, row.LaSoilName])).toEqual([['P1', 0, 50, 'Zs1h2'], ['P1', 50, 120, 'Kz3']]);
    });

    it('answers tube water samples with point, tube and the main observations as columns (110)', async () => {
      const water = tubeSamples.filter(({ sample }) => sample.sample.WsMatrixCode !== 'BL');
      const rows = await table('vwGroundwaterInformation', { ProjectID: demoId });
      expect(rows).toHaveLength(water.length);
      for (const { entry, sample } of water) {
        const row = rows.find((candidate) => candidate.WsGuid === sample.sample.WsGuid);
        expect(row).toMatchObject({
          MpName: entry.point.MpName, FtName: entry.tubes[0]?.tube.FtName, WsName: sample.sample.WsName, WsPumpTypeCode: 'PERI',
          PH: observationOf(sample, 'PH'), EC: observationOf(sample, 'EC'), TEMP: observationOf(sample, 'TEMP'), GWL: observationOf(sample, 'GWL'),
        });
      }
      const hand = await table('vwGroundwaterInformation', { ProjectID: handId });
      expect(hand.map((row) => [row.WsName, row.FtName, row.PH, row.EC, row.TEMP])).toEqual([['P1-1-1', 'P1-1', 7.2, 'n.b.', null]]);
    });

    it('answers surface samples (111) and ground air (112) apart from groundwater', async () => {
      expect(surfaceSamples.length).toBeGreaterThan(0);
      const surface = await table('vwSurfaceSamples', { ProjectID: demoId });
      expect(surface.map((row) => row.WsGuid).sort()).toEqual(surfaceSamples.map(({ sample }) => sample.sample.WsGuid).sort());
      expect(surface.every((row) => row.FtID === null)).toBe(true);
      const air = tubeSamples.filter(({ sample }) => sample.sample.WsMatrixCode === 'BL');
      expect(air.length).toBeGreaterThan(0);
      const airRows = await table('vwGroundAir', { ProjectID: demoId });
      expect(airRows.map((row) => [row.WsGuid, row.PID]).sort()).toEqual(air.map(({ sample }) => [sample.sample.WsGuid, observationOf(sample, 'PID')]).sort());
      expect((await table('vwSurfaceSamples', { ProjectID: handId })).map((row) => row.WsName)).toEqual(['P1-OW']);
      expect((await table('vwGroundAir', { ProjectID: handId })).map((row) => [row.WsName, row.FtName])).toEqual([['P1-1-A', 'P1-1']]);
    });

    it('answers location visits by date (113) and narrows point overviews to one MeasurementPointGuid', async () => {
      const visits = await table('vwLocationVisits', { ProjectID: demoId });
      expect(visits.map((row) => row.LvDate)).toEqual(demo.locationVisits.map((visit) => visit.LvDate).sort());
      const point = demo.points[5]?.point;
      const one = await table('vwSoilInformation', { ProjectID: demoId, MeasurementPointGuid: point?.MpGuid });
      expect(one.length).toBe(demo.points[5]?.layers.length);
      expect(new Set(one.map((row) => row.MpName))).toEqual(new Set([point?.MpName]));
      expect(await table('vwMeasurementPoints', { ProjectID: demoId, MeasurementPointGuid: 'unknown' })).toEqual([]);
    });

    it('answers the map\'s markers (vwMapPoints): guid, name and X/Y of every point by name, nothing more', async () => {
      const rows = await table('vwMapPoints', { ProjectID: String(demoId) });
      expect(rows).toEqual(demo.points.map(({ point }) => ({ MpGuid: point.MpGuid, MpName: point.MpName, MpXCoord: point.MpXCoord, MpYCoord: point.MpYCoord })));
      // Points without coordinates are listed (the map screen tells them from unknown ones), one point by its guid.
      expect(await table('VWMAPPOINTS', { ProjectID: handId })).toEqual([
        { MpGuid: 'mp-1', MpName: 'P1', MpXCoord: null, MpYCoord: null }, { MpGuid: 'mp-2', MpName: 'P2', MpXCoord: null, MpYCoord: null },
      ]);
      expect(await table('vwMapPoints', { ProjectID: handId, MeasurementPointGuid: 'mp-2' })).toEqual([{ MpGuid: 'mp-2', MpName: 'P2', MpXCoord: null, MpYCoord: null }]);
      for (const [caller, prId] of [[session, strangerProjectId], [stranger, demoId]] as const) {
        const answer = await caller.call<TableAnswer>(getTable, { Viewname: 'vwMapPoints', Param: { ProjectID: prId } });
        expect(answer.body).toMatchObject({ ResultCode: 'Export_Failed', ErrorId: 'server.overviews.projectNotFound', Content: null });
      }
      expect((await session.call(getTable, { Viewname: 'vwMapPoints', Param: { ProjectID: 'abc' } })).status).toBe(400);
    });

    it('answers another licence\'s project, or an unknown one, as not found (Export_Failed)', async () => {
      for (const [caller, prId] of [[session, strangerProjectId], [stranger, demoId], [session, 999999]] as const) {
        const answer = await caller.call<TableAnswer>(getTable, { Viewname: 'vwMeasurementPoints', Param: { ProjectID: prId } });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ ResultCode: 'Export_Failed', ErrorId: 'server.overviews.projectNotFound', ResultMessage: 'Unable to retrieve the project information.', Content: null });
      }
      const own = await stranger.call<TableAnswer>(getTable, { Viewname: 'vwMeasurementPoints', Param: { ProjectID: strangerProjectId } });
      expect(own.body.Content?.Table).toHaveLength(5);
    });

    it('refuses an unknown view with Export_Failed, bad parameters with 400, and no token with 401', async () => {
      const unknown = await session.call<TableAnswer>(getTable, { Viewname: 'vwNothing', Param: { ProjectID: demoId } });
      expect(unknown.body).toMatchObject({ ResultCode: 'Export_Failed', ResultMessage: 'There is no overview named \'vwNothing\'.' });
      for (const param of [{}, { ProjectID: 'abc' }, { ProjectID: 2147483648 }, { ProjectID: -1 }]) {
        expect((await session.call(getTable, { Viewname: 'vwMeasurementPoints', Param: param })).status, JSON.stringify(param)).toBe(400);
      }
      expect((await server.post(getTable, { Viewname: 'vwMeasurementPoints', Param: { ProjectID: demoId } })).status).toBe(401);
      expect((await server.post(getOverviews, {})).status).toBe(401);
    });
  });
});
