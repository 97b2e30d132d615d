import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { transformPoint } from '../../src/domain/coordinates/transform';
import { demoProjectKeys, expectNoPageProblems, signIn, useE2eHarness } from './harness';
import { blockedTile, colourAt, openMapAt, serverTable, tileHosts } from './map-page';
import { demoToken } from './demo-service-call';
import { imklDocument, klicZip } from '../unit/domain/map/klic-fixtures';

/**
 * Own map layers (spec 02 section 2, 'Map'; MapLayers media of section 3) in real Chromium with every
 * tile host blocked: a GeoJSON polygon in WGS 84 stored as MapLayers media is listed under 'Eigen
 * kaartlagen', off at first, and once switched on is drawn in its colour where its RD coordinates say;
 * a file that is no GeoJSON says so beside its name.
 */
const harness = useE2eHarness();

let projectId = 0;
let projectGuid = '';

beforeAll(async () => {
  ({ projectId, projectGuid } = await demoProjectKeys(harness));
});

/** Stores a file as MapLayers media through UploadMedia, as the attachment gallery does (a KLIC zip as KLICFiles through UploadZip). */
async function uploadMapLayer(fileName: string, content: string | Uint8Array, classification: 'MapLayers' | 'KLICFiles' = 'MapLayers'): Promise<void> {
  const form = new FormData();
  form.append('ProjectGuid', projectGuid);
  form.append('MediaClassification', classification);
  form.append('files', new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type: typeof content === 'string' ? 'application/geo+json' : 'application/zip' }), fileName);
  const call = classification === 'KLICFiles' ? 'UploadZip' : 'UploadMedia';
  const answer = await fetch(`${harness.url}/MediaRestService_V1_0/${call}`, { method: 'POST', headers: { authorization: `Bearer ${await demoToken(harness.url)}` }, body: form });
  expect(((await answer.json()) as { Uploaded: string[] }).Uploaded).toEqual([fileName]);
}

/** RD New to another system (WGS 84 unless named), as a GIS would write the file. */
function convertedTo(x: number, y: number, system = 'EPSG:4326'): [number, number] {
  const converted = transformPoint({ x, y }, 'EPSG:28992', system);
  if (!converted.ok) throw new Error('no transformation from RD New');
  return [converted.value.x, converted.value.y];
}

/** The corners of a 100 m square around an RD New centre, in a file's system. */
function squareAround(centre: [number, number], system?: string): [number, number][] {
  return [[-50, -50], [50, -50], [50, 50], [-50, 50], [-50, -50]].map(([dx = 0, dy = 0]) => convertedTo(centre[0] + dx, centre[1] + dy, system));
}

/** A spot 300 m south of the southernmost demo point: near the project, and no marker lies within 200 m. */
async function clearSpot(): Promise<[number, number]> {
  const points = await serverTable<{ MpXCoord: number; MpYCoord: number }>(harness.url, 'GetMeasurementPoints', projectId, 'tblMeasurementPoints');
  const south = Math.min(...points.map((point) => point.MpYCoord));
  return [points.find((point) => point.MpYCoord === south)?.MpXCoord ?? 0, south - 300];
}

/** The map's plain background (map.css) where no base layer is reachable. */
const background = [0xee, 0xf1, 0xea] as const;

/** True for the layer's colour (its swatch's) filled half through over the plain background. */
function isLayerFill(swatch: readonly number[]) {
  return (drawn: [number, number, number]) => drawn.every((channel, index) => Math.abs(channel - ((swatch[index] ?? 0) + background[index]!) / 2) <= 12);
}

/** The colour an own layer's swatch in the panel shows, as RGB. */
function swatchOf(page: Page, fileName: string): Promise<number[]> {
  return page.getByRole('group', { name: 'Eigen kaartlagen' }).locator('label', { hasText: fileName }).locator('.map-layers__swatch')
    .evaluate((element) => getComputedStyle(element).backgroundColor.match(/\d+/g)?.map(Number) ?? []);
}

