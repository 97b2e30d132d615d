import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { coordinateToPixel, pixelToCoordinate } from '../../src/domain/map/map-view-geometry';
import type { MapViewGeometry } from '../../src/domain/map/map-view-geometry';
import { gridCells } from './grid-cells';
import { appPath, demoProjectId, expectNoPageProblems, signIn, useE2eHarness } from './harness';
import { blockedTile, colourAt, mapBox, openMapAt, serverTable, tileHosts } from './map-page';
import type { MapView, OpenedMap } from './map-page';

/**
 * The map (spec 02 section 2, 'Map') in real Chromium against the real server, with every tile host
 * blocked as on a machine without internet: points drawn in RD New where their coordinates say,
 * placed by a click, dragged 10 m east to X + 10.00 in the points grid and on the server.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

/** A view far from the demo project's points (around Amersfoort), so only this test's point is near. */
const centre: [number, number] = [120000, 480000];
const resolution = 0.5;

/** Opens the map on a view and answers the view's geometry and where its canvas sits on the page. */
function openMap(page: Page, view: MapView): Promise<OpenedMap> {
  return openMapAt(page, projectId, view);
}

/** The points as the server holds them. */
function serverPoints(): Promise<Array<{ MpGuid: string; MpName: string; MpXCoord: number; MpYCoord: number }>> {
  return serverTable(harness.url, 'GetMeasurementPoints', projectId, 'tblMeasurementPoints');
}

/** A point placed through the map's tool, and where the server stored it. */
interface PlacedPoint {
  name: string;
  guid: string;
  x: number;
  y: number;
}

/**
 * Places a point with the map's tool, 60 px right and 40 px up of the centre. The browser clicks whole
 * page pixels while the map's box may start between two, so the spot is the clicked pixel's
 * coordinate, to within a quarter pixel; the server must hold exactly what the status line says.
 */
async function placePoint(page: Page, map: OpenedMap): Promise<PlacedPoint> {
  const click: [number, number] = [Math.round(map.origin[0] + map.geometry.size[0] / 2 + 60), Math.round(map.origin[1] + map.geometry.size[1] / 2 - 40)];
  const [clickedX, clickedY] = pixelToCoordinate(map.geometry, [click[0] - map.origin[0], click[1] - map.origin[1]]);
  const tool = page.getByRole('button', { name: 'Meetpunt plaatsen' });
  await tool.click();
  await page.mouse.click(click[0], click[1]);
  const placed = page.getByRole('status').filter({ hasText: /^Meetpunt B\d+ geplaatst op X \d+\.\d\d, Y \d+\.\d\d\.$/ });
  await placed.waitFor();
  await tool.click();
  const [, name = '', placedX = '', placedY = ''] = /Meetpunt (B\d+) geplaatst op X (\d+\.\d\d), Y (\d+\.\d\d)/.exec((await placed.textContent()) ?? '') ?? [];
  const x = Number(placedX);
  const y = Number(placedY);
  expect(Math.abs(x - clickedX)).toBeLessThanOrEqual(0.13);
  expect(Math.abs(y - clickedY)).toBeLessThanOrEqual(0.13);
  const stored = (await serverPoints()).find((point) => point.MpName === name);
  expect(stored, 'stored with the two decimals of RD New').toMatchObject({ MpXCoord: x, MpYCoord: y });
  return { name, guid: stored?.MpGuid ?? '', x, y };
}

const isMarkerBlue = ([r, g, b]: [number, number, number]) => b > 150 && r < 90 && g < 130;
const isMarkerRed = ([r, g, b]: [number, number, number]) => r > 170 && g < 90 && b < 90;

