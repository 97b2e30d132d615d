import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../../server/seed/demo-project';
import type { DashboardFigures, InfoWidgetKind } from '../../../src/domain/dashboard/dashboard-figures';
import { rowFigures, topValues } from '../../../src/domain/dashboard/widget-figures';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { licenceIdOf, storeDemoProject } from '../overview-fixtures';

const data = '/ITWDataRestService_V1_0';
const getTable = '/ITWViewRestService_V1_0/GetQuerryResponse';
type Row = Record<string, unknown>;

/** Each info widget's overview tab and the column it ranks (spec 02 section 2). */
const sources: Record<InfoWidgetKind, { viewname: string; date?: string; rank?: string }> = {
  soilInfo: { viewname: 'vwSoilInformation', rank: 'LaSoilTypeCode' },
  groundwaterInfo: { viewname: 'vwGroundwaterInformation', date: 'WsDate', rank: 'FtName' },
  surfaceSamples: { viewname: 'vwSurfaceSamples', date: 'WsDate', rank: 'WsMatrixCode' },
  groundAir: { viewname: 'vwGroundAir', date: 'WsDate', rank: 'WsMatrixCode' },
  locationVisits: { viewname: 'vwLocationVisits', date: 'LvDate' },
};

describe('GetDashboardFigures: every widget\'s figures summed up in SQL (spec 02 section 2)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;
  let stranger: Session;
  let demoId = 0;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
    stranger = await server.login(await server.addUser({ licenceNumber: 2000, username: 'stranger' }));
    demoId = await storeDemoProject(server.db, await licenceIdOf(server.db, 1000), generateDemoProject({ seed: 21, points: 60, projectCode: 'DASH-FIG' }));
  });
  afterAll(() => server.close());

  const figures = (as: Session, prId: number) =>
    as.call<{ ResultCode: string; ErrorId?: string; Content: DashboardFigures }>(`${data}/GetDashboardFigures`, { Parameters: { ProjectID: prId } });
  const table = async (viewname: string) =>
    (await session.call<{ Content: { Table: Row[] } }>(getTable, { Viewname: viewname, Param: { ProjectID: demoId } })).body.Content.Table;

  it('agrees with the overview tabs\' rows: counts, points, latest dates, most frequent values', async () => {
    const answer = await figures(session, demoId);
    expect(answer.body.ResultCode).toBe('Export_Succes');
    const points = await table('vwMeasurementPoints');
    expect(answer.body.Content.PointCount).toBe(points.length);
    for (const [kind, source] of Object.entries(sources) as [InfoWidgetKind, (typeof sources)[InfoWidgetKind]][]) {
      const rows = await table(source.viewname);
      const expected = rowFigures(rows, source.date);
      const info = answer.body.Content.Info[kind];
      expect(rows.length, kind).toBeGreaterThan(0);
      expect({ Count: info.Count, Points: info.Points, Latest: info.Latest }, kind)
        .toEqual({ Count: expected.count, Points: expected.points, Latest: expected.latest ?? null });
      const top = source.rank ? topValues(rows, source.rank, 4) : [];
      // Ties may be listed in another order than JavaScript's; the counts must agree, and each value's count.
      expect(info.Top.map((entry) => entry.Count), kind).toEqual(top.map((entry) => entry.count));
      for (const entry of info.Top) expect(rows.filter((row) => row[source.rank ?? ''] === entry.Value).length, kind).toBe(entry.Count);
    }
  });

  it('counts groundwater and surface water samples per month of their date', async () => {
    const answer = await figures(session, demoId);
    const dates = [...await table('vwGroundwaterInformation'), ...await table('vwSurfaceSamples')]
      .map((row) => row.WsDate).filter((date): date is string => typeof date === 'string' && /^\d{4}-\d{2}/.test(date));
    const tally = new Map<string, number>();
    for (const date of dates) tally.set(date.slice(0, 7), (tally.get(date.slice(0, 7)) ?? 0) + 1);
    expect(answer.body.Content.WaterSamplesPerMonth).toEqual([...tally].sort(([a], [b]) => (a < b ? -1 : 1)).map(([Month, Count]) => ({ Month, Count })));
    expect(dates.length).toBeGreaterThan(0);
  });

  it('refuses another licence\'s project and an unknown one as not found', async () => {
    for (const [caller, prId] of [[stranger, demoId], [session, 999999]] as const) {
      const answer = await figures(caller, prId);
      expect(answer.body).toMatchObject({ ResultCode: 'Export_Failed', ErrorId: 'dashboard.server.projectNotFound' });
    }
    expect((await figures(session, -1)).body.ResultCode).toBe('Export_Failed');
  });
}));
