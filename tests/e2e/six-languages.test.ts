import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/domain/language/language-codes';
import type { Language } from '../../src/domain/language/language-codes';
import { widgetKinds } from '../../src/domain/dashboard/widget-kinds';
import { recordTabs } from '../../src/screens/overview/overview-tab-codes';
import { demoServiceCall } from './demo-service-call';
import { appPath, defaultContextOptions, demoAccount, demoProjectId, expectNoPageProblems, readServerSqlite, signIn, useE2eHarness } from './harness';
import type { PageProblem } from './harness';
import { foreignTexts, localeText, rawKeysIn } from './locale-texts';
import { blockedTile, serverTable, tileHosts } from './map-page';
import { collectPageProblems } from './page-problems';

/**
 * Every overview tab (in table mode), the galleries, participants, project details, all lab
 * assignments and the Home Dashboard's twelve widgets in each of the six interface languages
 * (spec 01 section 1; spec 02 section 2), switched as a user does with the header's language select.
 * On every screen: no raw translation key, no text of another language where this one has its own,
 * the headings the locale file gives, and the values the server holds. One context and page for the
 * whole walk; the DOM's text is read, never a screenshot.
 */
const harness = useE2eHarness();

interface Overview {
  OverviewID: number;
  Viewname: string;
  TitleKey?: string | null;
  Columns?: { Name: string; LabelKey?: string | null }[] | null;
}

let projectId = 0;
let overviews: Overview[] = [];
let walk: { context: BrowserContext; page: Page; problems: PageProblem[] } | undefined;

/** The rows of one overview view as the server answers GetQuerryResponse. */
async function viewRows(view: string): Promise<Record<string, unknown>[]> {
  const { body } = await demoServiceCall(harness.url, '/ITWViewRestService_V1_0/GetQuerryResponse', { Viewname: view, Param: { ProjectID: String(projectId) } });
  const content = (typeof body.Content === 'string' ? JSON.parse(body.Content) : body.Content) as { Table?: Record<string, unknown>[] } | null;
  return content?.Table ?? [];
}

beforeAll(async () => {
  projectId = await demoProjectId(harness);
  const { body } = await demoServiceCall(harness.url, '/ITWViewRestService_V1_0/GetOverviewQueries', { Param: { ProjectID: String(projectId) } });
  overviews = (typeof body.Content === 'string' ? JSON.parse(body.Content) : body.Content) as Overview[];
  // One context for every language: the walk reuses its page (the harness's per-test context would not outlive a test).
  const context = await harness.browser.newContext({ ...defaultContextOptions, baseURL: harness.url });
  context.setDefaultTimeout(10_000);
  const problems = collectPageProblems(context);
  const page = await context.newPage();
  await page.route(tileHosts, (route) => route.abort('internetdisconnected'));
  await signIn(page);
  walk = { context, page, problems };
});

afterAll(async () => {
  await walk?.context.close();
});

/** Every text node and accessible name on the page, trimmed: what a person reads or hears. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && (parent.closest('script, style') || parent.closest('[hidden]'))) continue;
      const text = node.textContent?.trim();
      if (text) texts.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** Waits until nothing on the page says it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"], .dashboard-loading').count()).toBe(0);
}

/** Where the screen's texts fall short in `language`: raw keys and other languages' texts. */
async function languageProblems(page: Page, language: Language, screen: string): Promise<string[]> {
  const texts = await shownTexts(page);
  return [
    ...texts.flatMap(rawKeysIn).map((key) => `${screen}: raw key ${key}`),
    ...foreignTexts(language, texts).map((problem) => `${screen}: ${problem}`),
  ];
}

/** Switches the interface language with the header's select, labelled in the language shown now. */
async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await page.getByLabel(localeText(from, 'shell.language'), { exact: true }).selectOption(to);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(to);
}

const tableModeButton = (page: Page, language: Language) => page.getByRole('group', { name: localeText(language, 'dataTable.mode.label') }).first()
  .getByRole('button', { name: localeText(language, 'dataTable.mode.table'), exact: true });

/** Row counts of the editable grid tabs as the database holds them. */
function gridRowCounts(): Map<number, number> {
  return readServerSqlite(harness, (db) => {
    const count = (sql: string) => (db.prepare(sql).get(projectId) as { n: number }).n;
    return new Map([
      [108, count('select count(*) n from tblMeasurementPoints where PrID = ?')],
      [109, count('select count(*) n from tblLayers l join tblMeasurementPoints m on m.MpID = l.MpID where m.PrID = ?')],
      [113, count('select count(*) n from tblLocationVisits where PrID = ?')],
    ]);
  });
}

