import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { transformPoint } from '../../src/domain/coordinates/transform';
import { prjBelgianLambert72, watercourseZip } from '../unit/domain/formats/fixtures/shapefile-builder';
import { demoProject, demoProjectId, expectNoPageProblems, signIn, useE2eHarness } from './harness';
import { importIntoDemoProject, openImportSelection } from './import-wizard-steps';
import { blockedTile, colourAt, openMapAt, serverTable, tileHosts } from './map-page';

/**
 * The new import's watercourse shape zip (spec 02 sections 2 and 9) in real Chromium against the real server, every
 * tile host blocked: from the import selection screen the user imports a zipped shapefile in Belgian Lambert 72 into
 * the RD project, reads the log, and finds the pond drawn on the map under 'Eigen kaartlagen' where it lies. Dutch.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

/** The map's plain background (map.css) where no base layer is reachable. */
const background = [0xee, 0xf1, 0xea] as const;

describe('watercourse shape zip', () => {
  it('imports a zipped shapefile through the new import and draws its area on the map in the project\'s system', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    // A 100 m pond 300 m south of the southernmost demo point, where no marker lies, written in Belgian Lambert 72.
    const points = await serverTable<{ MpXCoord: number; MpYCoord: number }>(harness.url, 'GetMeasurementPoints', projectId, 'tblMeasurementPoints');
    const south = Math.min(...points.map((point) => point.MpYCoord));
    const centre: [number, number] = [points.find((point) => point.MpYCoord === south)?.MpXCoord ?? 0, south - 300];
    const ring = [[-50, -50], [-50, 50], [50, 50], [50, -50], [-50, -50]].map(([dx = 0, dy = 0]): [number, number] => {
      const moved = transformPoint({ x: centre[0] + dx, y: centre[1] + dy }, 'EPSG:28992', 'EPSG:31370');
      if (!moved.ok) throw new Error('no transformation to Lambert 72');
      return [moved.value.x, moved.value.y];
    });
    const zipName = `Vijvers-${randomBytes(3).toString('hex')}.zip`;
    const zip = watercourseZip([{ name: 'vijvers', prj: prjBelgianLambert72, cpg: 'UTF-8', fields: [{ name: 'NAAM', type: 'C', length: 20 }], shapes: [{ kind: 'polygon', rings: [ring] }], records: [['Eendenkooi']] }]);

    await signIn(page);
    await openImportSelection(page, projectId);
    await page.locator('.import-selection').getByRole('button', { name: 'Nieuwe import' }).click();
    const wizard = page.locator('.import-wizard');
    await wizard.getByRole('radio', { name: /Waterlopen/ }).check();
    await wizard.getByRole('button', { name: 'Volgende', exact: true }).click();
    await wizard.getByLabel('Bestanden kiezen').setInputFiles({ name: zipName, mimeType: 'application/zip', buffer: Buffer.from(zip) });
    await importIntoDemoProject(wizard);
    await wizard.getByText(`${zipName}: 1 waterloopvormen (lijnen of vlakken) en 0 punten gelezen uit vijvers.`).waitFor();
    const layerName = zipName.replace(/\.zip$/, '.geojson');
    await wizard.getByText(`Project ${demoProject.code}: kaartlaag ${layerName} met 1 waterloopvormen toegevoegd (op de kaart onder ‘Eigen kaartlagen’).`).waitFor();

    // At half a metre a pixel the pond is 200 px wide around the view's centre.
    const map = await openMapAt(page, projectId, { center: centre, resolution: 0.5 });
    const [width, height] = map.geometry.size;
    const inside: [number, number] = [map.origin[0] + width / 2, map.origin[1] + height / 2];
    const layer = page.getByRole('group', { name: 'Eigen kaartlagen' }).getByRole('checkbox', { name: layerName });
    await layer.check();
    const swatch = await page.getByRole('group', { name: 'Eigen kaartlagen' }).locator('label', { hasText: layerName }).locator('.map-layers__swatch')
      .evaluate((element) => getComputedStyle(element).backgroundColor.match(/\d+/g)?.map(Number) ?? []);
    // The area is filled with its swatch's colour at half strength over the plain background.
    const isLayerColour = (drawn: [number, number, number]) => drawn.every((channel, index) => Math.abs(channel - ((swatch[index] ?? 0) + background[index]!) / 2) <= 12);
    await expect.poll(() => colourAt(page, inside[0], inside[1])).toSatisfy(isLayerColour);
    expect(isLayerColour(await colourAt(page, inside[0] + 150, inside[1])), 'beyond the pond: the plain background').toBe(false);
    expectNoPageProblems(problems, blockedTile);
  });
});
