import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pixelToCoordinate } from '../../src/domain/map/map-view-geometry';
import { mmToPoints, printLayout } from '../../src/domain/map/print-to-scale';
import { demoProjectId, expectNoPageProblems, signIn, useE2eHarness } from './harness';
import { blockedTile, colourAt, openMapAt, serverTable, tileHosts } from './map-page';
import type { OpenedMap } from './map-page';

/**
 * The map's print-to-scale and draw-contours tools (spec 02 section 2, 'Map') in real Chromium with
 * every tile host blocked: the PDF's page size, scale, image and scale bar read back from the file;
 * a contour drawn with the mouse, stored, and drawn again after a reload; then deleted.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

/** Opens the map on a view and answers its geometry and where its canvas sits on the page. */
function openMap(page: Page, center: [number, number], resolution: number): Promise<OpenedMap> {
  return openMapAt(page, projectId, { center, resolution });
}

/** The project's contours as the server holds them. */
function serverContours(): Promise<Array<{ CoGuid: string; CoType: string; CoZone: string | null; CoGeoJson: string }>> {
  return serverTable(harness.url, 'GetMapContours', projectId, 'tblMapContours');
}

/** The page's drawing operators, inflated from its content stream(s). */
function contentText(pdf: PDFDocument): string {
  const contents = pdf.getPages()[0]?.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams.map((stream) => (stream instanceof PDFRawStream ? inflateSync(stream.getContents()).toString('latin1') : '')).join('\n');
}

/** The pixel size of the one image the PDF embeds. */
function imagePixels(pdf: PDFDocument): [number, number] {
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      return [Number(object.dict.get(PDFName.of('Width'))?.toString()), Number(object.dict.get(PDFName.of('Height'))?.toString())];
    }
  }
  throw new Error('no image in the PDF');
}

