import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { coordinateToPixel, pixelToCoordinate } from '../../src/domain/map/map-view-geometry';
import type { MapViewGeometry } from '../../src/domain/map/map-view-geometry';
import { appPath, demoAccount, demoProjectId, expectNoPageProblems, signIn, useE2eHarness } from './harness';

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

/** Every host of the layer catalogue, refused as a disconnected network would. */
const tileHosts = /tile\.openstreetmap\.org|arcgisonline\.com|service\.pdok\.nl|geo\.api\.vlaanderen\.be/;
/** The one probe tile each visible base layer asks before giving up (base-layers.ts), and its console line. */
const blockedTile = [/^request-failed: GET net::ERR_INTERNET_DISCONNECTED \(at https:\/\/tile\.openstreetmap\.org\//, /^console-error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/];

/** A view far from the demo project's points (around Amersfoort), so only this test's point is near. */
const centre: [number, number] = [120000, 480000];
const resolution = 0.5;

function mapPath(view: { center: readonly [number, number]; resolution: number }, selected?: string): string {
  const search = new URLSearchParams({ x: String(view.center[0]), y: String(view.center[1]), res: String(view.resolution) });
  if (selected) search.set('mp', selected);
  return `${appPath(`project/${projectId}/map`)}?${search.toString()}`;
}

/** Opens the map on a view and answers the view's geometry and where its canvas sits on the page. */
async function openMap(page: Page, view: { center: [number, number]; resolution: number }): Promise<{ geometry: MapViewGeometry; origin: [number, number] }> {
  await page.goto(mapPath(view));
  const canvas = page.getByTestId('project-map');
  await canvas.locator('.ol-scale-bar').waitFor();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="project-map"]')?.getAttribute('data-points') ?? 0) > 0);
  // OpenLayers sizes the map by the element's whole-pixel client size and measures events from its box's corner.
  const { width, height, left, top } = await canvas.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { width: element.clientWidth, height: element.clientHeight, left: box.left, top: box.top };
  });
  return { geometry: { center: view.center, resolution: view.resolution, size: [width, height] }, origin: [left, top] };
}

/** The colour drawn at a page pixel, read back from a screenshot of that one pixel. */
async function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    context?.drawImage(image, 0, 0);
    const [r = 0, g = 0, b = 0] = context?.getImageData(0, 0, 1, 1).data ?? [];
    return [r, g, b] as [number, number, number];
  }, png.toString('base64'));
}

/** The points as the server holds them. */
async function serverPoints(): Promise<Array<{ MpGuid: string; MpName: string; MpXCoord: number; MpYCoord: number }>> {
  const login = await fetch(`${harness.url}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: demoAccount.username, Password: demoAccount.password, Licensenumber: demoAccount.licenceNumber }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await fetch(`${harness.url}/ITWDataRestService_V1_0/GetMeasurementPoints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      Authorisation: { Username: demoAccount.username, Licensenumber: demoAccount.licenceNumber, ApplicationCode: 61, Language: 'nld' },
      LanguageCode: 'nld', WebserviceVersion: '1.0', TypeOfExport: 'VeldData',
      Parameters: { ExportFormat: 'json', ProjectID: String(projectId) },
    }),
  });
  const body = (await answer.json()) as { Files: { FileContent: string }[] };
  const content = JSON.parse(body.Files[0]?.FileContent ?? '{}') as { VeldData?: { tblMeasurementPoints?: Array<{ MpGuid: string; MpName: string; MpXCoord: number; MpYCoord: number }> } };
  return content.VeldData?.tblMeasurementPoints ?? [];
}

const isMarkerBlue = ([r, g, b]: [number, number, number]) => b > 150 && r < 90 && g < 130;

describe('the map with tiles blocked', () => {
  it('places a point by a click, draws it where its RD coordinates say, and drags it 10 m east to X + 10.00', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const first = await openMap(page, { center: centre, resolution });
    await page.getByText('De achtergrondkaart is niet bereikbaar').waitFor();

    // Place: a click 60 px right and 40 px up of the centre lands 30 m east and 20 m north of it. The
    // browser clicks whole page pixels while the map's box may start between two, so the spot is
    // the clicked pixel's coordinate, to within a quarter pixel (0.13 m).
    const click: [number, number] = [Math.round(first.origin[0] + first.geometry.size[0] / 2 + 60), Math.round(first.origin[1] + first.geometry.size[1] / 2 - 40)];
    const [clickedX, clickedY] = pixelToCoordinate(first.geometry, [click[0] - first.origin[0], click[1] - first.origin[1]]);
    expect(Math.abs(clickedX - 120030)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(clickedY - 480020)).toBeLessThanOrEqual(0.5);
    await page.getByRole('button', { name: 'Meetpunt plaatsen' }).click();
    await page.mouse.click(click[0], click[1]);
    const placed = page.getByRole('status').filter({ hasText: /^Meetpunt B\d+ geplaatst op X \d+\.\d\d, Y \d+\.\d\d\.$/ });
    await placed.waitFor();
    const [, name = '', placedX = '', placedY = ''] = /Meetpunt (B\d+) geplaatst op X (\d+\.\d\d), Y (\d+\.\d\d)/.exec((await placed.textContent()) ?? '') ?? [];
    expect(Math.abs(Number(placedX) - clickedX)).toBeLessThanOrEqual(0.13);
    expect(Math.abs(Number(placedY) - clickedY)).toBeLessThanOrEqual(0.13);
    const created = (await serverPoints()).find((point) => point.MpName === name);
    expect(created, 'stored with the two decimals of RD New').toMatchObject({ MpXCoord: Number(placedX), MpYCoord: Number(placedY) });
    const spot = { x: Number(placedX), y: Number(placedY) };

    // Drawn: on a fresh map with another centre, the point's marker is at the pixel its coordinates give.
    await page.getByRole('button', { name: 'Meetpunt plaatsen' }).click();
    const second = await openMap(page, { center: [120000, 480000], resolution: 0.25 });
    const drawn = coordinateToPixel(second.geometry, [spot.x, spot.y]);
    expect(Math.abs(drawn[0] - (second.geometry.size[0] / 2 + 120))).toBeLessThanOrEqual(2);
    await expect.poll(() => colourAt(page, second.origin[0] + drawn[0], second.origin[1] + drawn[1]).then(isMarkerBlue)).toBe(true);
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
    await page.goto(appPath(`project/${projectId}/overview/108/${created?.MpGuid ?? ''}`));
    const row = page.getByRole('grid').getByRole('row').filter({ hasText: name });
    await row.waitFor();
    // The grid writes numbers as they are (120040, not 120040.00): X + 10 beside the unchanged Y.
    expect(await row.textContent()).toContain(`${String(Number(movedX))}${String(spot.y)}`);

    // Blocked tiles cost one probe per visible base layer, not a flood of errors.
    expect(problems.filter((problem) => problem.url.includes('openstreetmap') || problem.text.includes('ERR_INTERNET_DISCONNECTED')).length).toBeLessThanOrEqual(4);
    expectNoPageProblems(problems, blockedTile);
  });
});
