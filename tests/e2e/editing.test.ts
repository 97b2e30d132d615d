import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPath, demoProject, expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject, recordToolbarDrawn, signIn, useE2eHarness,
} from './harness';
import { gridCells } from './grid-cells';
import { demoVeldData } from './demo-service-call';

/**
 * The editing screens in real Chromium against the real server: the
 * project and point screens with their lists, an edit saved by navigating away, invalid values
 * refused at the field, a server refusal on navigation kept as a draft that is offered on return,
 * and an axe scan of the project, the point and one screen of every sub-entity kind. Contexts start
 * in Dutch (harness defaultContextOptions), so the texts asserted are the Dutch catalogue's.
 */
const harness = useE2eHarness();

type Row = Record<string, unknown>;

/** The demo project's records as the data service holds them, read over the wire contract. */
function readDemo(projectId: number, call: string, parameters: Row = {}): Promise<Record<string, Row[]>> {
  return demoVeldData<Row>(harness.url, call, projectId, parameters);
}

/** Waits until the editing screen titled `title` has drawn its fields. */
async function screenReady(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await recordToolbarDrawn(page);
}

async function openPoint(page: Page, name: string): Promise<string> {
  await page.getByRole('link', { name, exact: true }).click();
  await screenReady(page, name);
  return page.url();
}

const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: /kruimelpad|breadcrumb/i });

describe('editing a point', () => {
  it('saves an edit when the user navigates away: a reload shows it', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    await screenReady(page, `${demoProject.code} – ${demoProject.name}`);
    const pointUrl = await openPoint(page, 'B001');

    const remark = page.getByLabel('Opmerking', { exact: true });
    await remark.fill('Gecontroleerd in het veld');
    expect(await page.getByRole('button', { name: 'Opslaan' }).isEnabled()).toBe(true);
    await breadcrumb(page).getByRole('link', { name: demoProject.code }).click();
    await page.waitForURL(new RegExp(`/Web/project/${projectId}/?$`));
    await notice(page, 'Uw wijzigingen zijn opgeslagen.').waitFor();

    await page.goto(pointUrl);
    await screenReady(page, 'B001');
    expect(await page.getByLabel('Opmerking', { exact: true }).inputValue()).toBe('Gecontroleerd in het veld');
    expect(await page.getByRole('button', { name: 'Opslaan' }).isDisabled(), 'a saved screen has nothing to save').toBe(true);
    expectNoPageProblems(problems);
  });

  it('keeps the unsaved edits when the user switches the language', async () => {
    const { page } = harness;
    await signIn(page);
    await openDemoProject(page);
    await openPoint(page, 'B007');
    await page.getByLabel('Opmerking', { exact: true }).fill('Voor de taalwissel getypt');
    await page.getByLabel(/^Taal/).selectOption('en');
    await page.getByLabel('Remark', { exact: true }).waitFor();
    expect(await page.getByLabel('Remark', { exact: true }).inputValue()).toBe('Voor de taalwissel getypt');
    expect(await page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
  });

  it('adds a layer under the deepest one in the layers grid, and the point shows the depth the server moved', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await openPoint(page, 'B004');
    const depth = Number(await page.getByLabel('Diepte (cm)', { exact: true }).inputValue());
    const layers = gridCells(page, page.getByRole('grid', { name: 'Lagen' }));
    await layers.grid.waitFor();
    const rows = await layers.rowCount();
    await page.getByRole('toolbar', { name: 'Acties voor Lagen' }).getByRole('button', { name: 'Nieuwe rij' }).click();
    await expect.poll(() => layers.rowCount()).toBe(rows + 1);
    expect([await layers.cellText(rows + 1, 'Van (cm)'), await layers.cellText(rows + 1, 'Tot (cm)')]).toEqual([String(depth), String(depth + 50)]);

    await (await layers.cell(rows + 1, 'Tot (cm)')).click();
    await page.keyboard.type(String(depth + 80));
    await page.keyboard.press('Enter');
    // The template requires a soil type: a new layer cannot be saved without one.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await notice(page, `Niet opgeslagen: Lagen, rij ${rows + 1}, Grondsoort: Dit veld is verplicht.`).waitFor();
    await (await layers.cell(rows + 1, 'Grondsoort')).click();
    await page.keyboard.type('Z');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => page.getByLabel('Diepte (cm)', { exact: true }).inputValue()).toBe(String(depth + 80));
    await expect.poll(() => page.getByRole('button', { name: 'Opslaan' }).isEnabled()).toBe(false);
    expectNoPageProblems(problems);
  });
});

