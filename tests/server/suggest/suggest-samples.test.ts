import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createSession, getMeasurementPoints, getMeasurementPointsWithChilds, isApiError, memoryStorage } from '../../../src/api';
import type { ApiClient } from '../../../src/api';
import { suggestSamplesCall } from '../../../src/api/calls/suggest';
import { encodeSuggestInput, suggestInputOf, suggestSamplesPath } from '../../../src/domain/suggest/suggest-input';
import type { SuggestInput } from '../../../src/domain/suggest/suggest-input';
import { suggestSamples } from '../../../src/domain/suggest/suggest-samples';
import { defaultSuggestSettings } from '../../../src/domain/suggest/suggest-settings';
import type { SuggestSettings } from '../../../src/domain/suggest/suggest-settings';
import { cookieJarFetch } from '../cookie-jar';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { tableOf } from '../answer-tables';

const data = '/ITWDataRestService_V1_0';

describe('the algorithm service suggests mixed samples (spec 02 sections 5, 6, 7 and 8)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let lab: Session;
  let api: ApiClient;
  let nobody: Session;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const labUser = await server.addUser({ username: 'suggester', rights: { features: [], functions: ['SuggestSamples'] } });
    lab = await server.login(labUser);
    nobody = await server.login(await server.addUser({ username: 'norights' }));
    api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch: cookieJarFetch(), onSignedOut: () => undefined });
    await api.signIn(labUser);
  });
  afterAll(() => server.close());

  /** A project of three boreholes: sand over clay, the clay of B3 smelling of oil; answers its PrID. */
  async function boreholeProject(code: string): Promise<number> {
    const project = await lab.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
    const prId = Number(tableOf(project, 'tblProjects')[0]?.PrID);
    for (const [index, name] of ['B1', 'B2', 'B3'].entries()) {
      const point = await lab.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: [{ MpName: name, MpXCoord: 155000 + index, MpYCoord: 463000 }] } });
      const mpGuid = tableOf(point, 'tblMeasurementPoints')[0]?.MpGuid;
      await lab.call(`${data}/SetLayers`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, Layers: [
        { LaFrom: 0, LaTo: 50, LaLutumPerc: 3, LaSiltPerc: 8, LaHumusPerc: 1, LaGravelPerc: 0, LaM50: 200 },
        { LaFrom: 50, LaTo: 150, LaLutumPerc: 35, LaSiltPerc: 30, LaHumusPerc: 2, LaGravelPerc: 0, LaM50: 90 },
      ] } });
      await lab.call(`${data}/SetSoilSamples`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, Jars: [
        { JrName: `${name}-1`, JrFrom: 0, JrTo: 50, JrDate: '2026-11-20T00:00:00' },
        { JrName: `${name}-2`, JrFrom: 50, JrTo: 150, JrDate: '2026-11-20T00:00:00', JrOdourCode: name === 'B3' ? 'MINO' : 'GEEN' },
      ] } });
    }
    return prId;
  }

  /** What the screen sends: the project's points, layers and jars as the data service answers them. */
  async function inputOf(prId: number): Promise<{ input: SuggestInput; settings: SuggestSettings }> {
    const points = await getMeasurementPoints(api, prId);
    const tree = await getMeasurementPointsWithChilds(api, prId, points.map((point) => point.MpGuid ?? ''));
    const input = suggestInputOf({ points: tree.tblMeasurementPoints, layers: tree.tblLayers, jars: tree.tblJars });
    const settings = { ...defaultSuggestSettings(30, '2026-11-26'), projectCode: 'SUGGEST', pointIds: input.points.map((point) => point.MpID) };
    return { input, settings };
  }

  it('answers the same outcome as the shared domain code: the sand mixed, the clean clay mixed, the suspect clay apart', async () => {
    const { input, settings } = await inputOf(await boreholeProject('SUGGEST-1'));
    expect(input.jars).toHaveLength(6);
    const outcome = await suggestSamplesCall(api, settings, input);
    expect(outcome).toEqual(suggestSamples(input, settings));
    const byName = (ids: number[]) => ids.map((id) => outcome.profiles[String(id)]?.jarName).sort();
    expect(outcome.suggestions.map((suggestion) => [suggestion.trajectory, suggestion.soilType, byName(suggestion.jarIds)])).toEqual([
      ['top', 'Z', ['B1-1', 'B2-1', 'B3-1']],
      ['mid', 'K', ['B1-2', 'B2-2']],
    ]);
    expect(byName(outcome.leftOver)).toEqual(['B3-2']);
    expect(outcome.summary).toMatchObject({ totalSuggested: 2, perZone: { top: 1, mid: 1, lower: 0 }, jarsInSuggestions: 5 });
  });

  it('saves nothing, in a control run or not: the analysis samples stay as they were', async () => {
    const prId = await boreholeProject('SUGGEST-2');
    const { input, settings } = await inputOf(prId);
    await suggestSamplesCall(api, { ...settings, controlRun: true }, input);
    await suggestSamplesCall(api, settings, input);
    const samples = await lab.call(`${data}/GetAllSamples`, { Parameters: { ProjectID: prId } });
    expect(tableOf(samples, 'tblAnalysisSamples')).toEqual([]);
  });

  it("answers 'Unauthorized' without the function right, at HTTP 200 so the user is not signed out (spec 02 sections 4 and 6)", async () => {
    const { input, settings } = await inputOf(await boreholeProject('SUGGEST-3'));
    const answer = await nobody.call(suggestSamplesPath, { data: { settings, inputContentBase64: encodeSuggestInput(input) } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ResultCode: 'Failed', ResultMessage: 'Unauthorized', ErrorId: 'suggest.server.unauthorized' });
    expect(answer.body.data).toBeUndefined();
  });

  it('refuses settings that break spec 02 section 5 and content that is not the input, naming why', async () => {
    const { input, settings } = await inputOf(await boreholeProject('SUGGEST-4'));
    const broken = await suggestSamplesCall(api, { ...settings, lowerDepth: 40, pointIds: [] }, input).catch((error: unknown) => error);
    expect(isApiError(broken) && broken.messageKey).toBe('suggest.server.invalidSettings');
    expect(isApiError(broken) && broken.params).toEqual({ issues: 'lowerNotBelowUpper, noPoint' });
    const garbled = await lab.call(suggestSamplesPath, { data: { settings, inputContentBase64: 'bm90IGpzb24=' } });
    expect(garbled.body).toMatchObject({ ResultCode: 'Failed', ErrorId: 'suggest.server.invalidInput' });
    const shapeless = await lab.call(suggestSamplesPath, { data: { settings: { numberOfSamples: 'many' }, inputContentBase64: 'e30=' } });
    expect(shapeless.status).toBe(400);
  });

  it('tells when no jars remain after filtering (spec 02 section 8)', async () => {
    const { input, settings } = await inputOf(await boreholeProject('SUGGEST-5'));
    const outcome = await suggestSamplesCall(api, { ...settings, excludeOlderThanDays: 2 }, input);
    expect(outcome.errors).toEqual(['noJarsRemaining']);
    expect(outcome.suggestions).toEqual([]);
  });
}));