describe('the map\'s tools with tiles blocked', () => {
  it('prints to scale: the scale is required, and the PDF is A4 at 1:1000 with a map and scale bar that measure true', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const center: [number, number] = [155000, 463000];
    await openMap(page, center, 0.5);

    await page.getByRole('button', { name: 'Afdrukken op schaal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Afdrukken op schaal' });
    await dialog.getByRole('button', { name: 'Pdf maken' }).click();
    await dialog.getByText('Schaal is verplicht.').waitFor();

    await dialog.getByLabel('Papierformaat').selectOption('A4');
    await dialog.getByLabel('Richting').selectOption('portrait');
    await dialog.getByLabel('Resolutie').selectOption('150');
    await dialog.getByLabel('Schaal').fill('1:1000');
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Pdf maken' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kaart-.+-1-1000-A4\.pdf$/);
    await dialog.waitFor({ state: 'detached' });
    const bytes = await readFile(await download.path());

    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPages()[0]?.getSize() ?? { width: 0, height: 0 };
    // A4 portrait: 210 × 297 mm is 595.28 × 841.89 pt.
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    expect(pdf.getSubject()).toBe('Scale 1:1000');
    const keywords = pdf.getKeywords() ?? '';
    expect(keywords).toContain('scale=1:1000');
    expect(keywords).toContain('paper=A4');
    expect(keywords).toContain('dpi=150');

    // The image: the frame at 150 dpi, drawn exactly as many mm wide as its ground metres at 1:1000.
    const layout = printLayout({ paper: 'A4', orientation: 'portrait', dpi: 150, scale: 1000 });
    expect(imagePixels(pdf)).toEqual(layout.pixels);
    const [minX, minY, maxX, maxY] = (/extent=([-\d.,]+)/.exec(keywords)?.[1] ?? '').split(',').map(Number);
    expect(((minX ?? 0) + (maxX ?? 0)) / 2).toBeCloseTo(center[0], 2);
    expect(((minY ?? 0) + (maxY ?? 0)) / 2).toBeCloseTo(center[1], 2);
    const groundWidth = (maxX ?? 0) - (minX ?? 0);
    const operators = contentText(pdf);
    // pdf-lib places an image as 'width 0 0 height 0 0 cm' just before it draws it ('/Image-… Do').
    const drawn = /([\d.]+) 0 0 ([\d.]+) 0 0 cm\n1 0 0 1 0 0 cm\n\/Image-\S+ Do/.exec(operators);
    const drawnWidthMm = (Number(drawn?.[1]) * 25.4) / 72;
    // 1:1000: a millimetre of paper is a metre of ground.
    expect(drawnWidthMm).toBeCloseTo(groundWidth, 1);
    expect(Number(drawn?.[2])).toBeCloseTo(mmToPoints(layout.mapMm.height), 1);

    // The scale bar: 50 m in five parts of 10 m, each 10 mm (28.35 pt) on paper.
    expect(keywords).toContain('scaleBar=50m/50mm');
    expect(operators).toMatch(/\b28\.34\d* [\d.]+ l\b/);
    expectNoPageProblems(problems, blockedTile);
  });

  it('draws a contour with its type and zone, keeps it over a reload, and deletes the project\'s contours', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const center: [number, number] = [131000, 491000];
    const map = await openMap(page, center, 0.5);

    await page.getByRole('button', { name: 'Contouren tekenen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contouren tekenen' });
    await dialog.getByLabel('Soort').selectOption({ label: 'Ontgraving' });
    await dialog.getByLabel('Zone').fill('Zone T1');
    await dialog.getByRole('button', { name: 'Begin met tekenen' }).click();
    await page.getByRole('status').filter({ hasText: /^Klik de hoekpunten/ }).waitFor();

    // A 100 × 60 px rectangle right of the centre: 50 × 30 m at half a metre a pixel, closed on its first corner.
    const at = (dx: number, dy: number): [number, number] => [Math.round(map.origin[0] + map.geometry.size[0] / 2 + dx), Math.round(map.origin[1] + map.geometry.size[1] / 2 + dy)];
    const corners = [at(40, -30), at(140, -30), at(140, 30), at(40, 30)];
    for (const [x, y] of corners) await page.mouse.click(x, y);
    await page.mouse.click(corners[0]![0], corners[0]![1]);
    await page.getByRole('status').filter({ hasText: 'Contour opgeslagen.' }).waitFor();

    const [stored] = await serverContours();
    expect(stored).toMatchObject({ CoType: 'excavation', CoZone: 'Zone T1' });
    const ring = (JSON.parse(stored?.CoGeoJson ?? '{}') as { type: string; coordinates: number[][][] }).coordinates[0] ?? [];
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    corners.forEach(([x, y], index) => {
      const expected = pixelToCoordinate(map.geometry, [x - map.origin[0], y - map.origin[1]]);
      expect(Math.abs((ring[index]?.[0] ?? 0) - expected[0]), `corner ${index} X`).toBeLessThanOrEqual(0.5);
      expect(Math.abs((ring[index]?.[1] ?? 0) - expected[1]), `corner ${index} Y`).toBeLessThanOrEqual(0.5);
    });

    // After a reload the map draws it again from the server: the excavation's brown outline on its left edge.
    await page.reload();
    await page.getByTestId('project-map').locator('.ol-scale-bar').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="project-map"]')?.getAttribute('data-contours') === '1');
    const isOutline = ([r, g, b]: [number, number, number]) => r > 100 && r < 180 && g > 60 && g < 130 && b < 80;
    const [edgeX, edgeY] = at(40, 0);
    await expect.poll(async () => (await Promise.all([-1, 0, 1].map((dx) => colourAt(page, edgeX + dx, edgeY)))).some(isOutline)).toBe(true);

    await page.getByRole('button', { name: 'Contouren tekenen' }).click();
    await page.getByRole('dialog', { name: 'Contouren tekenen' }).getByRole('button', { name: 'Contouren verwijderen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Contouren verwijderen?' });
    await confirm.getByText('De 1 contour van dit project wordt verwijderd.').waitFor();
    await confirm.getByRole('button', { name: 'Contouren verwijderen' }).click();
    await page.getByRole('status').filter({ hasText: '1 contour verwijderd.' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="project-map"]')?.getAttribute('data-contours') === '0');
    expect(await serverContours()).toEqual([]);
    expectNoPageProblems(problems, blockedTile);
  });
});