describe('invalid values', () => {
  it('shows a layer whose to lies above its from at the field, refuses the save and saves nothing', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    await openPoint(page, 'B002');
    const point = (await readDemo(projectId, 'GetMeasurementPoints')).tblMeasurementPoints?.find((row) => row.MpName === 'B002');
    const layersBefore = (await readDemo(projectId, 'GetLayers', { MeasurementPointGuid: point?.MpGuid })).tblLayers ?? [];
    const second = [...layersBefore].sort((a, b) => Number(a.LaFrom) - Number(b.LaFrom))[1];
    if (!second) throw new Error('B002 has fewer than two layers');
    // The second layer's row in the point's layers grid (rows top down), opened on its own screen.
    await page.getByRole('grid', { name: 'Lagen' }).locator('[role="row"][aria-rowindex="3"] [role="gridcell"]').first().click();
    await page.getByRole('toolbar', { name: 'Acties voor Lagen' }).getByRole('button', { name: 'Rij openen' }).click();
    await screenReady(page, `${String(second.LaFrom)}–${String(second.LaTo)} cm`);

    const to = page.getByRole('group', { name: 'Laagdiepte (cm)' }).getByLabel('Tot');
    await to.fill(String(Number(second.LaFrom) - 5));
    await page.getByText(`'Tot' moet hoger zijn dan 'van' (${String(second.LaFrom)}).`).first().waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    // The refusal names the record and the field of its first problem (spec 01 section 8).
    await notice(page, `Niet opgeslagen: ${String(second.LaFrom)}–${String(second.LaTo)} cm, Laagdiepte (cm): 'Tot' moet hoger zijn dan 'van'`).waitFor();

    // Leaving refuses the save too: navigation proceeds, the edits are kept as a draft.
    await breadcrumb(page).getByRole('link', { name: 'B002' }).click();
    await screenReady(page, 'B002');
    await notice(page, 'Opslaan is mislukt. Uw wijzigingen zijn als concept op deze computer bewaard.').waitFor();
    const layersAfter = (await readDemo(projectId, 'GetLayers', { MeasurementPointGuid: point?.MpGuid })).tblLayers ?? [];
    expect(layersAfter.map((row) => [row.LaGuid, row.LaFrom, row.LaTo])).toEqual(layersBefore.map((row) => [row.LaGuid, row.LaFrom, row.LaTo]));
    // Spec 01 section 4: a failed save on navigation is logged.
    expectNoPageProblems(problems, [/Saving before navigating failed/]);
  });

  it('refuses a point whose name was emptied, at the name', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    const pointUrl = await openPoint(page, 'B005');
    const name = page.getByLabel('Meetpunt', { exact: true });
    await name.fill('');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    await expect.poll(() => page.locator(`[id="${describedBy.split(' ').at(-1) ?? ''}"]`).textContent()).toContain('Dit veld is verplicht.');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await notice(page, 'Niet opgeslagen: B005, Meetpunt: Dit veld is verplicht.').waitFor();

    const points = (await readDemo(projectId, 'GetMeasurementPoints')).tblMeasurementPoints ?? [];
    expect(points.filter((row) => row.MpName === 'B005')).toHaveLength(1);
    await page.goto(pointUrl);
    await screenReady(page, 'B005');
    expect(await page.getByLabel('Meetpunt', { exact: true }).inputValue()).toBe('B005');
    expectNoPageProblems(problems);
  });
});

