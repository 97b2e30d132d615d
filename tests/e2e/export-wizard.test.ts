import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointsToGeoJson, type PointFeatureCollection } from '../../src/domain/formats/geojson/points-geojson';
import { appPath, demoProject, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness } from './harness';

/**
 * The export wizard (spec 02 section 2) in real Chromium against the real server: from the demo
 * project's toolbar (no external export application is configured), the project file (.ti) through
 * every step, downloaded and opened; GeoJSON of two chosen points. Contexts start in Dutch.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

describe('export wizard', () => {
  it('exports the demo project as .ti from the project toolbar: a zip whose project.json holds every point of the project', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}`));
    await page.getByRole('toolbar').first().getByRole('button', { name: 'Exporteren', exact: true }).click();
    await page.waitForURL(/\/export$/);
    const wizard = page.locator('.export-wizard');
    const button = (name: string) => wizard.getByRole('button', { name, exact: true });

    await wizard.getByRole('radio', { name: 'Projectbestand (.ti)' }).check();
    await button('Volgende').click();
    const legend = wizard.getByText(/^Te exporteren meetpunten \((\d+) van (\d+)\)$/);
    await legend.waitFor();
    const [, chosen, total] = /\((\d+) van (\d+)\)/.exec((await legend.textContent()) ?? '') ?? [];
    expect(chosen).toBe(total);
    const demoPoints = Number(total);
    expect(demoPoints).toBeGreaterThan(0);

    // Back keeps the type chosen; next goes straight to the selection again.
    await button('Vorige').click();
    expect(await wizard.getByRole('radio', { name: 'Projectbestand (.ti)' }).isChecked()).toBe(true);
    await button('Volgende').click();
    await legend.waitFor();
    await button('Volgende').click();
    await wizard.getByLabel('Omschrijving').fill('Export voor de gemeente');
    await expectNoSeriousA11yViolations(page, { include: '.export-wizard' });
    await button('Exporteren').click();

    const link = wizard.getByRole('link', { name: `${demoProject.code}.ti downloaden` });
    await link.waitFor();
    await wizard.getByText(`${demoProject.code}.ti geschreven: ${demoPoints} meetpunten.`).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${demoProject.code}.ti`);
    const bytes = await readFile(await download.path());
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toContain('project.json');
    const document = JSON.parse(strFromU8(entries['project.json'] ?? new Uint8Array())) as { project: { PrCode: string }; tables: { tblMeasurementPoints: unknown[] } };
    expect(document.project.PrCode).toBe(demoProject.code);
    expect(document.tables.tblMeasurementPoints).toHaveLength(demoPoints);

    // The filter hides the info lines and shows them again.
    await wizard.getByRole('checkbox', { name: 'Info' }).uncheck();
    await wizard.getByText('Geen regels om te tonen.').waitFor();
    await wizard.getByRole('checkbox', { name: 'Info' }).check();
    await button('Sluiten').click();
    await page.waitForURL((url) => url.pathname === appPath(`project/${projectId}`));
    expectNoPageProblems(problems);
  });

  it('exports two chosen points as GeoJSON: WGS84 longitude/latitude from their RD coordinates, the description carried along', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/export`));
    const wizard = page.locator('.export-wizard');
    const button = (name: string) => wizard.getByRole('button', { name, exact: true });
    await wizard.getByRole('radio', { name: 'GeoJSON van de meetpunten (WGS84)' }).check();
    await button('Volgende').click();
    await button('Niets selecteren').click();
    expect(await button('Volgende').isDisabled()).toBe(true);
    await wizard.getByRole('checkbox', { name: 'B001', exact: true }).check();
    await wizard.getByRole('checkbox', { name: 'B002', exact: true }).check();
    await wizard.getByText(/^Te exporteren meetpunten \(2 van \d+\)$/).waitFor();
    await button('Volgende').click();
    await wizard.getByLabel('Omschrijving').fill('Punten voor QGIS');
    await button('Exporteren').click();

    const name = `${demoProject.code}-points.geojson`;
    const link = wizard.getByRole('link', { name: `${name} downloaden` });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
    const collection = JSON.parse(await readFile(await download.path(), 'utf8')) as PointFeatureCollection;
    expect(collection).toMatchObject({ type: 'FeatureCollection', description: 'Punten voor QGIS' });
    expect(collection.features.map((feature) => feature.properties.name).sort()).toEqual(['B001', 'B002']);
    for (const feature of collection.features) {
      const { x, y, crs, guid, name: pointName } = feature.properties;
      expect(crs).toBe('EPSG:28992');
      expect(feature.geometry).toEqual(pointsToGeoJson([{ guid, name: pointName, x, y }], crs).collection.features[0]?.geometry);
      const [lon = 0, lat = 0] = feature.geometry.coordinates;
      expect([lon > 3 && lon < 8, lat > 50 && lat < 54]).toEqual([true, true]);
    }
    expectNoPageProblems(problems);
  });
});
