import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, demoProjectId, expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * Details of the spec that no screen carried before, in real Chromium against the real server: the
 * project toolbar's save hidden until there is something to save (spec 01 section 2), the default
 * coordinate system remembered on this computer (spec 01 section 3), the overview tabs' short codes
 * and the Flemish waste authority's overview (spec 02 section 2), the versions key in local storage
 * (spec 02 section 3), 'no action defined', 'unable to get code list', the summary/conclusion log line
 * (spec 01 section 8), a script chunk that fails to load (spec 01 sections 8 and 9) and the applications
 * an application licence can belong to (spec 02 section 9).
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const projectToolbar = (page: Page) => page.getByRole('toolbar').first();

async function newProject(page: Page, system?: string): Promise<string> {
  await page.goto(appPath(''));
  await page.getByRole('button', { name: 'Nieuw project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw project' });
  const code = `SPEC-${randomBytes(3).toString('hex').toUpperCase()}`;
  await dialog.getByLabel('Projectcode').fill(code);
  await dialog.getByLabel('Projectnaam').fill('Specificatiedetails');
  if (system) await dialog.getByLabel('Coördinatenstelsel').selectOption(system);
  await dialog.getByRole('button', { name: 'Project aanmaken' }).click();
  await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: code }).waitFor();
  return code;
}

async function dialogDefaultSystem(page: Page): Promise<string> {
  await page.goto(appPath(''));
  await page.getByRole('button', { name: 'Nieuw project' }).click();
  const select = page.getByRole('dialog', { name: 'Nieuw project' }).getByLabel('Coördinatenstelsel');
  // The choice is made once the coordinate systems' list has loaded.
  await expect.poll(() => select.inputValue()).not.toBe('');
  const value = await select.inputValue();
  await page.keyboard.press('Escape');
  return value;
}

/** Saves the licence panel, waits for the server's answer, and reads the page again. */
async function saveLicence(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/UpdateLicence'));
  await page.getByRole('form', { name: /^Licentie / }).getByRole('button', { name: 'Licentie opslaan' }).click();
  expect((await answered).status()).toBe(200);
  await page.reload();
}

