import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness } from './harness';

/**
 * The project overview in real Chromium against the real server (spec 02 section 2,
 * 'Project overview tabs'). The demo project has 300 measurement points (server/seed/demo-project.ts)
 * named B001…B300, and several layers each. Elements are found by role and by the URL they open,
 * not by wording, so the checks hold in every language.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const overviewPath = (overviewId: number, rest = '') => appPath(`project/${projectId}/overview/${overviewId}${rest}`);
const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => page.locator('[role="rowgroup"]:not(.overview-table__head) [role="row"]');
const rowCount = async (page: Page) => Number(await table(page).getAttribute('aria-rowcount')) - 1;
const tab = (page: Page, overviewId: number) => page.getByRole('navigation').locator(`a[href*="/overview/${overviewId}"]`);

/** Goes to an overview URL and waits for its first rows; signs in first unless told the page already is. */
async function openOverview(page: Page, path: string, signedIn = false): Promise<void> {
  if (!signedIn) await signIn(page);
  await page.goto(path);
  await table(page).waitFor();
  await bodyRows(page).first().waitFor();
}

/** Overview 108 is the editable points grid: waits for its first drawn row. */
async function openPointsGrid(page: Page, path: string): Promise<void> {
  await signIn(page);
  await page.goto(path);
  await page.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
}

/** The texts of one column in the rows drawn now. */
async function columnTexts(page: Page, columnIndex: number): Promise<string[]> {
  return bodyRows(page).evaluateAll((rows, index) => rows
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
    .map((row) => row.querySelectorAll('[role="cell"]')[index]?.textContent ?? ''), columnIndex);
}

/** The filter has waited for the URL once the URL carries it. */
async function filterBy(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

describe('project overview tabs (spec 02 section 2)', () => {
  it('opens overview 108 as the points grid, one row per measurement point, drawing only the rows in view', async () => {
    const { page, problems } = harness;
    await openPointsGrid(page, overviewPath(108));
    expect(await page.getByRole('grid').getAttribute('aria-rowcount')).toBe('301');
    expect(await tab(page, 108).getAttribute('aria-current')).toBe('page');
    const drawn = await page.getByRole('grid').locator('[role="rowgroup"] [role="row"]').count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(100);
    expect(await page.getByRole('gridcell', { name: 'B001', exact: true }).count()).toBe(1);
    expectNoPageProblems(problems);
  });

  it('opens 108 when the URL names no overview', async () => {
    const { page } = harness;
    await openPointsGrid(page, appPath(`project/${projectId}/overview`));
    expect(await page.getByRole('grid').getAttribute('aria-rowcount')).toBe('301');
    expect(await tab(page, 108).getAttribute('aria-current')).toBe('page');
  });

  it('switches to soil information, the grid of every layer, and the URL follows', async () => {
    const { page } = harness;
    await openPointsGrid(page, overviewPath(108));
    await tab(page, 109).click();
    await page.waitForURL(/\/overview\/109(\/|\?|$)/);
    await page.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
    expect(await tab(page, 109).getAttribute('aria-current')).toBe('page');
    expect(Number(await page.getByRole('grid').getAttribute('aria-rowcount'))).toBeGreaterThan(600);
  });

  it('filters groundwater information by a point name, and the filter is in the URL', async () => {
    const { page } = harness;
    await openOverview(page, overviewPath(110));
    const all = await rowCount(page);
    await filterBy(page, 'B017');
    await expect.poll(() => rowCount(page)).toBeLessThan(all);
    const shown = await rowCount(page);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(5);
    expect(await bodyRows(page).count()).toBe(shown);
    expect(new Set(await columnTexts(page, 0))).toEqual(new Set(['B017']));
  });

  it('sorts by a column header: ascending, descending, kept in a bookmark', async () => {
    const { page } = harness;
    await openOverview(page, `${overviewPath(110)}?q=B02`);
    const header = page.getByRole('columnheader').nth(2);
    const depths = async () => (await columnTexts(page, 2)).map((text) => Number(text.replace(',', '.')));

    await header.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'asc');
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await depths();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await header.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'desc');
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    const descending = await depths();
    expect(descending).toEqual([...ascending].reverse());
    const sortColumn = new URL(page.url()).searchParams.get('sort');
    expect(sortColumn).toBe('FtFrom');

    await page.reload();
    await bodyRows(page).first().waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('B02');
    expect(await page.getByRole('columnheader').nth(2).getAttribute('aria-sort')).toBe('descending');
    expect(await depths()).toEqual(descending);
  });

  it('links a row to its record\'s screen under its point', async () => {
    const { page } = harness;
    await openOverview(page, overviewPath(110));
    const href = await bodyRows(page).first().getByRole('link').getAttribute('href');
    expect(href).toMatch(new RegExp(`/Web/project/${projectId}/measurementPoint/[\\w{}-]+/[\\w/{}-]+$`));
  });

  it('selects and scrolls to the point the URL names in the points grid', async () => {
    const { page } = harness;
    await openOverview(page, `${overviewPath(110)}?q=B245`);
    const href = await bodyRows(page).first().getByRole('link').getAttribute('href') ?? '';
    const mpGuid = /measurementPoint\/([\w{}-]+)/.exec(href)?.[1] ?? '';
    expect(mpGuid).not.toBe('');

    await page.goto(overviewPath(108, `/${mpGuid}`));
    const grid = page.getByRole('grid');
    await expect.poll(() => grid.getAttribute('aria-activedescendant')).toBeTruthy();
    const activeId = await grid.getAttribute('aria-activedescendant') ?? '';
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.textContent()).toBe('B245');
    expect(await active.locator('xpath=ancestor::*[@role="row"][1]').getAttribute('aria-rowindex')).toBe('246');
    expect(await active.isVisible()).toBe(true);
  });

  it('says so for an overview the server does not offer, with the tabs still there', async () => {
    const { page } = harness;
    await signIn(page);
    await page.goto(overviewPath(999));
    await tab(page, 108).waitFor();
    await page.getByRole('status').filter({ hasText: '999' }).waitFor();
    expect(await table(page).count()).toBe(0);
  });

  it('has no serious or critical accessibility violation', async () => {
    const { page } = harness;
    await openOverview(page, overviewPath(110));
    await expectNoSeriousA11yViolations(page);
    await openOverview(page, `${overviewPath(110)}?q=B0&sort=FtFrom&dir=desc`, true);
    await expectNoSeriousA11yViolations(page);
  });

  it('has no serious or critical accessibility violation on the soil information grid', async () => {
    const { page } = harness;
    await openPointsGrid(page, overviewPath(109));
    await expectNoSeriousA11yViolations(page);
  });
});
