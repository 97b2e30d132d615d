import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, demoProjectId, expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * The project's and the measurement point's toolbar entries export and report (spec 01 section 2):
 * export opens the export wizard, report opens the external report application as every External
 * route does, here built with its URL configured (the other browser tests build without one, where
 * the button is absent rather than dead). No borelog button exists until its screen does.
 */
const reportApp = 'https://report.example.test';
const harness = useE2eHarness({ clientEnv: { VITE_EXTERNAL_REPORT_URL: `${reportApp}/open?project={PrID}` } });

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

/** Answers the report application's address with a page of its own, so the redirect can be followed. */
async function serveReportApp(page: Page): Promise<void> {
  await page.route(`${reportApp}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Report</title><h1>Report application</h1>' }));
}

const recordToolbar = (page: Page) => page.getByRole('toolbar').first();

describe("the toolbars' export and report", () => {
  it("opens the export wizard and the report application from the project's toolbar, and offers no borelog", async () => {
    const { page, problems } = harness;
    await serveReportApp(page);
    await signIn(page);
    await openDemoProject(page);
    expect(await recordToolbar(page).getByRole('button', { name: /borelog/i }).count()).toBe(0);
    await recordToolbar(page).getByRole('button', { name: 'Exporteren', exact: true }).click();
    await page.waitForURL(new RegExp(`/project/${projectId}/export$`));

    await page.goto(appPath(`project/${projectId}`));
    await recordToolbar(page).getByRole('button', { name: 'Rapport', exact: true }).click();
    await page.waitForURL(`${reportApp}/open?project=${projectId}`);
    await page.getByRole('heading', { name: 'Report application' }).waitFor();
    expectNoPageProblems(problems);
  });

  it("offers export and report on the measurement point's toolbar too", async () => {
    const { page, problems } = harness;
    await serveReportApp(page);
    await signIn(page);
    await openDemoProject(page);
    await page.getByRole('link', { name: 'B012', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'B012', exact: true }).waitFor();
    const names = await recordToolbar(page).getByRole('button').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Opslaan', 'Exporteren', 'Rapport', 'Dupliceren', 'Verwijderen']));
    expect(names.some((name) => /borelog/i.test(name))).toBe(false);
    await recordToolbar(page).getByRole('button', { name: 'Rapport', exact: true }).click();
    await page.waitForURL(`${reportApp}/open?project=${projectId}`);
    expectNoPageProblems(problems);
  });
});