describe('spec details', () => {
  it("hides the project toolbar's save until the project has unsaved changes", async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await projectToolbar(page).getByRole('button', { name: 'Exporteren', exact: true }).waitFor();
    expect(await projectToolbar(page).getByRole('button', { name: 'Opslaan', exact: true }).count()).toBe(0);
    await page.getByLabel('Plaats', { exact: true }).fill('Amersfoort-Centrum');
    await projectToolbar(page).getByRole('button', { name: 'Opslaan', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Opgeslagen.' }).waitFor();
    await expect.poll(() => projectToolbar(page).getByRole('button', { name: 'Opslaan', exact: true }).count()).toBe(0);
    expectNoPageProblems(problems);
  });

  it("remembers the coordinate system a project was given or changed to as the new project's default", async () => {
    const { page, problems } = harness;
    await signIn(page);
    expect(await dialogDefaultSystem(page)).toBe('EPSG:28992');
    await newProject(page, 'EPSG:31370');
    expect(await dialogDefaultSystem(page)).toBe('EPSG:31370');

    await newProject(page);
    await page.getByLabel('Coördinatenstelsel', { exact: true }).selectOption('EPSG:4326');
    await page.keyboard.press('Control+S');
    await page.getByRole('status').filter({ hasText: 'Opgeslagen.' }).waitFor();
    expect(await dialogDefaultSystem(page)).toBe('EPSG:4326');
    expect(await page.evaluate(() => window.localStorage.getItem('fdw.defaultCoordinateSystem'))).toBe('EPSG:4326');
    expectNoPageProblems(problems);
  });

  it("shows each overview tab's short code and the OVAM overview, and keeps the versions key", async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/108`));
    const tabs = page.getByRole('navigation', { name: 'Overzichten' });
    await tabs.getByRole('link', { name: 'Meetpunten', exact: true }).waitFor();
    expect(await tabs.locator('.overview-tabs__code').allTextContents()).toEqual(['MT', 'IS', 'GA', 'PM', 'SS', 'AS', 'GP', 'ES', 'PP', 'DP', 'OL']);
    await tabs.getByRole('link', { name: 'OVAM-overzicht (kadaster)' }).click();
    await page.waitForURL(new RegExp(`/project/${projectId}/cadastre$`));
    expect(JSON.parse(await page.evaluate(() => window.localStorage.getItem('versions') ?? 'null'))).toEqual({ mapLayersConfig: '3.5' });
    expectNoPageProblems(problems);

    // A bookmarked map selection naming a point the project does not hold (tiles are not the test's concern).
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(appPath(`project/${projectId}/map?mp=00000000-0000-4000-8000-000000000000`));
    await page.getByRole('status').filter({ hasText: 'Sommige items niet gevonden: 1 gekozen meetpunt staat niet (meer) in dit project.' }).waitFor();
  });

  it("says 'no action defined' for Ctrl+S where nothing saves, and 'unable to get code list' at a form whose list failed", async () => {
    const { page } = harness;
    await signIn(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+S');
    await page.getByRole('status').filter({ hasText: 'Geen actie gedefinieerd voor deze toets op dit scherm.' }).waitFor();

    // The server answers the point types' list with an error.
    await page.route('**/ITWDataRestService_V1_0/GetCodeListByCategoryIDOrCode', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('"CategoryID":1012')) await route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' });
      else await route.continue();
    });
    await openDemoProject(page);
    await page.getByRole('link', { name: 'B014', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'B014', exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Kan de codelijst 1012 niet ophalen; de lijstvelden tonen hun opgeslagen codes.' }).waitFor();
  });

  it('adds a summary with the first type of its list and opens it', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await newProject(page);
    await page.getByRole('button', { name: 'Samenvatting of conclusie toevoegen' }).click();
    await page.waitForURL(/\/summaryAndConclusions\/[0-9a-f-]{36}\/?$/);
    await expect.poll(() => page.getByLabel('Soort', { exact: true }).inputValue()).toBe('1');
    expectNoPageProblems(problems);
  });

  it('asks a new concerned contact for its company name, which the server requires, and opens it', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await newProject(page);
    await page.getByRole('button', { name: 'Betrokkene toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe betrokkene' });
    await dialog.getByRole('button', { name: 'Betrokkene aanmaken' }).click();
    await dialog.getByText('Dit veld is verplicht.').waitFor();
    await dialog.getByLabel(/^Bedrijf/).fill('Gemeente Amersfoort');
    await dialog.getByRole('button', { name: 'Betrokkene aanmaken' }).click();
    await page.waitForURL(/\/concernedContact\/[0-9a-f-]{36}\/?$/);
    await expect.poll(() => page.getByLabel(/^Bedrijf/).first().inputValue()).toBe('Gemeente Amersfoort');
    expectNoPageProblems(problems);
  });

  it("logs 'Could not create summary/conclusion entry' and says so beside the list when the insert answers without the summary", async () => {
    const { page, problems } = harness;
    await signIn(page);
    await newProject(page);
    // The real server inserts; its answer reaches the page without the new row.
    await page.route('**/ITWDataRestService_V1_0/SetSummaryAndConclusion', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json() as { FileContent: string };
      const content = JSON.parse(body.FileContent) as { VeldData: Record<string, unknown> };
      const without = { ...content, VeldData: { ...content.VeldData, tblSummaryConclusions: [] } };
      await route.fulfill({ response: answer, json: { ...body, FileContent: JSON.stringify(without) } });
    });
    const logged = page.waitForResponse((response) => response.url().endsWith('/LogFrontEndError'));
    await page.getByRole('button', { name: 'Samenvatting of conclusie toevoegen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Kan de samenvatting/conclusie niet aanmaken: de server gaf geen nieuwe regel terug.' }).waitFor();
    expect(problems.filter((problem) => problem.kind === 'console-error').map((problem) => problem.text)).toContain('Could not create summary/conclusion entry');
    expect(page.url()).not.toMatch(/summaryAndConclusions/);
    // The application manager reads the line in the front-end log.
    expect((await logged).status()).toBe(200);
    await page.goto(appPath('users'));
    await page.getByText('Could not create summary/conclusion entry').first().waitFor();
  });

  it('offers the applications the spec names (Windows 60, web 61, iOS 62) for an application licence, and keeps the choice', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath('users'));
    const licence = page.getByRole('form', { name: /^Licentie / });
    await licence.getByLabel('Soort licentie').selectOption('application');
    const application = licence.getByLabel(/^Applicatie/);
    expect(await application.locator('option').allTextContents()).toEqual(['(kies een applicatie)', 'Windows (60)', 'Web (61)', 'iOS (62)']);
    // Web: the demo licence must still let this browser sign in.
    await application.selectOption('61');
    await saveLicence(page);
    await expect.poll(() => page.getByRole('form', { name: /^Licentie / }).getByLabel(/^Applicatie/).inputValue()).toBe('61');
    await page.getByRole('form', { name: /^Licentie / }).getByLabel('Soort licentie').selectOption('office');
    await saveLicence(page);
    await expect.poll(() => page.getByRole('form', { name: /^Licentie / }).getByLabel('Soort licentie').inputValue()).toBe('office');
    expectNoPageProblems(problems);
  });

  it('explains a script chunk that does not load instead of leaving the screen blank', async () => {
    const { page } = harness;
    await signIn(page);
    await page.route('**/assets/code-conventions-view-*.js', (route) => route.abort('failed'));
    await page.goto(appPath('CodeConventions'));
    await page.getByRole('alert').filter({ hasText: /^Een deel van de toepassing kon niet worden geladen \(ChunkLoadError/ }).waitFor();
  });
});