describe('a save the server refuses on navigation', () => {
  it('lets the navigation proceed, offers the draft on return and restores the edits', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    const pointUrl = await openPoint(page, 'B003');

    await page.route('**/ITWDataRestService_V1_0/SetMeasurementPoint', (route) => route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        ResultCode: 'Import_Failed',
        ResultMessage: 'Unable to save measurement point. Refused by the test.',
        ErrorId: 'server.points.saveFailed',
        MessageParams: { reason: 'Geweigerd door de test.' },
        Issues: [{ field: 'MpRemark', code: 'validation.unique', params: { value: 'Concept' }, severity: 'error' }],
      }),
    }));
    const remark = page.getByLabel('Opmerking', { exact: true });
    await remark.fill('Concept dat de server weigert');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await notice(page, 'Kan het meetpunt niet opslaan. Geweigerd door de test.').waitFor();
    await page.locator('[data-field-code="MpRemark"]').getByText("Waarde 'Concept' bestaat al.").waitFor();
    await notice(page, "Niet opgeslagen: B003, Opmerking: Waarde 'Concept' bestaat al.").waitFor();
    expect(await remark.getAttribute('aria-invalid'), 'the server issue shows at its field').toBe('true');
    expect(await remark.inputValue(), 'the edits stay').toBe('Concept dat de server weigert');

    await breadcrumb(page).getByRole('link', { name: demoProject.code }).click();
    await page.waitForURL(new RegExp(`/Web/project/${projectId}/?$`));
    await notice(page, 'Opslaan is mislukt. Uw wijzigingen zijn als concept op deze computer bewaard.').waitFor();
    await page.unroute('**/ITWDataRestService_V1_0/SetMeasurementPoint');

    await openPoint(page, 'B003');
    await page.getByText(/Uw wijzigingen van .* konden niet worden opgeslagen/).waitFor();
    expect(await page.getByLabel('Opmerking', { exact: true }).inputValue(), 'the draft waits to be restored').toBe('');
    await page.getByRole('button', { name: 'Wijzigingen herstellen' }).click();
    expect(await page.getByLabel('Opmerking', { exact: true }).inputValue()).toBe('Concept dat de server weigert');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await notice(page, 'Opgeslagen.').waitFor();

    await page.goto(pointUrl);
    await screenReady(page, 'B003');
    expect(await page.getByLabel('Opmerking', { exact: true }).inputValue()).toBe('Concept dat de server weigert');
    expect(await page.getByText(/konden niet worden opgeslagen/).count(), 'a restored draft is not offered again').toBe(0);
    // Spec 01 section 4: a failed save on navigation is logged (the refusal itself is an answer, not a failed request).
    expectNoPageProblems(problems, [/Saving before navigating failed/]);
  });
});

describe('adding and deleting', () => {
  it('adds a measurement point after asking its name and coordinates, and opens it', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    await page.getByRole('button', { name: 'Meetpunt toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw meetpunt' });
    expect(await dialog.getByLabel('Meetpunt', { exact: true }).inputValue(), 'the next free name is suggested').toBe('B301');
    const coordinates = dialog.getByRole('group', { name: 'Coördinaten' });
    await coordinates.getByLabel('X').fill('155100.5');
    await coordinates.getByLabel('Y').fill('9999999');
    await dialog.getByText(/EPSG:28992/).first().waitFor();
    await dialog.getByRole('button', { name: 'Meetpunt aanmaken' }).click();
    await notice(page, 'Opslaan mislukt door ongeldige waarden.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await coordinates.getByLabel('Y').fill('463200');
    await dialog.getByRole('button', { name: 'Meetpunt aanmaken' }).click();
    await screenReady(page, 'B301');
    const created = (await readDemo(projectId, 'GetMeasurementPoints')).tblMeasurementPoints?.find((row) => row.MpName === 'B301');
    expect(created).toMatchObject({ MpXCoord: 155100.5, MpYCoord: 463200 });
    expectNoPageProblems(problems);
  });

  it('adds a sub-location from the project, names it, and deletes it after confirming', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    await page.getByRole('button', { name: 'Deellocatie toevoegen' }).click();
    await screenReady(page, 'SL1');
    await page.getByLabel('Deellocatie', { exact: true }).fill('Terrein oost');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await notice(page, 'Opgeslagen.').waitFor();
    await page.getByRole('button', { name: 'Verwijderen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Terrein oost verwijderen?' });
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await page.waitForURL(new RegExp(`/Web/project/${projectId}/?$`));
    await page.getByRole('heading', { level: 2, name: /^Deellocaties/ }).waitFor();
    const names = ((await readDemo(projectId, 'GetSublocations')).tblSublocations ?? []).map((row) => row.SlName);
    expect(names).not.toContain('Terrein oost');
    expect(names).not.toContain('SL1');
    expect(await page.getByRole('link', { name: 'Terrein oost' }).count()).toBe(0);
    expectNoPageProblems(problems);
  });
});

