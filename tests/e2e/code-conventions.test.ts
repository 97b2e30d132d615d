import { beforeAll, describe, expect, it } from 'vitest';
import { demoProjectId, expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';
import { runPaletteCommand } from './app-actions';
import { demoServiceCall } from './demo-service-call';

/**
 * /CodeConventions and its code-review action (spec 01 section 2) in real Chromium against the real
 * server: the code lists each list field takes its codes from, and a project's review naming a point
 * whose stored type code (written over the wire contract, as an import from another system would) is
 * not in its list, linked to the point; the palette's 'review codes' opens the review of the project
 * in view.
 */
const harness = useE2eHarness();

let projectId = 0;

type Row = Record<string, unknown>;

/** Calls the data service as the demo user (the way another system's import reaches it). */
async function dataCall(call: string, body: Row): Promise<Row> {
  const answer = await demoServiceCall(harness.url, `/ITWDataRestService_V1_0/${call}`, body);
  expect(answer.status).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  projectId = await demoProjectId(harness);
  const read = await dataCall('GetMeasurementPoints', { LanguageCode: 'nld', WebserviceVersion: '1.0', Parameters: { ExportFormat: 'json', ProjectID: String(projectId) } });
  const files = read.Files as { FileContent: string }[];
  const points = (JSON.parse(files[0]?.FileContent ?? '{}') as { VeldData: { tblMeasurementPoints: Row[] } }).VeldData.tblMeasurementPoints;
  const point = points.find((row) => row.MpName === 'B007');
  const written = await dataCall('SetMeasurementPoints', { action: 'UPDATE', data: { PrID: projectId, MeasurementPoints: [{ ...point, MpTypeCode: 'ZZ' }] } });
  expect(written.ResultCode).toBe('Import_Succes');
});

describe('code conventions', () => {
  it('lists each list field with its codes, and a review names the point whose code is outside its list', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await runPaletteCommand(page, 'Codeconventies');
    await page.getByRole('heading', { level: 1, name: 'Codeconventies' }).waitFor();
    const points = page.getByRole('table', { name: 'Meetpunt', exact: true });
    const typeRow = points.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Type meetpunt', exact: true }) });
    await typeRow.getByText(/^\d+ codes$/).click();
    await typeRow.getByRole('listitem').filter({ hasText: /^B Boring$/ }).waitFor();

    await page.getByLabel('Project', { exact: true }).selectOption(String(projectId));
    await page.getByRole('button', { name: 'Codes controleren' }).click();
    const review = page.getByRole('region', { name: /^Codecontrole van DEMO-AMF/ });
    await expect.poll(() => review.getByRole('status').textContent()).toMatch(/^1 waarde staat niet in de lijst van het veld \(\d+ records gelezen\)\.$/);
    const finding = review.getByRole('row').filter({ hasText: 'ZZ' });
    expect(await finding.getByRole('cell').allTextContents()).toEqual(['Meetpunt', 'B007', 'Type meetpunt', 'ZZ', expect.stringMatching(/^Code niet in lijst \d+$/)]);
    await finding.getByRole('link', { name: 'B007' }).click();
    await page.getByRole('heading', { level: 1, name: 'B007', exact: true }).waitFor();
    expectNoPageProblems(problems);
  });

  it("reviews the project in view from the palette's 'Codes controleren'", async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await runPaletteCommand(page, 'Codes controleren');
    await page.waitForURL(new RegExp(`/Web/CodeConventions\\?project=${projectId}$`));
    const review = page.getByRole('region', { name: /^Codecontrole van DEMO-AMF/ });
    await review.getByRole('link', { name: 'B007' }).waitFor();
    expect(await page.getByLabel('Project', { exact: true }).inputValue()).toBe(String(projectId));
    expectNoPageProblems(problems);
  });
});