describe('the map with tiles blocked', () => {
  it('opens the demo project\'s map offline with all its points in view, drags a demo point 10 m east, and the points grid shows X + 10.00', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const points = await serverPoints();
    expect(points.length).toBeGreaterThanOrEqual(300);

    // Opened without a view, the map fits every point: its data says all are drawn, and the view that
    // OpenLayers' fit gives (40 px padding) holds each of them, the westernmost drawn where it lies.
    await page.goto(appPath(`project/${projectId}/map`));
    const canvas = page.getByTestId('project-map');
    await canvas.locator('.ol-scale-bar').waitFor();
    await page.waitForFunction((count) => document.querySelector('[data-testid="project-map"]')?.getAttribute('data-points') === String(count), points.length);
    await page.getByText('De achtergrondkaart is niet bereikbaar').waitFor();
    const { width, height, left, top } = await mapBox(page);
    const xs = points.map((point) => point.MpXCoord);
    const ys = points.map((point) => point.MpYCoord);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // The offline notice lies over the map's top: the fit keeps the points below it.
    const inset = await page.locator('.project-map__notices').evaluate((element: HTMLElement) => element.offsetTop + element.offsetHeight);
    expect(inset).toBeGreaterThan(0);
    const resolution = Math.max((maxX - minX) / (width - 80), (maxY - minY) / (height - 80 - inset), 0.5);
    const fitted: MapViewGeometry = {
      center: [(minX + maxX) / 2, (minY + maxY) / 2 + (inset / 2) * resolution],
      resolution,
      size: [width, height],
    };
    for (const point of points) {
      const [column, row] = coordinateToPixel(fitted, [point.MpXCoord, point.MpYCoord]);
      expect(column >= 0 && column <= width && row >= inset && row <= height, `${point.MpName} in view, below the notice`).toBe(true);
    }
    const west = points.find((point) => point.MpXCoord === minX);
    const westAt = coordinateToPixel(fitted, [west?.MpXCoord ?? 0, west?.MpYCoord ?? 0]);
    await expect.poll(() => colourAt(page, left + westAt[0], top + westAt[1])).toSatisfy(isMarkerBlue);

    // Dragged 40 px east at a quarter metre a pixel: a demo point moves 10 m.
    const demo = points[0];
    if (!demo) throw new Error('the demo project has no points');
    const close = await openMap(page, { center: [demo.MpXCoord, demo.MpYCoord], resolution: 0.25 });
    const from = coordinateToPixel(close.geometry, [demo.MpXCoord, demo.MpYCoord]);
    await expect.poll(() => colourAt(page, close.origin[0] + from[0], close.origin[1] + from[1])).toSatisfy(isMarkerBlue);
    await page.mouse.move(close.origin[0] + from[0], close.origin[1] + from[1]);
    await page.mouse.down();
    await page.mouse.move(close.origin[0] + from[0] + 20, close.origin[1] + from[1], { steps: 4 });
    await page.mouse.move(close.origin[0] + from[0] + 40, close.origin[1] + from[1], { steps: 4 });
    await page.mouse.up();
    const movedX = Number((demo.MpXCoord + 10).toFixed(2));
    await page.getByRole('status').filter({ hasText: `${demo.MpName} verplaatst naar X ${movedX.toFixed(2)}, Y ${demo.MpYCoord.toFixed(2)}.` }).waitFor();
    expect((await serverPoints()).find((point) => point.MpGuid === demo.MpGuid)).toMatchObject({ MpXCoord: movedX, MpYCoord: demo.MpYCoord });

    // The points grid: the point's X cell holds X + 10.00, Y unchanged.
    await page.goto(appPath(`project/${projectId}/overview/108/${demo.MpGuid}`));
    const grid = page.getByRole('grid');
    const row = grid.getByRole('row').filter({ hasText: demo.MpName });
    await row.waitFor();
    const cells = gridCells(page, grid);
    const cellOf = async (title: string) => Number((await row.locator(`[role="gridcell"][aria-colindex="${await cells.columnIndex(title)}"]`).textContent() ?? '').replace(',', '.'));
    expect(await cellOf('X-coördinaat')).toBe(movedX);
    expect(await cellOf('Y-coördinaat')).toBe(demo.MpYCoord);
    expect(movedX - demo.MpXCoord).toBeCloseTo(10, 9);
    expectNoPageProblems(problems, blockedTile);
  });

  it('places a point by a click, draws it where its RD coordinates say, and drags it 10 m east to X + 10.00', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const first = await openMap(page, { center: centre, resolution });
    await page.getByText('De achtergrondkaart is niet bereikbaar').waitFor();

    // Place: a click 60 px right and 40 px up of the centre lands 30 m east and 20 m north of it.
    const spot = await placePoint(page, first);
    expect(Math.abs(spot.x - 120030)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(spot.y - 480020)).toBeLessThanOrEqual(0.5);
    const { name, guid } = spot;

    // Drawn: on a fresh map with another centre, the point's marker is at the pixel its coordinates give.
    const second = await openMap(page, { center: [120000, 480000], resolution: 0.25 });
    const drawn = coordinateToPixel(second.geometry, [spot.x, spot.y]);
    expect(Math.abs(drawn[0] - (second.geometry.size[0] / 2 + 120))).toBeLessThanOrEqual(2);
    await expect.poll(() => colourAt(page, second.origin[0] + drawn[0], second.origin[1] + drawn[1])).toSatisfy(isMarkerBlue);
    expect(isMarkerBlue(await colourAt(page, second.origin[0] + drawn[0] + 20, second.origin[1] + drawn[1])), 'beside the marker: the plain background').toBe(false);

    // Dragged 40 px east at 0.25 m a pixel: 10 m.
    await page.mouse.move(second.origin[0] + drawn[0], second.origin[1] + drawn[1]);
    await page.mouse.down();
    await page.mouse.move(second.origin[0] + drawn[0] + 20, second.origin[1] + drawn[1], { steps: 4 });
    await page.mouse.move(second.origin[0] + drawn[0] + 40, second.origin[1] + drawn[1], { steps: 4 });
    await page.mouse.up();
    const movedX = (spot.x + 10).toFixed(2);
    await page.getByRole('status').filter({ hasText: `${name} verplaatst naar X ${movedX}, Y ${spot.y.toFixed(2)}.` }).waitFor();
    expect((await serverPoints()).find((point) => point.MpName === name)).toMatchObject({ MpXCoord: Number(movedX), MpYCoord: spot.y });

    // The points grid shows the new X on the point's row.
    await page.goto(appPath(`project/${projectId}/overview/108/${guid}`));
    const row = page.getByRole('grid').getByRole('row').filter({ hasText: name });
    await row.waitFor();
    // The grid writes numbers as they are (120040, not 120040.00): X + 10 beside the unchanged Y.
    expect(await row.textContent()).toContain(`${String(Number(movedX))}${String(spot.y)}`);

    // Blocked tiles cost one probe per visible base layer, not a flood of errors.
    expect(problems.filter((problem) => problem.url.includes('openstreetmap') || problem.text.includes('ERR_INTERNET_DISCONNECTED')).length).toBeLessThanOrEqual(4);
    expectNoPageProblems(problems, blockedTile);
  });

  it('selects a point on the map and in the points grid, and takes a move back', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const view = { center: [125000, 485000] as [number, number], resolution };
    const opened = await openMap(page, view);
    const point = await placePoint(page, opened);

    // Map → grid: a click on the marker selects it (in the URL), and the grid opens on its row.
    const map = await openMap(page, view);
    const at = coordinateToPixel(map.geometry, [point.x, point.y]);
    await page.mouse.click(map.origin[0] + at[0], map.origin[1] + at[1]);
    await page.waitForURL((url) => url.searchParams.get('mp') === point.guid);
    // The selected marker turns red.
    await expect.poll(() => colourAt(page, map.origin[0] + at[0], map.origin[1] + at[1])).toSatisfy(isMarkerRed);
    await page.getByRole('button', { name: 'Toon in puntentabel' }).click();
    await page.waitForURL(new RegExp(`/overview/108/${point.guid}$`));
    await page.getByRole('grid').getByRole('row').filter({ hasText: point.name }).waitFor();

    // Grid → map: the grid's selection opens on the map selected.
    await page.getByRole('button', { name: 'Toon op kaart' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/map') && url.searchParams.get('mp') === point.guid);

    // A move is taken back with 'undo': the server holds the old X again.
    const again = await openMap(page, view);
    const from = coordinateToPixel(again.geometry, [point.x, point.y]);
    await page.mouse.move(again.origin[0] + from[0], again.origin[1] + from[1]);
    await page.mouse.down();
    await page.mouse.move(again.origin[0] + from[0] + 30, again.origin[1] + from[1] + 10, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('status').filter({ hasText: `${point.name} verplaatst naar X` }).waitFor();
    expect((await serverPoints()).find((row) => row.MpGuid === point.guid)?.MpXCoord).not.toBe(point.x);
    await page.getByRole('button', { name: 'Verplaatsing ongedaan maken' }).click();
    await page.getByRole('status').filter({ hasText: `Verplaatsing van ${point.name} ongedaan gemaakt.` }).waitFor();
    expect((await serverPoints()).find((row) => row.MpGuid === point.guid)).toMatchObject({ MpXCoord: point.x, MpYCoord: point.y });
    expectNoPageProblems(problems, blockedTile);
  });

  it('opens the map beside a point\'s form from the point screen\'s toolbar (spec 01 section 2, /{openMap}), and closes it', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const [point] = await serverPoints();
    if (!point) throw new Error('the demo project has no points');
    await page.goto(appPath(`project/${projectId}/measurementPoint/${point.MpGuid}`));
    const besideForm = page.getByRole('button', { name: 'Kaart naast het meetpunt aan/uit' });
    await besideForm.click();
    await page.waitForURL(new RegExp(`/measurementPoint/${point.MpGuid}/map$`));
    await page.getByTestId('project-map').locator('.ol-scale-bar').waitFor();
    expect(await page.getByLabel('Meetpunt', { exact: true }).inputValue()).toBe(point.MpName);
    await besideForm.click();
    await page.waitForURL(new RegExp(`/measurementPoint/${point.MpGuid}$`));
    await page.getByTestId('project-map').waitFor({ state: 'detached' });
    expectNoPageProblems(problems, blockedTile);
  });
});
