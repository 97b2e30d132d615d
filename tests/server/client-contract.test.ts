import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, cadastralCustomerKind, cadastralKind, cadastralVlaremActKind, checkFunctionRights, contactKind, createApiClient, createSession, finishingKind, gaugingTubeKind, getCodeList, getCodes, getMeasurementPoints, getMeasurementPointWithChilds, getOverviewQueries, getOverviewRows, getProjects, getSetting, getSingleProject, getTemplates, getUsers, getWaterSampleBottles, getWaterSamples, layerKind, locationVisitKind, memoryStorage, searchConcernedContacts, setMeasurementPoints, soilSampleKind, sublocationKind, summaryKind, updateSetting, userHasFunction, validateProjectCode, validateWaterSampleName } from '../../src/api';
import type { ApiClient, SignedOutEvent } from '../../src/api';
import { cookieJarFetch } from './cookie-jar';
import { defaultAccount, forEachDatabase, startTestServer } from './harness';
import type { TestServer } from './harness';
import { only, sent, writeContractProject } from './client-contract-fixtures';
import type { ContractProject } from './client-contract-fixtures';

const wireDateTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

/** The ApiError a call fails with; anything else (or success) fails the test. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome: unknown = await call.then(() => 'succeeded', (reason: unknown) => reason);
  if (!(outcome instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

describe('the browser API client against the real server (spec 01 sections 5, 7 and 8; spec 02 section 7)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    const signedOut: SignedOutEvent[] = [];
    let api: ApiClient;
    let story: ContractProject;

    /** A client of this server with its own in-memory session and cookie jar, as a browser tab builds it; `now` is its clock. */
    const newClient = (events: SignedOutEvent[] = [], browser = { storage: memoryStorage(), fetch: cookieJarFetch() }, now?: () => number) => createApiClient({
      baseUrl: server.url, session: createSession(browser.storage, 'en'), fetch: browser.fetch, onSignedOut: (event) => { events.push(event); }, now,
    });

    beforeAll(async () => {
      server = await startTestServer({ dialect });
      api = newClient(signedOut);
      await api.signIn(defaultAccount);
      story = await writeContractProject(api);
    });
    afterAll(() => server.close());

    it('signs in from the token answer and sends an Authorisation object the server accepts', async () => {
      // The client's own clock, stopped: the expiry is the sign-in time plus the answer's expires_in (the access token's TTL).
      const signedInAt = Date.UTC(2026, 10, 24, 9);
      const client = newClient([], undefined, () => signedInAt);
      await client.signIn(defaultAccount);
      const user = client.session.user();
      expect(user).toMatchObject({ username: 'tester', licenceNumber: 1000, displayName: 'tester', language: 'nl', expiresAt: signedInAt + server.config.tokenTtl * 1000 });
      expect(client.authorisation()).toEqual({ Username: 'tester', Licensenumber: 1000, ApplicationCode: 61, Language: 'nld' });
      expect(await getSetting(client, 'never.saved')).toBeNull();
    });

    it('SetProject INSERT answers the new project; GetSingleProject, GetProjects and GetUsers read it back', async () => {
      expect(story.project).toMatchObject({ ...sent.project, PrPinned: true, PrMeasurementPointCount: 0 });
      expect(story.prId).toBeGreaterThan(0);
      expect(story.project.PrDateLastChanged).toMatch(wireDateTime);
      const single = await getSingleProject(api, String(story.prId));
      expect(single).toMatchObject({ ...sent.project, PrID: story.prId, PrGuid: story.project.PrGuid, PrMeasurementPointCount: 2 });
      for (const filter of ['mine', 'all'] as const) {
        expect((await getProjects(api, filter)).map((project) => [project.PrID, project.PrCode])).toEqual([[story.prId, 'CONTRACT-1']]);
      }
      expect((await getUsers(api, story.prId, 'PinnedUsers')).map((user) => [user.UserName, user.PrID, user.Enabled])).toEqual([['tester', story.prId, true]]);
    });

    it('SetMeasurementPoints INSERT answers GUIDs and geometry; GetMeasurementPoints reads the depth of the deepest layer', async () => {
      expect(story.points.map((point) => [point.MpName, point.PrID, point.MpXCoord, point.MpYCoord])).toEqual([
        ['P1', story.prId, 155000.5, 463000.25], ['P2', story.prId, 155010, 463010],
      ]);
      expect(story.points[0]).toMatchObject({ MpDate: '2024-05-02T00:00:00', MpPointGeometry: 'POINT (155000.50 463000.25)', SlGuid: story.sublocations[0]?.SlGuid });
      const read = await getMeasurementPoints(api, story.prId);
      expect(read.map((point) => [point.MpGuid, point.MpName, point.MpDepth])).toEqual([[story.p1, 'P1', 120], [story.p2, 'P2', null]]);
    });

    it('SetLayers answers the layers by LaFrom with the synced point; GetLayers reads the same', async () => {
      const layerCodes = (rows: ContractProject['layers']['tblLayers']) =>
        rows.map((layer) => [layer.LaFrom, layer.LaTo, layer.LaSoilTypeCode, layer.LaAdditive1TypeCode, layer.LaAdditive1GradationCode]);
      expect(layerCodes(story.layers.tblLayers)).toEqual([[0, 50, 'Z', 's', '1'], [50, 120, 'K', 'z', '3']]);
      expect(story.layers.tblMeasurementPoints.map((point) => [point.MpGuid, point.MpDepth])).toEqual([[story.p1, 120]]);
      const read = await layerKind.get(api, { prId: story.prId, mpGuid: story.p1 });
      expect(read.tblLayers).toEqual(story.layers.tblLayers);
      expect(read.tblMeasurementPoints.map((point) => [point.MpGuid, point.MpDepth])).toEqual([[story.p1, 120]]);
    });

    it('SetSoilSamples, SetGaugingTubes and SetFinishings round-trip through their Get calls', async () => {
      expect(only(story.jars.tblJars, 'jar')).toMatchObject({ ...sent.jar, JrGuid: expect.any(String) });
      expect((await soilSampleKind.get(api, { prId: story.prId, mpGuid: story.p1 })).tblJars).toEqual(story.jars.tblJars);
      expect(only(story.tubes.tblFilterTubes, 'tube')).toMatchObject({ ...sent.tube, FtGuid: story.ftGuid });
      expect((await gaugingTubeKind.get(api, { prId: story.prId, mpGuid: story.p1 })).tblFilterTubes).toEqual(story.tubes.tblFilterTubes);
      expect(only(story.finishings.tblFinishings, 'finishing')).toMatchObject(sent.finishing);
      const finishings = await finishingKind.get(api, { prId: story.prId, mpGuid: story.p1 });
      expect(finishings.tblFinishings).toEqual(story.finishings.tblFinishings);
      expect(finishings.tblMeasurementPoints.map((point) => point.MpGuid)).toEqual([story.p1]);
    });

    it('SetWaterSamples puts a tube sample under its tube with its observation, and a surface sample under the point', async () => {
      const tube = only(story.tubes.tblFilterTubes, 'tube');
      const sample = only(story.tubeSamples.tblWaterSamples, 'tube sample');
      expect(sample).toMatchObject({ ...sent.tubeSample, WsGuid: story.sampleRef.wsGuid, MpID: tube.MpID, FtID: tube.FtID });
      const observation = only(story.tubeSamples.tblObservation, 'observation');
      expect(observation).toMatchObject({ ObPropertyCode: 'PH', WsID: sample.WsID, WsGuid: sample.WsGuid, PrID: story.prId });
      expect(Number(observation.ObMeasurementValue)).toBe(7.1);
      expect(only(story.surfaceSamples.tblWaterSamples, 'surface sample')).toMatchObject({ ...sent.surfaceSample, FtID: null });

      const tubeRead = await getWaterSamples(api, { prId: story.prId, mpGuid: story.p1, ftGuid: story.ftGuid });
      expect(tubeRead.tblWaterSamples).toEqual(story.tubeSamples.tblWaterSamples);
      expect(tubeRead.tblObservation).toEqual(story.tubeSamples.tblObservation);
      const surfaceRead = await getWaterSamples(api, { prId: story.prId, mpGuid: story.p2 });
      expect(surfaceRead.tblWaterSamples).toEqual(story.surfaceSamples.tblWaterSamples);
    });

    it('SetWaterSampleBottles answers the bottles; GetWaterSampleBottles reads them with sample, tube, point and project', async () => {
      const sample = only(story.tubeSamples.tblWaterSamples, 'tube sample');
      expect(story.bottles.map((bottle) => [bottle.BoName, bottle.BoBarcode, bottle.WsID])).toEqual([['B1', 'X1', sample.WsID], ['B2', null, sample.WsID]]);
      const read = await getWaterSampleBottles(api, story.sampleRef);
      expect(read.tblBottles).toEqual(story.bottles);
      expect(read.tblProjects.map((project) => project.PrID)).toEqual([story.prId]);
      expect(read.tblMeasurementPoints.map((point) => point.MpGuid)).toEqual([story.p1]);
      expect(read.tblFilterTubes.map((tube) => tube.FtGuid)).toEqual([story.ftGuid]);
      expect(read.tblWaterSamples.map((row) => row.WsGuid)).toEqual([story.sampleRef.wsGuid]);
      expect(read.tblObservation).toEqual(story.tubeSamples.tblObservation);
    });

    it('GetMeasurementPointWithChilds answers the whole tree of a point', async () => {
      const tree = await getMeasurementPointWithChilds(api, story.prId, story.p1);
      expect(tree.tblMeasurementPoints.map((point) => point.MpGuid)).toEqual([story.p1]);
      expect(Object.fromEntries(Object.entries(tree).map(([table, rows]) => [table, rows.length]))).toEqual({
        tblMeasurementPoints: 1, tblLayers: 2, tblJars: 1, tblFilterTubes: 1, tblFinishings: 1,
        tblWaterSamples: 1, tblBottles: 2, tblObservation: 1, tblWaterSampleMeasurements: 0,
      });
    });

    it('sub-location, location visit, concerned contact and summary round-trip; the contact search finds the contact', async () => {
      expect(only(story.sublocations, 'sub-location')).toMatchObject({ ...sent.sublocation, PrID: story.prId });
      expect((await sublocationKind.get(api, { prId: story.prId })).tblSublocations).toEqual(story.sublocations);
      expect(only(story.visits, 'visit')).toMatchObject({ ...sent.visit, PrID: story.prId, LvGuid: expect.any(String) });
      expect((await locationVisitKind.get(api, { prId: story.prId })).tblLocationVisits).toEqual(story.visits);
      expect(only(story.contacts, 'contact')).toMatchObject({ ...sent.contact, PrID: story.prId, CcGUID: expect.any(String) });
      expect((await contactKind.get(api, { prId: story.prId })).tblConcernedCompanies).toEqual(story.contacts);
      expect((await searchConcernedContacts(api, { companyName: 'utrecht' })).map((contact) => contact.CcCompanyName)).toEqual(['Gemeente Utrecht']);
      expect(only(story.summaries, 'summary')).toMatchObject({ ...sent.summary, PrID: story.prId, SmGUID: expect.any(String) });
      expect((await summaryKind.get(api, { prId: story.prId })).tblSummaryConclusions).toEqual(story.summaries);
    });

    it('SetCadastralOvam with its customer and Vlarem act round-trip; rows carry CaID', async () => {
      expect(only(story.cadastral, 'cadastral record')).toMatchObject({ ...sent.cadastral, PrID: story.prId, CaGUID: expect.any(String) });
      expect((await cadastralKind.get(api, { prId: story.prId })).tblCadastralOvam).toEqual(story.cadastral);
      expect(story.customers).toEqual([{ CuID: expect.any(Number), CaID: story.caId, CuCustomerName: sent.customer.CuCustomerName, RowVersion: 1 }]);
      expect((await cadastralCustomerKind.get(api, { prId: story.prId })).tblCadastralOvamCustomers).toEqual(story.customers);
      expect(story.acts).toEqual([{ VLID: expect.any(Number), CaID: story.caId, VlStartDate: sent.act.VlStartDate, RowVersion: 1 }]);
      expect((await cadastralVlaremActKind.get(api, { prId: story.prId })).tblCadastralOvamVlaremAct).toEqual(story.acts);
    });

    it('the overview list and tables show what the client wrote (108 to 113)', async () => {
      const overviews = await getOverviewQueries(api, story.prId);
      expect(overviews.find((overview) => overview.OverviewID === 108)?.Viewname).toBe('vwMeasurementPoints');
      for (const overview of overviews) expect(overview.Columns.length, overview.Viewname).toBeGreaterThan(1);
      const table = (viewname: string, columns: readonly string[], mpGuid?: string) =>
        getOverviewRows(api, story.prId, viewname, mpGuid).then((rows) => rows.map((row) => columns.map((column) => row[column])));
      expect(await table('vwMeasurementPoints', ['MpName', 'SlName', 'LayerCount', 'JarCount', 'FilterTubeCount', 'WaterSampleCount'])).toEqual([
        ['P1', 'Tankput', 2, 1, 1, 1], ['P2', null, 0, 0, 0, 1],
      ]);
      expect(await table('vwSoilInformation', ['MpName', 'LaFrom', 'LaTo', 'LaSoilName'], story.p1)).toEqual([['P1', 0, 50, 'Zs1'], ['P1', 50, 120, 'Kz3']]);
      expect(await table('vwGroundwaterInformation', ['WsName', 'FtName', 'PH'])).toEqual([['P1-1-1', 'P1-1', 7.1]]);
      expect(await table('vwSurfaceSamples', ['WsName', 'MpName'])).toEqual([['P2-OW', 'P2']]);
      expect(await table('vwLocationVisits', ['LvDate', 'LvRemark'])).toEqual([[sent.visit.LvDate, sent.visit.LvRemark]]);
    });

    it('reads code lists in the language asked, in list order, and one code by CodeID', async () => {
      const summaryTypes = await getCodeList(api, 84, 'nl');
      expect(summaryTypes.map((code) => [code.GcCode, code.GcDescription, code.GcLanguage])).toEqual([
        ['1', 'Conclusie', 'nld'], ['2', 'Advies', 'nld'], ['3', 'Samenvatting', 'nld'],
      ]);
      expect((await getCodes(api, { categoryId: 85, codeId: 'GEM' }, 'en')).map((code) => code.GcDescription)).toEqual(['Municipality']);
      const rd = (await getCodeList(api, 37, 'en')).find((code) => code.GcCode === 'EPSG:28992');
      expect(rd).toMatchObject({ GcCategoryID: 37, GcDescription: 'Amersfoort / RD New', GcExtra: { EPSG: 28992, FractionDigits: 2 } });
    });

    it('reads the field templates of a screen and of one field', async () => {
      const fields = await getTemplates(api, 'MeasurementPoint');
      expect(new Set(fields.map((field) => field.ScreenName))).toEqual(new Set(['MeasurementPoint']));
      expect(fields.find((field) => field.FieldCode === 'MpName')).toMatchObject({
        LabelKey: 'field.MpName', EditorType: 1, ListCategory: null, Required: true, MaxLength: null, AllowMultiEdit: false, Visible: true,
      });
      const remark = await getTemplates(api, 'MeasurementPoint', { templateId: story.project.PrTemplateID, fieldCode: 'MpRemark' });
      expect(remark.map((field) => [field.FieldCode, field.EditorType, field.MaxLength])).toEqual([['MpRemark', 8, 250]]);
    });

    it('round-trips settings: null before saving, then the exact JSON value', async () => {
      const layout = { columns: ['MpName', 'MpDepth'], widths: { MpName: 120 }, frozen: 1, dense: true, filter: null };
      expect(await getSetting(api, 'contract.grid')).toBeNull();
      await updateSetting(api, 'contract.grid', layout);
      expect(await getSetting(api, 'contract.grid')).toEqual(layout);
      await updateSetting(api, 'defaultView', 'map');
      expect(await getSetting(api, 'defaultView')).toBe('map');
    });

    it('answers rights checks: No_Rights is "not allowed", a granted feature word or function is allowed', async () => {
      expect(await checkFunctionRights(api, 'LabAssignments')).toBe(false);
      expect(await userHasFunction(api, 'SuggestSamples')).toBe(false);
      const labUser = await server.addUser({ username: 'lab', rights: { features: ['LabAssignments'], functions: ['SuggestSamples'] } });
      const lab = newClient();
      await lab.signIn(labUser);
      expect(await checkFunctionRights(lab, 'labassignments')).toBe(true);
      expect(await userHasFunction(lab, 'SuggestSamples')).toBe(true);
      expect(await checkFunctionRights(lab, 'Borelogs')).toBe(false);
    });

    it('reads the verdicts of ValidateProjectCode and ValidateWaterSampleName', async () => {
      const taken = await validateProjectCode(api, 'CONTRACT-1');
      expect(taken.valid).toBe(false);
      expect(taken.issues.length).toBeGreaterThan(0);
      expect(taken.issues.every((issue) => issue.field === 'PrCode' && issue.code.startsWith('validation.'))).toBe(true);
      expect(await validateProjectCode(api, 'CONTRACT-2')).toEqual({ valid: true, issues: [] });
      expect(await validateWaterSampleName(api, story.prId, null, 'P1-1-1')).toBe(false);
      expect(await validateWaterSampleName(api, story.prId, story.sampleRef.wsGuid, 'P1-1-1')).toBe(true);
      expect(await validateWaterSampleName(api, story.prId, null, 'P1-1-2')).toBe(true);
    });

    it('a refused write (duplicate point name) is an ApiError "refused" with the ErrorId, params and issues; nothing is written', async () => {
      const error = await failure(setMeasurementPoints(api, story.prId, 'INSERT', [{ MpName: 'P1', MpXCoord: 155020, MpYCoord: 463020 }]));
      expect(error).toMatchObject({
        name: 'ApiError', callName: 'SetMeasurementPoints', kind: 'refused', status: 200, resultCode: 'Import_Failed', messageKey: 'server.points.saveFailed',
      });
      expect(error.params.reason).toContain('MpName');
      expect(error.message).toBe(`Request SetMeasurementPoints failed with message '${error.serverMessage}'`);
      expect(error.issues).toEqual([expect.objectContaining({ field: 'MpName', code: 'validation.unique', severity: 'error', params: { value: 'P1' }, row: '#0' })]);
      expect((await getMeasurementPoints(api, story.prId)).map((point) => point.MpName)).toEqual(['P1', 'P2']);
      expect(signedOut).toEqual([]);
    });

    it('a refused read (unknown project) is an ApiError "refused" with Export_Failed and keeps the session', async () => {
      const error = await failure(getSingleProject(api, 999999));
      expect(error).toMatchObject({ callName: 'GetSingleProject', kind: 'refused', status: 200, resultCode: 'Export_Failed', messageKey: 'server.projects.notFound' });
      expect(api.session.user()).not.toBeNull();
    });

    it('a refused sign-in is an HTTP ApiError on the form, never a sign-out', async () => {
      const events: SignedOutEvent[] = [];
      const client = newClient(events);
      const error = await failure(client.signIn({ ...defaultAccount, password: 'wrong-password' }));
      expect(error).toMatchObject({ callName: 'Login', kind: 'http', status: 401, messageKey: 'server.auth.invalidCredentials' });
      expect(client.session.user()).toBeNull();
      expect(events).toEqual([]);
    });

    it('refresh renews the access token through the HttpOnly cookie, which rotates, and the next call uses it', async () => {
      const browser = { storage: memoryStorage(), fetch: cookieJarFetch() };
      const tab = newClient([], browser);
      await tab.signIn(defaultAccount);
      const before = tab.session.user();
      const cookieBefore = browser.fetch.cookies().get('fdw_refresh')?.value;
      const after = await tab.refresh();
      expect(after.accessToken).not.toBe(before?.accessToken);
      expect(browser.fetch.cookies().get('fdw_refresh')?.value).not.toBe(cookieBefore);
      expect(tab.session.user()).toEqual(after);
      expect((await getProjects(tab, 'all')).map((project) => project.PrID)).toEqual([story.prId]);
    });

    it('a reload (a new client on the same browser storage and cookies) resumes the session with no token stored', async () => {
      const browser = { storage: memoryStorage(), fetch: cookieJarFetch() };
      await newClient([], browser).signIn(defaultAccount);
      const reloaded = newClient([], browser);
      expect(reloaded.session.user()).toBeNull();
      expect((await reloaded.resume())?.username).toBe(defaultAccount.username);
      expect((await getProjects(reloaded, 'all')).map((project) => project.PrID)).toEqual([story.prId]);
    });

    it('signOut ends the session: onSignedOut says why, a later call fails, and the old token is rejected by the server', async () => {
      const events: SignedOutEvent[] = [];
      const leaving = newClient(events);
      await leaving.signIn(defaultAccount);
      const old = leaving.session.user();
      if (!old) throw new Error('sign-in stored no user');
      await leaving.signOut();
      expect(events).toEqual([{ reason: 'userSignedOut' }]);
      expect(leaving.session.user()).toBeNull();
      const local = await failure(getProjects(leaving, 'all'));
      expect(local).toMatchObject({ callName: 'GetProjects', kind: 'http', status: 401, messageKey: 'api.session.signedOut' });

      const replayEvents: SignedOutEvent[] = [];
      const replay = newClient(replayEvents);
      replay.session.set(old);
      const rejected = await failure(getProjects(replay, 'all'));
      expect(rejected).toMatchObject({ callName: 'GetProjects', kind: 'http', status: 401, resultCode: 'Unauthorized', messageKey: 'server.auth.tokenInvalid' });
      expect(replayEvents).toEqual([{ reason: 'rejected', error: rejected }]);
      expect(replay.session.user()).toBeNull();
    });
  });
});
