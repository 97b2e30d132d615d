import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, demoProjectId, expectNoPageProblems, signIn, useE2eHarness } from './harness';
import { blockedTile, serverTable, tileHosts } from './map-page';
import { demoServiceCall } from './demo-service-call';

/**
 * The dashboards of spec 02 section 2 in real Chromium against the real server (Dutch interface):
 * the Home Dashboard's twelve widgets show the demo project's figures as the server holds them;
 * a dashboard added, laid out in edit mode with the keyboard and stored keeps its layout after a
 * reload; the Home Dashboard refuses rename and delete; an unknown dashboard is 'not found'.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const widget = (page: Page, kind: string) => page.locator(`section[data-widget="${kind}"]`);

/** The rows of one overview view as the server answers GetQuerryResponse for the demo account. */
async function viewRows(view: string): Promise<Record<string, unknown>[]> {
  const { body } = await demoServiceCall(harness.url, '/ITWViewRestService_V1_0/GetQuerryResponse', { Viewname: view, Param: { ProjectID: String(projectId) } });
  const content = typeof body.Content === 'string' ? JSON.parse(body.Content) as { Table?: Record<string, unknown>[] } : body.Content as { Table?: Record<string, unknown>[] };
  return content.Table ?? [];
}

async function openDashboard(page: Page, number = 1) {
  await page.route(tileHosts, (route) => route.abort('internetdisconnected'));
  await page.goto(appPath(`project/${projectId}/dashboard/${number}`));
}

