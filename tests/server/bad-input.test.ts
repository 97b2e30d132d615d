import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from 'vitest';
import { insertEntityRows } from '../../server/db/repositories/entity-rows';
import { forEachDatabase, startTestServer } from './harness';
import type { Answer, Session, TestServer } from './harness';
import { licenceIdOf } from './overview-fixtures';

const data = '/ITWDataRestService_V1_0';
const updateSetting = '/ManagementRestService_V1_0/UpdateSetting';
const getCodes = `${data}/GetCodeListByCategoryIDOrCode`;
const getTable = '/ITWViewRestService_V1_0/GetQuerryResponse';
const successCodes = ['Import_Succes', 'Export_Succes', 'Succes', 'Success', 'TiComponentsCode_Succes'];
/** UpdateSetting's own limit (server/body-limits.ts): a setting of a million characters, 3 bytes each. */
const settingBodyLimit = 4 * 1024 * 1024;
/** BODY_LIMIT, the bulk write calls' limit, made small here so that 4,000 layers exceed it. */
const bulkBodyLimit = 256 * 1024;
const tooBig = 2147483648;

/**
 * A clear refusal: a 4xx, or HTTP 200 with a non-success
 * ResultCode; a readable ResultMessage; never a 500, never a stack trace or a source location.
 */