/** Opens every overview tab from the tab bar, in table mode, and checks its title, headers and rows. */
async function checkOverviewTabs(page: Page, language: Language): Promise<string[]> {
  const problems: string[] = [];
  const grids = gridRowCounts();
  for (const overview of overviews) {
    const title = overview.TitleKey ? localeText(language, overview.TitleKey) : overview.Viewname;
    const link = page.getByRole('navigation').locator(`a[href*="/overview/${overview.OverviewID}"]`);
    await link.click();
    await page.waitForURL(new RegExp(`/overview/${overview.OverviewID}(/|\\?|$)`));
    await settled(page);
    if (await tableModeButton(page, language).getAttribute('aria-pressed') !== 'true') await tableModeButton(page, language).click();
    expect(await link.innerText(), `tab ${overview.OverviewID} in ${language}`).toContain(title);
    const rows = grids.get(overview.OverviewID);
    if (rows !== undefined) {
      const grid = page.getByRole('grid', { name: title, exact: true });
      await expect.poll(() => grid.getAttribute('aria-rowcount'), { message: `${title} (${language})` }).toBe(String(rows + 1));
      if (rows > 0) await grid.locator('[role="row"][aria-rowindex="2"]').waitFor();
    } else {
      const expected = await viewRows(overview.Viewname);
      const table = page.getByRole('table');
      if (expected.length === 0) await page.getByRole('status').filter({ hasText: localeText(language, 'overview.screen.empty') }).waitFor();
      else {
        await expect.poll(() => table.getAttribute('aria-rowcount'), { message: `${title} (${language})` }).toBe(String(expected.length + 1));
        const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
        const labelKeys = (overview.Columns ?? []).map((column) => column.LabelKey || `overview.column.${column.Name}`);
        expect(headers, `${title} (${language})`).toEqual(labelKeys.map((key) => localeText(language, key)));
      }
    }
    await settled(page);
    problems.push(...await languageProblems(page, language, `overview ${overview.OverviewID}`));
  }
  return problems;
}

/** Opens the tabs that are screens of their own (galleries, participants, details, lab assignments) from the tab bar. */
async function checkRecordTabs(page: Page, language: Language): Promise<string[]> {
  const problems: string[] = [];
  for (const tab of recordTabs) {
    const title = localeText(language, tab.titleKey);
    await page.getByRole('navigation').getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await settled(page);
    const screen = tab.to.split('/').pop() ?? tab.to;
    if (screen === 'details') {
      await page.getByRole('cell', { name: 'DEMO-AMF', exact: true }).waitFor();
      await page.getByRole('cell', { name: localeText(language, 'field.PrCode'), exact: true }).waitFor();
    } else if (screen === 'participants') {
      await page.getByRole('cell', { name: demoAccount.username, exact: true }).first().waitFor();
    } else if (screen === 'lab-assignments') {
      const assignments = await serverTable<{ LbNumber?: string }>(harness.url, 'GetLabassignments', projectId, 'tblLabAssignments');
      if (assignments.length === 0) await page.getByRole('status').filter({ hasText: localeText(language, 'lab.list.empty') }).waitFor();
      else await expect.poll(() => page.getByRole('table', { name: title, exact: true }).getByRole('row').count()).toBe(assignments.length + 1);
    }
    await settled(page);
    problems.push(...await languageProblems(page, language, screen));
  }
  return problems;
}

/** Opens the Home Dashboard and checks its title, the twelve widgets' titles and the server's figures. */
async function checkHomeDashboard(page: Page, language: Language): Promise<string[]> {
  await page.goto(appPath(`project/${projectId}/dashboard/1`));
  await page.getByRole('heading', { level: 1, name: localeText(language, 'dashboard.homeName'), exact: true }).waitFor();
  await expect.poll(() => page.locator('section[data-widget]').count()).toBe(widgetKinds.length);
  await settled(page);
  for (const kind of widgetKinds) {
    expect(await page.locator(`section[data-widget="${kind}"] h2`).innerText(), `${kind} (${language})`).toBe(localeText(language, `dashboard.widget.${kind}`));
  }
  const widget = (kind: string) => page.locator(`section[data-widget="${kind}"]`);
  expect(await widget('projectInfo').locator('[data-field="PrCode"]').textContent()).toBe('DEMO-AMF');
  const contacts = await serverTable(harness.url, 'GetConcernedContacts', projectId, 'tblConcernedCompanies');
  await expect.poll(() => widget('concernedContacts').locator('[data-field="count"]').textContent())
    .toBe(localeText(language, 'dashboard.figure.contacts', { count: contacts.length }));
  const soil = await viewRows('vwSoilInformation');
  await expect.poll(() => widget('soilInfo').locator('[data-field="count"]').textContent()).toBe(String(soil.length));
  await widget('waterSamplesGraph').locator('canvas').first().waitFor();
  // OpenLayers' own buttons: English defaults unless the map gives them the language's titles.
  const map = widget('pointMap');
  await map.locator('canvas').first().waitFor();
  for (const [selector, key] of [['.ol-zoom-in', 'map.control.zoomIn'], ['.ol-zoom-out', 'map.control.zoomOut']] as const) {
    await expect.poll(() => map.locator(selector).getAttribute('title'), { message: `${key} (${language})` }).toBe(localeText(language, key));
  }
  return languageProblems(page, language, 'home dashboard');
}

describe('every overview tab and dashboard widget in the six languages', () => {
  it('shows each screen\'s headings in the chosen language and the server\'s values, with no raw key or other language\'s text', { timeout: 300_000 }, async () => {
    if (!walk) throw new Error('no page');
    const { page, problems } = walk;
    const found: string[] = [];
    let current: Language = 'nl';
    for (const language of languages) {
      await page.goto(appPath(`project/${projectId}/overview/108`));
      await page.getByRole('navigation').first().waitFor();
      await switchLanguage(page, current, language);
      current = language;
      found.push(...(await checkOverviewTabs(page, language)).map((problem) => `${language} ${problem}`));
      found.push(...(await checkRecordTabs(page, language)).map((problem) => `${language} ${problem}`));
      found.push(...(await checkHomeDashboard(page, language)).map((problem) => `${language} ${problem}`));
    }
    expect([...new Set(found)]).toEqual([]);
    expectNoPageProblems(problems, blockedTile);
  });
});
