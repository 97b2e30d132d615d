import { describe, expect, it } from 'vitest';
import { demoServiceCall } from './demo-service-call';
import { gridCells } from './grid-cells';
import { expectNoPageProblems, openDemoProject, readServerSqlite, runPaletteCommand, signIn, useE2eHarness } from './harness';

/**
 * 'Make analysis sample' on a water sample without a name, in real Chromium against the real server
 * (spec 02 section 3): the server stores a water sample without a name (another system's import),
 * an analysis sample it refuses without one (SetAnalysisSamples, Name on insert), so the analysis
 * sample is named after the sample's tube.
 */
const harness = useE2eHarness();

/** The GUIDs of demo point `point` and its tube `tube`, read from the server's database. */
function tubeOf(projectId: number, point: string, tube: string): { MpGuid: string; FtGuid: string } {
  return readServerSqlite(harness, (db) => db.prepare(`select mp.MpGuid, ft.FtGuid from tblMeasurementPoints mp join tblFilterTubes ft on ft.MpID = mp.MpID
      where mp.PrID = ? and mp.MpName = ? and ft.FtName = ?`).get(projectId, point, tube) as { MpGuid: string; FtGuid: string });
}

describe('an analysis sample of an unnamed water sample', () => {
  it('is made and named after the water sample\'s tube', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    await page.getByRole('link', { name: 'B018', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'B018', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Peilbuizen' }).click();
    const tubes = gridCells(page, page.getByRole('grid', { name: 'Peilbuizen' }));
    await (await tubes.cell(1, 'Peilbuis')).click();
    await page.getByRole('toolbar', { name: 'Acties voor Peilbuizen' }).getByRole('button', { name: 'Rij openen' }).click();
    await page.getByRole('heading', { level: 1, name: 'B018-1', exact: true }).waitFor();

    const added = await demoServiceCall(harness.url, '/ITWDataRestService_V1_0/SetWaterSamples', {
      action: 'INSERT', data: { PrID: projectId, ...tubeOf(projectId, 'B018', 'B018-1'), WaterSamples: [{ WsMatrixCode: 'GW', WsDate: '2026-11-20T10:00:00' }], Observations: [] },
    });
    expect(added.body.ResultCode).toBe('Import_Succes');
    await page.reload();
    const samples = gridCells(page, page.getByRole('grid', { name: 'Watermonsters' }));
    await expect.poll(() => samples.rowCount()).toBe(2);
    const unnamed = (await samples.cellText(1, 'Monsternaam')) === '' ? 1 : 2;
    expect(await samples.cellText(unnamed, 'Monsternaam')).toBe('');

    await (await samples.cell(unnamed, 'Matrix')).click();
    await runPaletteCommand(page, 'Analysemonster maken');
    await page.getByRole('status').filter({ hasText: '1 analysemonster(s) gemaakt van watermonsters: B018-1.' }).waitFor();

    readServerSqlite(harness, (db) => {
      const rows = db.prepare(`select an.Name from tblAnalysisSamples an
        join tblAnalysisSampleParts ap on ap.AsID = an.AsID
        join tblWaterSamples ws on ws.WsID = ap.WsID
        where an.PrID = ? and coalesce(ws.WsName, '') = ''`).all(projectId);
      expect(rows).toEqual([{ Name: 'B018-1' }]);
    });
    expectNoPageProblems(problems);
  });
});