function expectClearRefusal(answer: Answer, status?: number): void {
  const shown = answer.text.slice(0, 400);
  expect(answer.status, shown).not.toBe(500);
  if (status !== undefined) expect(answer.status, shown).toBe(status);
  const refusedWith200 = answer.status === 200 && !successCodes.includes(String(answer.body?.ResultCode));
  expect(refusedWith200 || (answer.status >= 400 && answer.status < 500), shown).toBe(true);
  const message = answer.body?.ResultMessage;
  expect(typeof message, shown).toBe('string');
  expect(String(message)).toMatch(/^[A-Z'].{8,}/);
  expect(answer.text).not.toMatch(/\bat\s+\S+\s+\(|\.ts:\d+|node_modules|\bstack\b|\[object /i);
}

describe('bad input gets a clear refusal and changes nothing', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let session: Session;
    let prId = 0;
    const mpGuid = 'bad-input-point';

    beforeAll(async () => {
      server = await startTestServer({ dialect, env: { BODY_LIMIT: String(bulkBodyLimit) } });
      session = await server.login();
      await server.addUser({ username: 'someone-else' });
      const [project] = await insertEntityRows(server.db, 'project', [{ PrCode: 'BAD-INPUT', PrCoordinateSystem: 'EPSG:28992' }], { LicenceID: await licenceIdOf(server.db, 1000) });
      prId = Number(project?.PrID);
      const [point] = await insertEntityRows(server.db, 'measurementPoint', [{ MpGuid: mpGuid, MpName: 'B1', MpXCoord: 155000, MpYCoord: 463000 }], { PrID: prId });
      await insertEntityRows(server.db, 'layer', [{ LaGuid: 'layer-1', LaFrom: 0, LaTo: 50 }], { MpID: Number(point?.MpID) });
      await session.call(updateSetting, { SettingName: 'grid', Settings: { columns: ['MpName'] } });
    });
    afterAll(() => server.close());

    /** Every row the calls under test could touch, to prove a refusal wrote nothing. */
    const snapshot = async () => JSON.stringify(await Promise.all([
      server.db.selectFrom('userSettings').selectAll().orderBy('id').execute(),
      server.db.selectFrom('tblProjects').selectAll().orderBy('PrID').execute(),
      server.db.selectFrom('tblMeasurementPoints').selectAll().orderBy('MpID').execute(),
      server.db.selectFrom('tblLayers').selectAll().orderBy('LaID').execute(),
    ]));

    const refusedUnchanged = async (send: () => Promise<Answer>, status?: number): Promise<Answer> => {
      const before = await snapshot();
      const answer = await send();
      expectClearRefusal(answer, status);
      expect(await snapshot()).toBe(before);
      return answer;
    };

    const skipUnlessRegistered = (context: TestContext, path: string) => {
      if (!server.app.hasRoute({ method: 'POST', url: path })) context.skip();
    };

    describe('UpdateSetting and the platform', () => {
      it('malformed JSON, a JSON array or null: 400 naming the problem', async () => {
        const malformed = await refusedUnchanged(() => server.post(updateSetting, '{"SettingName": "grid", "Settings":', session.accessToken), 400);
        expect(malformed.body.ResultMessage).toBe('The request body is not valid JSON.');
        await refusedUnchanged(() => server.post(updateSetting, '[]', session.accessToken), 400);
        await refusedUnchanged(() => server.post(updateSetting, 'null', session.accessToken), 400);
      });

      it('wrong types: 400 naming the field', async () => {
        const answer = await refusedUnchanged(() => session.call(updateSetting, { SettingName: 12, Settings: { columns: [] } }), 400);
        expect(answer.body.ResultMessage).toContain('SettingName');
      });

      it('a missing Authorisation object: 400; no token: 401; someone else\'s Authorisation: 403', async () => {
        const body = { SettingName: 'grid', Settings: { columns: [] } };
        const missing = await refusedUnchanged(() => server.post(updateSetting, body, session.accessToken), 400);
        expect(missing.body.ResultMessage).toContain('Authorisation');
        await refusedUnchanged(() => server.post(updateSetting, { Authorisation: session.authorisation, ...body }), 401);
        await refusedUnchanged(() => server.post(updateSetting, { Authorisation: { ...session.authorisation, Username: 'someone-else' }, ...body }, session.accessToken), 403);
      });

      it('an unknown call, or a known call by GET: 404 naming it', async () => {
        const answer = await refusedUnchanged(() => session.call(`${data}/SetNothingAtAll`, { data: {}, action: 'INSERT' }), 404);
        expect(answer.body.ResultMessage).toBe(`Unknown call: POST ${data}/SetNothingAtAll.`);
        const response = await fetch(`${server.url}${updateSetting}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
        expect(response.status).toBe(404);
      });

      it('over-long strings and 2147483648 in a number: 400', async () => {
        await refusedUnchanged(() => session.call(updateSetting, { SettingName: 'x'.repeat(201), Settings: 1 }), 400);
        const licence = await refusedUnchanged(() => server.post(updateSetting, { Authorisation: { ...session.authorisation, Licensenumber: tooBig }, SettingName: 'grid', Settings: 1 }, session.accessToken), 400);
        expect(licence.body.ResultMessage).toContain('2147483647');
      });

      it('an oversized body: 413 naming the limit, nothing saved', async () => {
        const answer = await refusedUnchanged(() => session.call(updateSetting, { SettingName: 'grid', Settings: 'x'.repeat(settingBodyLimit) }), 413);
        expect(answer.body.ResultMessage).toBe('The request is larger than the limit of 4 MB.');
      });
    });

    describe('code lists and overviews', () => {
      it('malformed JSON, wrong types, long strings and 2147483648: 400', async () => {
        await refusedUnchanged(() => server.post(getCodes, '{"Parameters": {"CategoryID": 37', session.accessToken), 400);
        await refusedUnchanged(() => session.call(getCodes, { Parameters: { CategoryID: { id: 37 } } }), 400);
        await refusedUnchanged(() => session.call(getCodes, { LanguageCode: 'x'.repeat(11), Parameters: { CategoryID: 37 } }), 400);
        await refusedUnchanged(() => session.call(getCodes, { Parameters: { CategoryID: tooBig } }), 400);
        await refusedUnchanged(() => session.call(getTable, { Viewname: 'vwMeasurementPoints', Param: { ProjectID: tooBig } }), 400);
        await refusedUnchanged(() => session.call(getTable, { Viewname: 'v'.repeat(101), Param: { ProjectID: prId } }), 400);
      });

      it('a lookup body over its own 64 kB limit: 413', async () => {
        const answer = await refusedUnchanged(() => session.call(getCodes, { Parameters: { CategoryID: 37 }, padding: 'x'.repeat(70 * 1024) }), 413);
        expect(answer.body.ResultMessage).toBe('The request is larger than the limit of 64 kB.');
      });
    });

    describe('SetLayers (when registered)', () => {
      const setLayers = `${data}/SetLayers`;
      const layersBody = (layers: unknown, action = 'INSERT', extra: Record<string, unknown> = {}) => ({ data: { PrID: String(prId), MpGuid: mpGuid, Layers: layers, ...extra }, action });

      it('accepts a valid layer (control: the refusals below are about the input)', async (context) => {
        skipUnlessRegistered(context, setLayers);
        const answer = await session.call(setLayers, layersBody([{ LaFrom: 50, LaTo: 80 }]));
        expect(answer.body.ResultCode, answer.text).toBe('Import_Succes');
      });

      it('an unknown or missing action, and Layers of the wrong type: 400', async (context) => {
        skipUnlessRegistered(context, setLayers);
        const unknown = await refusedUnchanged(() => session.call(setLayers, layersBody([{ LaFrom: 80, LaTo: 90 }], 'MERGE')), 400);
        expect(unknown.body.ResultMessage).toContain('action');
        await refusedUnchanged(() => session.call(setLayers, { data: { PrID: prId, MpGuid: mpGuid, Layers: [] } }), 400);
        await refusedUnchanged(() => session.call(setLayers, layersBody('not a list')), 400);
      });

      it('wrong types, over-long strings and 2147483648 inside rows: refused, nothing written', async (context) => {
        skipUnlessRegistered(context, setLayers);
        await refusedUnchanged(() => session.call(setLayers, layersBody([{ LaFrom: 'ten', LaTo: 90 }])));
        await refusedUnchanged(() => session.call(setLayers, layersBody([{ LaFrom: 80, LaTo: 90, LaRemark: 'x'.repeat(251) }])));
        await refusedUnchanged(() => session.call(setLayers, layersBody([{ LaFrom: 80, LaTo: tooBig }])));
      });

      it('2147483648 as PrID or ProjectID: refused, not a database fault', async (context) => {
        skipUnlessRegistered(context, setLayers);
        await refusedUnchanged(() => session.call(setLayers, layersBody([{ LaFrom: 80, LaTo: 90 }], 'INSERT', { PrID: tooBig })));
        await refusedUnchanged(() => session.call(`${data}/GetLayers`, { Parameters: { ExportFormat: 'json', ProjectID: String(tooBig) } }));
      });

      it('one bad row among good ones: the whole call is refused (never a partial write)', async (context) => {
        skipUnlessRegistered(context, setLayers);
        await refusedUnchanged(() => session.call(setLayers, layersBody([{ LaFrom: 80, LaTo: 100 }, { LaFrom: 100, LaTo: 120 }, { LaFrom: 120, LaTo: 110 }])));
      });

      it('an oversized body: 413, nothing written', async (context) => {
        skipUnlessRegistered(context, setLayers);
        const layers = Array.from({ length: 4000 }, (_, i) => ({ LaFrom: 80 + i, LaTo: 81 + i, LaRemark: 'zand met grind, '.repeat(5) }));
        await refusedUnchanged(() => session.call(setLayers, layersBody(layers)), 413);
      });
    });

    describe('SetMeasurementPoints (when registered)', () => {
      const setPoints = `${data}/SetMeasurementPoints`;
      const pointsBody = (points: unknown, action = 'INSERT', prIdValue: unknown = prId) => ({ data: { PrID: prIdValue, MeasurementPoints: points }, action });
      const point = (name: string, extra: Record<string, unknown> = {}) => ({ MpName: name, MpXCoord: 155100, MpYCoord: 463100, ...extra });

      it('accepts valid points (control)', async (context) => {
        skipUnlessRegistered(context, setPoints);
        const answer = await session.call(setPoints, pointsBody([point('B2')]));
        expect(answer.body.ResultCode, answer.text).toBe('Import_Succes');
      });

      it('an unknown action, wrong types, over-long strings and 2147483648 in a row: refused, nothing written', async (context) => {
        skipUnlessRegistered(context, setPoints);
        await refusedUnchanged(() => session.call(setPoints, pointsBody([point('B3')], 'UPSERT')), 400);
        await refusedUnchanged(() => session.call(setPoints, pointsBody([point('B3', { MpDepth: 'deep' })])));
        await refusedUnchanged(() => session.call(setPoints, pointsBody([point('B3', { MpRemark: 'x'.repeat(251) })])));
        await refusedUnchanged(() => session.call(setPoints, pointsBody([point('B3', { MpDepth: tooBig })])));
      });

      it('2147483648 as PrID: refused, not a database fault', async (context) => {
        skipUnlessRegistered(context, setPoints);
        await refusedUnchanged(() => session.call(setPoints, pointsBody([point('B3')], 'INSERT', tooBig)));
      });

      it('one bad point among good ones: nothing written', async (context) => {
        skipUnlessRegistered(context, setPoints);
        await refusedUnchanged(() => session.call(setPoints, pointsBody([point('B4'), point('B5'), point('', { MpXCoord: 1 })])));
      });
    });
  });
});
