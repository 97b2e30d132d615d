import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireRow } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { tableOf } from '../answer-tables';

const data = '/ITWDataRestService_V1_0';

function contentOf(answer: { body: Record<string, unknown> }): WireRow[] {
  return JSON.parse(String(answer.body.Content)) as WireRow[];
}

describe('analysis results: GetAllResults, GetAllSamplesWithResults, GetAllResultsWithConclusions, UpdateAnalysisResults (spec 02 sections 3, 5 and 7)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A project with analysis samples named `names`; answers its id and the samples. */
  async function projectWithSamples(code: string, names: readonly string[]): Promise<{ prId: number; samples: WireRow[] }> {
    const project = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: 'EPSG:28992' } });
    const prId = Number(tableOf(project, 'tblProjects')[0]?.PrID);
    const made = await session.call(`${data}/SetAnalysisSamples`, { action: 'INSERT', data: { PrID: prId, AnalysisSamples: names.map((name) => ({ Name: name, MatrixCode: 'GR' })) } });
    return { prId, samples: tableOf(made, 'tblAnalysisSamples') };
  }

  function update(prId: number, results: readonly WireRow[], action = 'UPSERT') {
    return session.call(`${data}/UpdateAnalysisResults`, { Content: JSON.stringify({ ProjectID: prId, Action: action, Results: results }) });
  }

  it('keeps a censored value as sent, splits it into symbol and limit, and reads it back in group and component order', async () => {
    const { prId, samples } = await projectWithSamples('RES-READ', ['MM1']);
    const asGuid = samples[0]?.AsGuid;
    const saved = await update(prId, [
      { AsGuid: asGuid, ComponentGroup: 'Metalen', Component: 'Zink', Unit: 'mg/kg ds', Method: 'AS3000', ArReportedValue: '41', GroupOrder: 1, ComponentOrder: 2 },
      { AsGuid: asGuid, ComponentGroup: 'Metalen', Component: 'Cadmium', Unit: 'mg/kg ds', Method: 'AS3000', ArReportedValue: '< 0,2', GroupOrder: 1, ComponentOrder: 1 },
      { AsGuid: asGuid, ComponentGroup: 'Overig', Component: 'Asbest', Unit: 'mg/kg ds', Method: 'NEN5707', ArReportedValue: 'n.a.', GroupOrder: 2, ComponentOrder: 1 },
    ]);
    expect(saved.body.ResultCode).toBe('Import_Succes');
    const read = await session.call(`${data}/GetAllResults`, { Content: JSON.stringify({ ProjectID: prId }) });
    expect(read.body.ResultCode).toBe('Export_Succes');
    const results = contentOf(read);
    expect(results.map((row) => row.Component)).toEqual(['Cadmium', 'Zink', 'Asbest']);
    expect(results[0]).toMatchObject({ AsGuid: asGuid, ArReportedValue: '< 0,2', Symbol: '<', MeasuredValue: 0.2, RowVersion: 1 });
    expect(results[0]?.AlphanumericValue).toBeUndefined();
    expect(results[2]).toMatchObject({ ArReportedValue: 'n.a.', AlphanumericValue: 'n.a.' });
    expect(results[2]?.MeasuredValue).toBeUndefined();
    const sample = tableOf(await session.call(`${data}/GetAllSamples`, { Parameters: { ProjectID: prId } }), 'tblAnalysisSamples')[0];
    expect(sample?.ResultCount).toBe(3);
  });

  it('refuses a second result with the same component, method and unit in a sample, at its fields, and stores none of the call', async () => {
    const { prId, samples } = await projectWithSamples('RES-DUP', ['MM1', 'MM2']);
    const [one, two] = samples.map((sample) => sample.AsGuid);
    expect((await update(prId, [{ AsGuid: one, Component: 'Lood', Method: 'AS3000', Unit: 'mg/kg ds', ArReportedValue: '12' }])).body.ResultCode).toBe('Import_Succes');
    // Another sample may hold the same component; the same sample may not, whatever the letter case.
    const refused = await update(prId, [
      { AsGuid: two, Component: 'Lood', Method: 'AS3000', Unit: 'mg/kg ds', ArReportedValue: '3' },
      { ArGuid: 'dup-1', AsGuid: one, Component: ' lood ', Method: 'as3000', Unit: 'MG/KG DS', ArReportedValue: '13' },
    ], 'INSERT');
    expect(refused.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: expect.arrayContaining([expect.objectContaining({ row: 'dup-1', field: 'Component', code: 'results.issue.duplicate' })]) });
    const results = contentOf(await session.call(`${data}/GetAllResults`, { Parameters: { ProjectID: prId } }));
    expect(results).toHaveLength(1);
  });

  it('updates a unit with the version it loaded, refuses a stale version with Conflicts, and deletes by ArGuid', async () => {
    const { prId, samples } = await projectWithSamples('RES-UPD', ['MM1']);
    const inserted = contentOf(await update(prId, [{ AsGuid: samples[0]?.AsGuid, Component: 'Koper', Method: 'AS3000', Unit: 'mg/kg', ArReportedValue: '>1000' }]))[0] ?? {};
    expect(inserted).toMatchObject({ Symbol: '>', MeasuredValue: 1000 });
    const fixed = await update(prId, [{ ArGuid: inserted.ArGuid, RowVersion: inserted.RowVersion, Unit: 'mg/kg ds' }], 'UPDATE');
    expect(contentOf(fixed)[0]).toMatchObject({ Unit: 'mg/kg ds', ArReportedValue: '>1000', RowVersion: 2 });
    const stale = await update(prId, [{ ArGuid: inserted.ArGuid, RowVersion: 1, Unit: 'µg/kg ds' }], 'UPDATE');
    expect(stale.body).toMatchObject({ ResultCode: 'Import_Failed', Conflicts: [expect.objectContaining({ row: inserted.ArGuid, rowVersion: 2 })] });
    const deleted = await update(prId, [{ ArGuid: inserted.ArGuid, RowVersion: 2 }], 'DELETE');
    expect(contentOf(deleted)).toEqual([]);
  });

  it('reads each sample with its results, and the results with a test conclusion with their sample', async () => {
    const { prId, samples } = await projectWithSamples('RES-CONCL', ['MM1', 'MM2']);
    await update(prId, [
      { AsGuid: samples[0]?.AsGuid, Component: 'Zink', ArReportedValue: '300', TestConclusion: '>I' },
      { AsGuid: samples[1]?.AsGuid, Component: 'Zink', ArReportedValue: '20' },
    ]);
    const withResults = contentOf(await session.call(`${data}/GetAllSamplesWithResults`, { Content: JSON.stringify({ ProjectID: prId }) }));
    expect(withResults.map((sample) => [sample.Name, (sample.Results as WireRow[]).map((row) => row.ArReportedValue)])).toEqual([['MM1', ['300']], ['MM2', ['20']]]);
    const one = contentOf(await session.call(`${data}/GetAllResults`, { Content: JSON.stringify({ ProjectID: prId, SampleGuid: samples[1]?.AsGuid }) }));
    expect(one.map((row) => row.ArReportedValue)).toEqual(['20']);
    const concluded = contentOf(await session.call(`${data}/GetAllResultsWithConclusions`, { Content: JSON.stringify({ ProjectID: prId }) }));
    expect(concluded).toEqual([expect.objectContaining({ Component: 'Zink', TestConclusion: '>I', SampleName: 'MM1' })]);
  });

  it('refuses a sample of another project, malformed Content, and another licence\'s project, writing nothing', async () => {
    const mine = await projectWithSamples('RES-MINE', ['MM1']);
    const other = await projectWithSamples('RES-OTHER', ['MM9']);
    const wrongSample = await update(mine.prId, [{ AsGuid: other.samples[0]?.AsGuid, Component: 'Zink', ArReportedValue: '1' }]);
    expect(wrongSample.body).toMatchObject({ ResultCode: 'Import_Failed', Issues: [expect.objectContaining({ field: 'AsGuid', code: 'results.issue.sampleNotFound' })] });
    const malformed = await session.call(`${data}/UpdateAnalysisResults`, { Content: '{"ProjectID":' });
    expect(malformed.status).toBe(400);
    const stranger = await server.login(await server.addUser({ licenceNumber: 4711 }));
    const foreign = await stranger.call(`${data}/GetAllResults`, { Content: JSON.stringify({ ProjectID: mine.prId }) });
    expect(foreign.body.ResultCode).toBe('Export_Failed');
    expect(contentOf(await session.call(`${data}/GetAllResults`, { Content: JSON.stringify({ ProjectID: other.prId }) }))).toEqual([]);
  });
}));
