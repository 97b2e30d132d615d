import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireRow } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { tableOf } from '../answer-tables';

const data = '/ITWDataRestService_V1_0';
const reports = '/ReportGenerator';

/** A date `days` days before now, as the wire writes it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 19);
}

describe('the lab data reads and the report generator (spec 02 section 7)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A project with one point: an old and a new jar, an old and a new surface-water sample, and an analysis sample of the new jar. */
  async function labProject(code: string) {
    const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
    const prId = Number(tableOf(project, 'tblProjects')[0]?.PrID);
    const point = await session.call(`${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: [{ MpName: 'B1', MpXCoord: 155000, MpYCoord: 463000 }] } });
    const mpGuid = String(tableOf(point, 'tblMeasurementPoints')[0]?.MpGuid);
    const jars = tableOf(await session.call(`${data}/SetSoilSamples`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, Jars: [
      { JrName: `${code}-OLD`, JrFrom: 0, JrTo: 50, JrDate: daysAgo(40) },
      { JrName: `${code}-NEW`, JrFrom: 50, JrTo: 100, JrDate: daysAgo(2) },
    ] } }), 'tblJars');
    const waters = tableOf(await session.call(`${data}/SetWaterSamples`, { action: 'INSERT', data: { PrID: prId, MpGuid: mpGuid, WaterSamples: [
      { WsName: `${code}-W-OLD`, WsMatrixCode: 'OW', WsDate: daysAgo(40) },
      { WsName: `${code}-W-NEW`, WsMatrixCode: 'OW', WsDate: daysAgo(1) },
    ] } }), 'tblWaterSamples');
    const made = await session.call(`${data}/SetAnalysisSamples`, { action: 'INSERT', data: { PrID: prId, AnalysisSamples: [{ Name: `${code}-AS`, MatrixCode: 'GR', From: 50, To: 100 }] } });
    const sample = tableOf(made, 'tblAnalysisSamples')[0] ?? {};
    await session.call(`${data}/SetAnalysisSampleParts`, { action: 'INSERT', data: { PrID: prId, AsID: sample.AsID, SampleParts: [{ JrID: jars[1]?.JrID }] } });
    return { prId, mpGuid, jars, waters, sample };
  }

  async function rest(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${session.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() as Record<string, unknown> };
  }

  it('GetLabassignmentSoilData answers the points, layers and jars, leaving out jars older than ExcludeFieldsampleOlderThenXDays', async () => {
    const { prId } = await labProject('LD-SOIL');
    const all = await session.call(`${data}/GetLabassignmentSoilData`, { Parameters: { ExportFormat: 'json', ProjectID: prId, ExcludeFieldsampleOlderThenXDays: 0 } });
    expect(all.body.ResultCode).toBe('Export_Succes');
    expect(tableOf(all, 'tblJars').map((jar) => jar.JrName)).toEqual(['LD-SOIL-OLD', 'LD-SOIL-NEW']);
    expect(tableOf(all, 'tblMeasurementPoints').map((point) => point.MpName)).toEqual(['B1']);
    const recent = await session.call(`${data}/GetLabassignmentSoilData`, { Parameters: { ProjectID: prId, ExcludeFieldsampleOlderThenXDays: 30 } });
    expect(tableOf(recent, 'tblJars').map((jar) => jar.JrName)).toEqual(['LD-SOIL-NEW']);
  });

  it('GetLabassignmentWaterData answers VeldData.tblWaterSamples with WsID, WsGuid, WsMatrixCode and FtID, by age', async () => {
    const { prId } = await labProject('LD-WATER');
    const body = { LanguageCode: 'nl', WebserviceVersion: '1.0', TypeOfExport: 'x', logFormat: 'XML', Parameters: { ExportFormat: 'json', ProjectID: prId, ExcludeFieldsampleOlderThenXDays: 0 } };
    const all = tableOf(await session.call(`${data}/GetLabassignmentWaterData`, body), 'tblWaterSamples');
    expect(all.map((row) => [row.WsName, row.WsMatrixCode, row.FtID ?? null])).toEqual([['LD-WATER-W-OLD', 'OW', null], ['LD-WATER-W-NEW', 'OW', null]]);
    expect(all.every((row) => typeof row.WsID === 'number' && typeof row.WsGuid === 'string')).toBe(true);
    const recent = tableOf(await session.call(`${data}/GetLabassignmentWaterData`, { ...body, Parameters: { ...body.Parameters, ExcludeFieldsampleOlderThenXDays: 7 } }), 'tblWaterSamples');
    expect(recent.map((row) => row.WsName)).toEqual(['LD-WATER-W-NEW']);
  });

  it('refuses a negative age and another licence\'s project with the catalogue\'s texts', async () => {
    const { prId } = await labProject('LD-REFUSE');
    const negative = await session.call(`${data}/GetLabassignmentSoilData`, { Parameters: { ProjectID: prId, ExcludeFieldsampleOlderThenXDays: -1 } });
    expect(negative.status).toBe(400);
    const other = await server.addUser({ licenceNumber: 4711 });
    const stranger = await server.login(other);
    const soil = await stranger.call(`${data}/GetLabassignmentSoilData`, { Parameters: { ProjectID: prId } });
    expect(soil.body.ResultMessage).toBe(`Unable to GetLabassignmentSoilData. Project ${prId} was not found.`);
    const field = await stranger.call(`${data}/GetProjectWithFieldData`, { Parameters: { ProjectID: prId } });
    expect(field.body.ResultMessage).toBe(`Unable to GetProjectWithFieldData. Project ${prId} was not found.`);
  });

  it('GetProjectWithFieldData answers the project with every table of its field data', async () => {
    const { prId } = await labProject('LD-FIELD');
    const answer = await session.call(`${data}/GetProjectWithFieldData`, { Parameters: { ProjectID: prId } });
    expect(answer.body.ResultCode).toBe('Export_Succes');
    expect(tableOf(answer, 'tblProjects').map((project) => project.PrCode)).toEqual(['LD-FIELD']);
    expect(tableOf(answer, 'tblJars')).toHaveLength(2);
    expect(tableOf(answer, 'tblWaterSamples')).toHaveLength(2);
    expect(tableOf(answer, 'tblMeasurementPoints')).toHaveLength(1);
  });

  it('GetAllSamples and GetAllSampleParts take Content as JSON text with SampleGuid and answer Content', async () => {
    const { prId, sample, jars } = await labProject('LD-CONTENT');
    await session.call(`${data}/SetAnalysisSamples`, { action: 'INSERT', data: { PrID: prId, AnalysisSamples: [{ Name: 'LD-CONTENT-OTHER', MatrixCode: 'GR' }] } });
    const samples = await session.call(`${data}/GetAllSamples`, { Content: JSON.stringify({ ProjectID: prId }) });
    expect((JSON.parse(String(samples.body.Content)) as WireRow[]).map((row) => row.Name)).toEqual(['LD-CONTENT-AS', 'LD-CONTENT-OTHER']);
    const parts = await session.call(`${data}/GetAllSampleParts`, { Content: JSON.stringify({ ProjectID: prId, SampleGuid: String(sample.AsGuid).toUpperCase() }) });
    expect((JSON.parse(String(parts.body.Content)) as WireRow[]).map((part) => part.JrID)).toEqual([jars[1]?.JrID]);
    const unknown = await session.call(`${data}/GetAllSampleParts`, { Content: JSON.stringify({ ProjectID: prId, SampleGuid: 'no-such-sample' }) });
    expect(unknown.body.ResultMessage).toBe('Something went wrong with getting or updating samples. Analysis sample no-such-sample was not found.');
  });

  it('the report generator reads and updates an analysis sample by id, keeping the one row path\'s version check', async () => {
    const { sample } = await labProject('LD-REPORT-AS');
    const read = await rest('GET', `${reports}/GetAnlysisSample/${String(sample.AsID)}?lang=nl`);
    expect(read.status).toBe(200);
    const stored = (read.body.Content as { AnalysisSample: WireRow }).AnalysisSample;
    expect(stored).toMatchObject({ Name: 'LD-REPORT-AS-AS', From: 50, To: 100 });
    expect((stored.SampleParts as WireRow[]).length).toBe(1);
    const updated = await rest('PUT', `${reports}/UpdateAnlysisSample/?lang=nl`, { AsID: sample.AsID, RowVersion: stored.RowVersion, AssessmentResult: 'Clean', IsAssessmentSample: true });
    expect(updated.status).toBe(200);
    expect((updated.body.Content as { AnalysisSample: WireRow }).AnalysisSample).toMatchObject({ AssessmentResult: 'Clean', IsAssessmentSample: true, Name: 'LD-REPORT-AS-AS' });
    const stale = await rest('PUT', `${reports}/UpdateAnlysisSample/?lang=nl`, { AnalysisSample: { AsGuid: sample.AsGuid, RowVersion: stored.RowVersion, AssessmentResult: 'Lost' } });
    expect(stale.body).toMatchObject({ ResultCode: 'Import_Failed', Conflicts: [expect.objectContaining({ fields: ['AssessmentResult'] })] });
    const missing = await rest('GET', `${reports}/GetAnlysisSample/999999?lang=nl`);
    expect(missing.body.ResultMessage).toBe('Something went wrong with getting or updating samples. Analysis sample 999999 was not found.');
  });

  it('the report generator reads and updates a water sample by id; a taken name is refused and nothing changes', async () => {
    const { waters } = await labProject('LD-REPORT-WS');
    const [old, recent] = waters;
    const read = await rest('GET', `${reports}/GetWaterSample/${String(recent?.WsID)}?lang=en`);
    const stored = (read.body.Content as { WaterSample: WireRow }).WaterSample;
    expect(stored).toMatchObject({ WsName: 'LD-REPORT-WS-W-NEW', WsMatrixCode: 'OW' });
    const renamed = await rest('PUT', `${reports}/UpdateWaterSample?lang=en`, { WaterSample: { WsID: recent?.WsID, RowVersion: stored.RowVersion, WsRemark: 'checked' } });
    expect(renamed.status).toBe(200);
    expect((renamed.body.Content as { WaterSample: WireRow }).WaterSample).toMatchObject({ WsName: 'LD-REPORT-WS-W-NEW', WsRemark: 'checked' });
    const taken = await rest('PUT', `${reports}/UpdateWaterSample?lang=en`, { WsGuid: recent?.WsGuid, WsName: old?.WsName });
    expect(taken.body).toMatchObject({ ResultCode: 'Import_Failed', ResultMessage: `Unable to save watersamples. WsName: Value '${String(old?.WsName)}' already exists.` });
    const after = await rest('GET', `${reports}/GetWaterSample/${String(recent?.WsGuid)}?lang=en`);
    expect((after.body.Content as { WaterSample: WireRow }).WaterSample.WsName).toBe('LD-REPORT-WS-W-NEW');
  });

  it('the report generator wants the bearer token', async () => {
    const response = await fetch(`${server.url}${reports}/GetWaterSample/1?lang=nl`);
    expect(response.status).toBe(401);
  });
}));
