import type { Page } from 'playwright-core';
import type { MapViewGeometry } from '../../src/domain/map/map-view-geometry';
import { appPath } from './harness';
import { demoVeldData } from './demo-service-call';

/**
 * What the map's browser tests share: the blocked tile hosts, opening the map on a known view, the
 * colour drawn at a pixel, and reading a table of the demo project from the server.
 */

/** Every host of the layer catalogue, refused as a disconnected network would. */
export const tileHosts = /tile\.openstreetmap\.org|arcgisonline\.com|service\.pdok\.nl|geo\.api\.vlaanderen\.be/;
/** The one probe tile each visible base layer asks before giving up (base-layers.ts), and its console line. */
export const blockedTile = [/^request-failed: GET net::ERR_INTERNET_DISCONNECTED \(at https:\/\/tile\.openstreetmap\.org\//, /^console-error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/];

/** A view: the centre in the project's system and metres a pixel. */
export interface MapView {
  center: [number, number];
  resolution: number;
}

/** The map opened on a view: its geometry and where its canvas sits on the page. */
export interface OpenedMap {
  geometry: MapViewGeometry;
  origin: [number, number];
}

/** The map's URL for a project and view. */
function mapPath(projectId: number, view: MapView): string {
  const search = new URLSearchParams({ x: String(view.center[0]), y: String(view.center[1]), res: String(view.resolution) });
  return `${appPath(`project/${projectId}/map`)}?${search.toString()}`;
}

/** Where the map's canvas sits on the page and how large it is (OpenLayers sizes the map by the whole-pixel client size). */
export async function mapBox(page: Page): Promise<{ width: number; height: number; left: number; top: number }> {
  return page.getByTestId('project-map').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { width: element.clientWidth, height: element.clientHeight, left: box.left, top: box.top };
  });
}

/** Opens the project's map on a view, once its scale bar and points are drawn. */
export async function openMapAt(page: Page, projectId: number, view: MapView): Promise<OpenedMap> {
  await page.goto(mapPath(projectId, view));
  await page.getByTestId('project-map').locator('.ol-scale-bar').waitFor();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="project-map"]')?.getAttribute('data-points') ?? 0) > 0);
  const { width, height, left, top } = await mapBox(page);
  return { geometry: { center: view.center, resolution: view.resolution, size: [width, height] }, origin: [left, top] };
}

/** The colour drawn at a page pixel, read back from a screenshot of that one pixel. */
export async function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
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

/** One VeldData table of the demo project as the server holds it, read with the demo account (`Get…` call). */
export async function serverTable<T>(serverUrl: string, call: string, projectId: number, table: string): Promise<T[]> {
  return (await demoVeldData<T>(serverUrl, call, projectId))[table] ?? [];
}