describe('accessibility of the editing screens', () => {
  it('has no serious or critical violation on the project, the point and one screen of each sub-entity kind', { timeout: 180_000 }, async () => {
    const { page } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    const points = (await readDemo(projectId, 'GetMeasurementPoints')).tblMeasurementPoints ?? [];
    const samples = await readDemo(projectId, 'GetWaterSamples');
    const air = samples.tblWaterSamples?.find((row) => row.WsMatrixCode === 'BL' && row.FtID);
    const tube = samples.tblFilterTubes?.find((row) => row.FtID === air?.FtID);
    const point = points.find((row) => row.MpID === tube?.MpID);
    const water = samples.tblWaterSamples?.find((row) => row.FtID === tube?.FtID && row.WsMatrixCode === 'GW');
    const bottle = samples.tblBottles?.find((row) => row.WsID === water?.WsID);
    const packaging = samples.tblBottles?.find((row) => row.WsID === air?.WsID);
    if (!air || !tube || !point || !water || !bottle || !packaging) throw new Error('the demo project has no tube with water and air samples');
    const tree = await readDemo(projectId, 'GetMeasurementPointWithChilds', { MeasurementPointGuid: point.MpGuid });
    const [layer] = tree.tblLayers ?? [];
    const [jar] = tree.tblJars ?? [];
    const [finishing] = tree.tblFinishings ?? [];
    const [contact] = (await readDemo(projectId, 'GetConcernedContacts')).tblConcernedCompanies ?? [];
    const [sublocation] = (await readDemo(projectId, 'GetSublocations')).tblSublocations ?? [];
    const [summary] = (await readDemo(projectId, 'GetSummaryAndConclusion')).tblSummaryConclusions ?? [];
    if (!layer || !jar || !finishing || !contact || !sublocation || !summary) throw new Error('the demo project lacks a record kind');

    const project = `project/${projectId}`;
    const pointPath = `${project}/measurementPoint/${String(point.MpGuid)}`;
    const tubePath = `${pointPath}/gaugingTubes/${String(tube.FtGuid)}`;
    // Headings drawn from code-list texts or cut summaries are only awaited, not spelled out.
    const screens: [string, string | null][] = [
      [project, `${demoProject.code} – ${demoProject.name}`],
      [pointPath, String(point.MpName)],
      [`${pointPath}/layer/${String(layer.LaGuid)}`, `${String(layer.LaFrom)}–${String(layer.LaTo)} cm`],
      [`${pointPath}/soilSample/${String(jar.JrGuid)}`, String(jar.JrName)],
      [tubePath, String(tube.FtName)],
      [`${pointPath}/finishings/${String(finishing.FiGuid)}`, `${String(finishing.FiFrom)}–${String(finishing.FiTo)} cm`],
      [`${tubePath}/watersample/${String(water.WsGuid)}`, String(water.WsName)],
      [`${tubePath}/watersample/${String(water.WsGuid)}/bottle/${String(bottle.BoGuid)}`, String(bottle.BoName)],
      [`${tubePath}/airsample/${String(air.WsGuid)}`, String(air.WsName)],
      [`${pointPath}/gaugingTubes/${String(tube.FtGuid)}/airSample/${String(air.WsGuid)}/packaging/${String(packaging.BoGuid)}`, String(packaging.BoName)],
      [`${project}/concernedContact/${String(contact.CcGUID)}`, String(contact.CcCompanyName)],
      [`${project}/subLocation/${String(sublocation.SlGuid)}`, String(sublocation.SlName)],
      [`${project}/summaryAndConclusions/${String(summary.SmGUID)}`, null],
    ];
    for (const [path, title] of screens) {
      await page.goto(appPath(path));
      const heading = page.getByRole('heading', { level: 1 });
      await (title === null ? heading : heading.filter({ hasText: title })).waitFor();
      await recordToolbarDrawn(page);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
  });
});