describe('own map layers', () => {
  it('draws a GeoJSON polygon stored as MapLayers media where it lies once switched on, and says which file cannot be read', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    const suffix = randomBytes(3).toString('hex');
    const centre = await clearSpot();
    const corners = squareAround(centre);
    const layerName = `sleuf-${suffix}.geojson`;
    const brokenName = `kapot-${suffix}.geojson`;
    await uploadMapLayer(layerName, JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { naam: 'sleuf' }, geometry: { type: 'Polygon', coordinates: [corners] } }] }));
    await uploadMapLayer(brokenName, '{"type": "FeatureCollection", "features": [');

    await signIn(page);
    // At half a metre a pixel the square is 200 px wide around the view's centre.
    const map = await openMapAt(page, projectId, { center: centre, resolution: 0.5 });
    const [width, height] = map.geometry.size;
    const inside: [number, number] = [map.origin[0] + width / 2, map.origin[1] + height / 2];
    const outside: [number, number] = [inside[0] + 150, inside[1]];
    const own = page.getByRole('group', { name: 'Eigen kaartlagen' });
    const layer = own.getByRole('checkbox', { name: layerName });
    await layer.waitFor();
    expect(await layer.isChecked(), 'off by default').toBe(false);
    const isLayerColour = isLayerFill(await swatchOf(page, layerName));
    expect(isLayerColour(await colourAt(page, inside[0], inside[1]))).toBe(false);

    await layer.check();
    await expect.poll(() => colourAt(page, inside[0], inside[1])).toSatisfy(isLayerColour);
    expect(isLayerColour(await colourAt(page, outside[0], outside[1])), 'beyond the square: the plain background').toBe(false);

    await own.getByRole('checkbox', { name: brokenName }).check();
    await own.getByRole('alert').filter({ hasText: `${brokenName} kan niet als kaartlaag worden gelezen.` }).waitFor();
    // The readable layer stays drawn beside the broken one; switched off, it goes.
    expect(isLayerColour(await colourAt(page, inside[0], inside[1]))).toBe(true);
    await layer.uncheck();
    await expect.poll(async () => isLayerColour(await colourAt(page, inside[0], inside[1]))).toBe(false);
    expectNoPageProblems(problems, blockedTile);
  });

  it('draws a KML square in WGS 84 and a GML 3 square in Belgian Lambert 72 where their RD coordinates say', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    const suffix = randomBytes(3).toString('hex');
    const centre = await clearSpot();
    // 150 m either side of the spot: 300 px at half a metre a pixel.
    const kmlCentre: [number, number] = [centre[0] - 150, centre[1]];
    const gmlCentre: [number, number] = [centre[0] + 150, centre[1]];
    const kmlName = `zone-${suffix}.kml`;
    const gmlName = `kabels-${suffix}.gml`;
    const kmlRing = squareAround(kmlCentre).map(([lon, lat]) => `${lon},${lat}`).join(' ');
    await uploadMapLayer(kmlName, `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>zone</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${kmlRing}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`);
    const gmlRing = squareAround(gmlCentre, 'EPSG:31370').flat().join(' ');
    await uploadMapLayer(gmlName, `<?xml version="1.0" encoding="UTF-8"?><wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs" xmlns:gml="http://www.opengis.net/gml" xmlns:app="http://example.org/app"><gml:featureMember><app:kabel><app:geometrie><gml:Polygon srsName="urn:ogc:def:crs:EPSG::31370"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2">${gmlRing}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></app:geometrie></app:kabel></gml:featureMember></wfs:FeatureCollection>`);

    await signIn(page);
    const map = await openMapAt(page, projectId, { center: centre, resolution: 0.5 });
    const [width, height] = map.geometry.size;
    expect(width, 'the map is wide enough for both squares').toBeGreaterThan(800);
    const middle: [number, number] = [map.origin[0] + width / 2, map.origin[1] + height / 2];
    const own = page.getByRole('group', { name: 'Eigen kaartlagen' });
    for (const [name, dx] of [[kmlName, -300], [gmlName, 300]] as const) {
      await own.getByRole('checkbox', { name }).check();
      const isLayerColour = isLayerFill(await swatchOf(page, name));
      await expect.poll(() => colourAt(page, middle[0] + dx, middle[1]), { message: name }).toSatisfy(isLayerColour);
      expect(isLayerColour(await colourAt(page, middle[0], middle[1])), 'between the squares: the plain background').toBe(false);
    }
    expectNoPageProblems(problems, blockedTile);
  });

  it('draws the utility line of a KLIC zip (IMKL GML 3.2 in RD) where its coordinates say, and says which zip is no delivery', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    const suffix = randomBytes(3).toString('hex');
    const centre = await clearSpot();
    // A cable 200 m west to east through the spot, drawn 2 px wide: 400 px at half a metre a pixel.
    const zipName = `klic-${suffix}.zip`;
    const brokenName = `klic-kapot-${suffix}.zip`;
    const delivery = klicZip(imklDocument({ line: [[centre[0] - 100, centre[1]], [centre[0] + 100, centre[1]]], srsName: 'urn:ogc:def:crs:EPSG::28992' }));
    await uploadMapLayer(zipName, delivery, 'KLICFiles');
    const broken = delivery.slice();
    broken.fill(0x58, 30, 300);
    await uploadMapLayer(brokenName, broken, 'KLICFiles');

    await signIn(page);
    const map = await openMapAt(page, projectId, { center: centre, resolution: 0.5 });
    const [width, height] = map.geometry.size;
    const middle: [number, number] = [map.origin[0] + width / 2, map.origin[1] + height / 2];
    const own = page.getByRole('group', { name: 'Eigen kaartlagen' });
    const layer = own.getByRole('checkbox', { name: zipName });
    await layer.waitFor();
    const swatch = await swatchOf(page, zipName);
    const isLine = (drawn: [number, number, number]) => drawn.every((channel, index) => Math.abs(channel - (swatch[index] ?? 0)) <= 40);
    expect(isLine(await colourAt(page, middle[0] + 100, middle[1])), 'off by default').toBe(false);

    await layer.check();
    await expect.poll(() => colourAt(page, middle[0] + 100, middle[1])).toSatisfy(isLine);
    expect(isLine(await colourAt(page, middle[0] - 150, middle[1])), 'on the cable\'s western part').toBe(true);
    expect(isLine(await colourAt(page, middle[0] + 100, middle[1] - 20)), '10 m north of the cable: the plain background').toBe(false);
    expect(isLine(await colourAt(page, middle[0] + 260, middle[1])), 'beyond the cable\'s eastern end').toBe(false);

    await own.getByRole('checkbox', { name: brokenName }).check();
    await own.getByRole('alert').filter({ hasText: `${brokenName} is geen leesbare KLIC-levering` }).waitFor();
    expectNoPageProblems(problems, blockedTile);
  });
});