describe('dashboards', () => {
  it('shows the twelve widgets of the Home Dashboard with the demo project\'s figures', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDashboard(page);
    await page.getByRole('heading', { level: 1, name: 'Startdashboard' }).waitFor();
    await expect.poll(() => page.locator('section[data-widget]').count()).toBe(12);

    const points = await serverTable<{ MpGuid: string }>(harness.url, 'GetMeasurementPoints', projectId, 'tblMeasurementPoints');
    const info = widget(page, 'projectInfo');
    await expect.poll(() => info.locator('[data-field="pointCount"]').textContent()).toBe(String(points.length));
    expect(await info.locator('[data-field="PrCode"]').textContent()).toBe('DEMO-AMF');

    const views = { soilInfo: 'vwSoilInformation', groundwaterInfo: 'vwGroundwaterInformation', surfaceSamples: 'vwSurfaceSamples', groundAir: 'vwGroundAir', locationVisits: 'vwLocationVisits' };
    for (const [kind, view] of Object.entries(views)) {
      const rows = await viewRows(view);
      await expect.poll(() => widget(page, kind).locator('[data-field="count"]').textContent(), { message: kind }).toBe(String(rows.length));
    }

    const dated = [...await viewRows('vwGroundwaterInformation'), ...await viewRows('vwSurfaceSamples')].filter((row) => typeof row.WsDate === 'string');
    expect(dated.length).toBeGreaterThan(0);
    const chart = widget(page, 'waterSamplesGraph').locator('.dashboard-graph__chart');
    await expect.poll(async () => (await chart.getAttribute('data-counts'))?.split(',').reduce((sum, count) => sum + Number(count), 0)).toBe(dated.length);
    await chart.locator('canvas').first().waitFor();
    await widget(page, 'waterSamplesGraph').getByRole('button', { name: 'Per jaar' }).click();
    await expect.poll(() => chart.getAttribute('data-periods')).toMatch(/^\d{4}(,\d{4})*$/);

    await widget(page, 'pointMap').locator('canvas').first().waitFor();
    const contacts = await serverTable(harness.url, 'GetConcernedContacts', projectId, 'tblConcernedCompanies');
    await expect.poll(() => widget(page, 'concernedContacts').locator('[data-field="count"]').textContent()).toBe(`Contacten: ${contacts.length}`);
    const assignments = await serverTable(harness.url, 'GetLabassignments', projectId, 'tblLabAssignments');
    await expect.poll(() => widget(page, 'labAssignments').locator('[data-field="count"]').textContent()).toMatch(new RegExp(`^Opdrachten: ${assignments.length},`));
    await expect.poll(() => widget(page, 'participants').locator('[data-field="count"]').textContent()).toMatch(/^Deelnemers: [1-9]\d*$/);

    const task = `Peilbuizen controleren ${Date.now()}`;
    const todo = widget(page, 'todoList');
    await todo.getByPlaceholder('Nieuwe taak').fill(task);
    await todo.getByRole('button', { name: 'Toevoegen' }).click();
    await todo.getByText(task).waitFor();
    await expect.poll(async () => (await serverTable<{ TaName: string }>(harness.url, 'GetTasks', projectId, 'tblTasks')).some((row) => row.TaName === task)).toBe(true);
    expectNoPageProblems(problems, blockedTile);
  });

  it('opens the Home Dashboard with one call for each read and the map\'s and graph\'s code, without the map screen\'s print code', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const calls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') scripts.push(request.url());
      else if (/RestService_V1_0\//.test(path)) calls.push(path.split('/').pop() === 'GetQuerryResponse' ? `GetQuerryResponse ${(request.postDataJSON() as { Viewname?: string }).Viewname ?? ''}` : path.split('/').pop() ?? path);
    });
    await openDashboard(page);
    await expect.poll(() => page.locator('section[data-widget]').count()).toBe(12);
    await expect.poll(() => page.locator('section[data-widget] .dashboard-loading').count()).toBe(0);
    await widget(page, 'pointMap').locator('canvas').first().waitFor();
    await widget(page, 'waterSamplesGraph').locator('canvas').first().waitFor();

    // Every widget has mounted and read: a read asked again on mount would be in the list by now.
    const times = (call: string) => calls.filter((seen) => seen === call).length;
    expect({
      project: times('GetSingleProject'), dashboards: times('GetDashboards'), figures: times('GetDashboardFigures'),
      markers: times('GetQuerryResponse vwMapPoints'), contours: times('GetMapContours'),
    }).toEqual({ project: 1, dashboards: 1, figures: 1, markers: 1, contours: 1 });
    const loaded = await Promise.all(scripts.map(async (url) => ({ name: new URL(url).pathname.split('/').pop() ?? url, text: await (await page.request.get(url)).text() })));
    expect(loaded.some((script) => script.name.startsWith('PointMapWidget-'))).toBe(true);
    expect(loaded.some((script) => script.name.startsWith('uPlot'))).toBe(true);
    // pdf-lib prints the map screen's PDF; the dashboard's map has no use for it.
    expect(loaded.filter((script) => script.text.includes('PDFDocument')).map((script) => script.name)).toEqual([]);
    expectNoPageProblems(problems, blockedTile);
  });

  it('keeps a new dashboard\'s layout, made in edit mode with the keyboard, after a reload', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDashboard(page);
    await page.getByRole('heading', { level: 1, name: 'Startdashboard' }).waitFor();
    const name = `Grondwater ${Date.now()}`;
    await page.getByRole('button', { name: 'Dashboard toevoegen' }).click();
    await page.getByRole('dialog').getByLabel('Naam').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Dit dashboard heeft nog geen widgets.').waitFor();

    await page.keyboard.press('Alt+E');
    await page.getByLabel('Widget toevoegen').selectOption('groundwaterInfo');
    await page.getByLabel('Widget toevoegen').selectOption('todoList');
    const groundwater = widget(page, 'groundwaterInfo');
    await groundwater.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => groundwater.getAttribute('data-cell')).toBe('2,0,4,5');
    // The taller widget now covers the to-do list's top row, so the list made room below it.
    const todo = widget(page, 'todoList');
    expect(await todo.getAttribute('data-cell')).toBe('0,5,4,4');
    await todo.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => todo.getAttribute('data-cell')).toBe('0,7,4,4');
    await page.getByRole('button', { name: 'Widgets automatisch uitlijnen' }).click();
    await expect.poll(() => todo.getAttribute('data-cell')).toBe('0,5,4,4');
    await page.getByRole('button', { name: 'Bewerkmodus' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Widgets automatisch uitlijnen' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => widget(page, 'groundwaterInfo').getAttribute('data-cell')).toBe('2,0,4,5');
    expect(await widget(page, 'todoList').getAttribute('data-cell')).toBe('0,5,4,4');

    // Removing a widget with Delete in edit mode, stored with the next switch off.
    await page.keyboard.press('Alt+E');
    await widget(page, 'todoList').focus();
    await page.keyboard.press('Delete');
    await page.keyboard.press('Alt+E');
    await expect.poll(() => page.getByRole('button', { name: 'Widgets automatisch uitlijnen' }).count()).toBe(0);
    await page.reload();
    await widget(page, 'groundwaterInfo').waitFor();
    expect(await widget(page, 'todoList').count()).toBe(0);
    expectNoPageProblems(problems, blockedTile);
  });

  it('refuses to rename or delete the Home Dashboard, a name that exists, and an unknown dashboard', async () => {
    const { page } = harness;
    await signIn(page);
    await openDashboard(page);
    await page.getByRole('heading', { level: 1, name: 'Startdashboard' }).waitFor();
    await page.getByRole('button', { name: 'Dashboard verwijderen' }).click();
    await notice(page, 'Het startdashboard kan niet verwijderd of hernoemd worden.').waitFor();
    await page.getByRole('button', { name: 'Bewerkmodus' }).click();
    await page.getByRole('button', { name: 'Dashboard hernoemen' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => notice(page, 'Het startdashboard kan niet verwijderd of hernoemd worden.').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Bewerkmodus' }).click();

    await page.getByRole('button', { name: 'Dashboard toevoegen' }).click();
    await page.getByRole('dialog').getByLabel('Naam').fill('home dashboard ');
    await page.getByRole('dialog').getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Er bestaat al een dashboard met de naam' }).waitFor();

    await page.goto(appPath(`project/${projectId}/dashboard/999`));
    await notice(page, 'Dashboard niet gevonden.').waitFor();
  });
});
