import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createApiClient, createSession, getMeasurementPoints, getMeasurementPointWithChilds, memoryStorage, setProject,
} from '../../src/api';
import type { ApiClient } from '../../src/api';
import type { MeasurementPoint } from '../../src/domain/entities/measurement-point';
import {
  appPath, demoAccount, expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject, signIn, useE2eHarness,
} from './harness';

/**
 * Copy and move from the measurement point screen in real Chromium against the real server (issue
 * 8): 'Dupliceren' opens the copy dialog; a move lands the point with its children in a second
 * project (made here through the API) and removes it from the demo project; a duplicate makes
 * copies in the demo project with their names and a link. Contexts start in Dutch.
 */
const harness = useE2eHarness();

/** The app's own API client, signed in as the demo user, to arrange and check data on the server. */
async function demoApi(): Promise<ApiClient> {
  const api = createApiClient({ baseUrl: harness.url, session: createSession(memoryStorage(), 'nl'), fetch });
  await api.signIn(demoAccount);
  return api;
}

async function openPoint(page: Page, projectId: number, point: MeasurementPoint): Promise<void> {
  await page.goto(appPath(`project/${projectId}/measurementPoint/${String(point.MpGuid)}`));
  await page.getByRole('heading', { level: 1, name: String(point.MpName), exact: true }).waitFor();
  await page.getByRole('toolbar').getByRole('button', { name: 'Opslaan' }).waitFor();
}

async function pointNamed(api: ApiClient, projectId: number, name: string): Promise<MeasurementPoint> {
  const point = (await getMeasurementPoints(api, projectId)).find((row) => row.MpName === name);
  if (!point?.MpGuid) throw new Error(`no point ${name} in project ${projectId}`);
  return point;
}

const tableSizes = (tree: Record<string, unknown[]>) => Object.fromEntries(Object.entries(tree).filter(([table]) => table !== 'tblMeasurementPoints').map(([table, rows]) => [table, rows.length]));

describe('copy or move measurement points from the point screen', () => {
  it('moves a point with its children into another project; the demo project no longer has it', async () => {
    const { page, problems } = harness;
    const api = await demoApi();
    const [target] = await setProject(api, 'INSERT', { PrCode: 'E2E-MOVE', PrName: 'Verplaatsdoel', PrCoordinateSystem: 'EPSG:28992' });
    const targetId = Number(target?.PrID);
    await signIn(page);
    const projectId = await openDemoProject(page);
    const point = await pointNamed(api, projectId, 'B012');
    const original = await getMeasurementPointWithChilds(api, projectId, String(point.MpGuid));
    const pointsBefore = (await getMeasurementPoints(api, projectId)).length;

    await openPoint(page, projectId, point);
    await page.getByRole('toolbar').getByRole('button', { name: 'Dupliceren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Meetpunten kopiëren' }).waitFor();
    await dialog.getByRole('radio', { name: /^Verplaatsen/ }).check();
    // Moving into the project the point is in is refused until another project is chosen.
    await dialog.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
    await dialog.getByText('Meetpunten kunnen niet worden verplaatst naar het project waarin ze al staan', { exact: false }).waitFor();
    await dialog.getByLabel('Doelproject').selectOption(String(targetId));
    await expectNoSeriousA11yViolations(page, { include: 'dialog' });
    await dialog.getByRole('button', { name: 'Verplaatsen', exact: true }).click();

    await dialog.getByText('Meetpunten verplaatst: 1.').waitFor();
    const names = await dialog.getByRole('list', { name: 'Nieuwe meetpunten' }).getByRole('listitem').allTextContents();
    expect(names).toEqual(['B013']);

    const arrived = await getMeasurementPoints(api, targetId);
    expect(arrived.map((row) => [row.MpName, row.PrID, row.MpXCoord, row.MpYCoord])).toEqual([['B013', targetId, point.MpXCoord, point.MpYCoord]]);
    expect(arrived[0]?.MpGuid).not.toBe(point.MpGuid);
    const copy = await getMeasurementPointWithChilds(api, targetId, String(arrived[0]?.MpGuid));
    expect(tableSizes(copy)).toEqual(tableSizes(original));
    expect(copy.tblJars.map((jar) => jar.JrName)).toEqual(original.tblJars.map((jar) => String(jar.JrName).replace('B012', 'B013')));
    const left = await getMeasurementPoints(api, projectId);
    expect(left).toHaveLength(pointsBefore - 1);
    expect(left.some((row) => row.MpGuid === point.MpGuid)).toBe(false);

    // The moved point is gone here: closing goes to the demo project.
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await page.waitForURL(new RegExp(`/Web/project/${projectId}/?$`));
    expectNoPageProblems(problems);
  });

  it('duplicates a point twice in its own project and links to the project', async () => {
    const { page, problems } = harness;
    const api = await demoApi();
    await signIn(page);
    const projectId = await openDemoProject(page);
    const point = await pointNamed(api, projectId, 'B020');
    await openPoint(page, projectId, point);
    await page.getByRole('toolbar').getByRole('button', { name: 'Dupliceren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Aantal kopieën van elk punt').fill('101');
    await dialog.getByText('Aantal kopieën moet tussen 1 en 100 liggen.').waitFor();
    await dialog.getByLabel('Aantal kopieën van elk punt').fill('2');
    await dialog.getByRole('checkbox', { name: 'Coördinaten kopiëren' }).uncheck();
    await dialog.getByRole('button', { name: 'Kopiëren', exact: true }).click();

    await dialog.getByText('Meetpunten gekopieerd: 2.').waitFor();
    const names = await dialog.getByRole('list', { name: 'Nieuwe meetpunten' }).getByRole('listitem').allTextContents();
    // The demo project runs to B300: the copies take the next free numbers.
    expect(names).toEqual(['B301', 'B302']);
    const points = await getMeasurementPoints(api, projectId);
    for (const name of names) {
      expect(points.find((row) => row.MpName === name)).toMatchObject({ PrID: projectId, MpXCoord: null, MpYCoord: null });
    }
    await dialog.getByRole('link', { name: 'Doelproject openen' }).click();
    await page.waitForURL(new RegExp(`/Web/project/${projectId}/?$`));
    await page.getByRole('link', { name: 'B301', exact: true }).waitFor();
    expectNoPageProblems(problems);
  });
});

describe('copy or move measurement points from the points grid', () => {
  it('moves the selected rows into another project; the grid no longer shows them', async () => {
    const { page, problems } = harness;
    const api = await demoApi();
    const [target] = await setProject(api, 'INSERT', { PrCode: 'E2E-GRID', PrName: 'Verplaatsdoel raster', PrCoordinateSystem: 'EPSG:28992' });
    const targetId = Number(target?.PrID);
    await signIn(page);
    const projectId = await openDemoProject(page);
    const before = (await getMeasurementPoints(api, projectId)).length;
    await page.goto(appPath(`project/${projectId}/overview/108`));
    const grid = page.getByRole('grid');
    await grid.locator('[role="row"][aria-rowindex="4"] [role="rowheader"]').click();
    await grid.locator('[role="row"][aria-rowindex="5"] [role="rowheader"]').click({ modifiers: ['Shift'] });
    const moved = await grid.locator('[role="row"][aria-rowindex="4"] [role="gridcell"]').first().textContent()
      + ',' + await grid.locator('[role="row"][aria-rowindex="5"] [role="gridcell"]').first().textContent();

    await page.getByRole('toolbar').getByRole('button', { name: 'Dupliceren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /^Verplaatsen/ }).check();
    await dialog.getByLabel('Doelproject').selectOption(String(targetId));
    await dialog.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
    await dialog.getByText('Meetpunten verplaatst: 2.').waitFor();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();

    expect((await getMeasurementPoints(api, targetId)).length).toBe(2);
    expect((await getMeasurementPoints(api, projectId)).length).toBe(before - 2);
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe(String(before - 2 + 1));
    const shown = await grid.locator('[role="gridcell"][aria-colindex="2"]').allTextContents();
    for (const name of moved.split(',')) expect(shown).not.toContain(name);
    expectNoPageProblems(problems);
  });
});
