import type Database from 'better-sqlite3';
import sharp from 'sharp';
import type { Page, Request, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../src/domain/dates/display-formats';
import { appPath, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness, readServerSqlite } from './harness';

/**
 * Tile and table modes beyond the data tables (spec 02 section 2: 'Views can switch between tile,
 * table and dashboard modes') in real Chromium against the real server, in Dutch: the points tab as
 * virtualised, keyboard-navigable tiles and the picture gallery as a table, each kept over a reload
 * (UpdateSetting) and showing what the database holds.
 */
const harness = useE2eHarness();

let projectId = 0;
beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

function database<T>(read: (db: Database.Database) => T): T {
  return readServerSqlite(harness, read);
}

/** Waits for the next UpdateSetting answer, so a reload reads what was saved. */
function settingSaved(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/UpdateSetting') && response.ok());
}

const modeButton = (page: Page, name: 'Tegels' | 'Tabel') => page.getByRole('group', { name: 'Weergave' }).first().getByRole('button', { name, exact: true });

/** Picks a mode from the keyboard and waits until it is saved. */
async function chooseMode(page: Page, name: 'Tegels' | 'Tabel'): Promise<void> {
  const saved = settingSaved(page);
  await modeButton(page, name).focus();
  await page.keyboard.press('Enter');
  await saved;
}

describe('tile and table modes of the overview tabs', () => {
  it('shows the points tab as tiles after a reload, with the server\'s points, and moves through them from the keyboard', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/108`));
    await page.getByRole('grid').first().waitFor();
    await chooseMode(page, 'Tegels');
    await page.reload();

    const tiles = page.getByRole('list', { name: 'Meetpunten' });
    await tiles.waitFor();
    expect(await modeButton(page, 'Tegels').getAttribute('aria-pressed')).toBe('true');
    const points = database((db) => db.prepare('select MpName, MpXCoord from tblMeasurementPoints where PrID = ?').all(projectId) as { MpName: string; MpXCoord: number | null }[]);
    const xOf = new Map(points.map((point) => [point.MpName, point.MpXCoord]));
    const cards = tiles.getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.first().getAttribute('aria-setsize')).toBe(String(points.length));
    const first = cards.first();
    const name = (await first.locator('.overview-tile__name').textContent()) ?? '';
    expect(xOf.has(name)).toBe(true);
    const x = xOf.get(name);
    const xText = x === null || x === undefined ? '' : new Intl.NumberFormat('nl', { maximumFractionDigits: 6, useGrouping: false }).format(x);
    expect(await first.locator('.overview-tile__field').filter({ hasText: 'X-coördinaat' }).locator('dd').textContent()).toBe(xText);
    for (const shown of await tiles.locator('.overview-tile__name').allTextContents()) expect(xOf.has(shown)).toBe(true);

    await first.focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'))).toBe(String(points.length));
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'))).toBe('1');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

    await page.goBack();
    await tiles.waitFor();
    await chooseMode(page, 'Tabel');
    await page.reload();
    await page.getByRole('grid').first().waitFor();
    expect(await modeButton(page, 'Tabel').getAttribute('aria-pressed')).toBe('true');
    expectNoPageProblems(problems);
  });

  it('shows a read-only tab as tiles with the URL\'s filter, card for card the rows the server answers', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/110`));
    await page.getByRole('table').first().waitFor();
    await chooseMode(page, 'Tegels');
    const answered = page.waitForResponse((response) => response.url().endsWith('/GetQuerryResponse')
      && (response.request().postDataJSON() as { Viewname?: string }).Viewname === 'vwGroundwaterInformation');
    await page.goto(appPath(`project/${projectId}/overview/110?q=B017`));
    const body = await (await answered).json() as { Content: unknown };
    const content = (typeof body.Content === 'string' ? JSON.parse(body.Content) : body.Content) as { Table: { MpName: string; FtName: string | null }[] };
    const expected = content.Table.filter((row) => row.MpName === 'B017');
    expect(expected.length).toBeGreaterThan(0);

    const tiles = page.getByRole('list', { name: 'Grondwaterinformatie' });
    await tiles.waitFor();
    const cards = tiles.getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(expected.length);
    expect(await cards.first().getAttribute('aria-setsize')).toBe(String(expected.length));
    expect(new Set(await tiles.locator('.overview-tile__name').allTextContents())).toEqual(new Set(['B017']));
    const tubes = await tiles.locator('.overview-tile__field').filter({ hasText: 'Peilbuis' }).locator('dd').allTextContents();
    expect(tubes.sort()).toEqual(expected.map((row) => row.FtName ?? '').sort());
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(problems);
  });

  it('reads a tab\'s rows, and a grid\'s column layout and template, once, asked as it opens before its saved mode has answered (points grid and a read-only tab)', async () => {
    const { page, problems } = harness;
    await signIn(page);
    type Body = { Viewname?: string; SettingName?: string; ScreenName?: string };
    const isCall = (request: Request, call: string, matches: (body: Body) => boolean) => request.url().endsWith(`/${call}`) && matches(request.postDataJSON() as Body);
    const cases = [
      {
        overviewId: 108, tabName: 'Meetpunten', shown: page.getByRole('grid').first(),
        // The grid's own reads: its rows, its column layout (GetSettingByName) and its template (GetTemplatesData).
        reads: {
          rows: (request: Request) => isCall(request, 'GetMeasurementPoints', () => true),
          columns: (request: Request) => isCall(request, 'GetSettingByName', (body) => body.SettingName === 'grid.measurementPoints'),
          template: (request: Request) => isCall(request, 'GetTemplatesData', (body) => body.ScreenName === 'MeasurementPoint'),
        },
      },
      {
        overviewId: 110, tabName: 'Grondwaterinformatie', shown: page.getByRole('table').first(),
        reads: { rows: (request: Request) => isCall(request, 'GetQuerryResponse', (body) => body.Viewname === 'vwGroundwaterInformation') },
      },
    ];
    for (const { overviewId, tabName, reads, shown } of cases) {
      await page.goto(appPath(`project/${projectId}/overview/${overviewId}`));
      // The saved mode is known once the tab shows its rows, as a table or as tiles.
      await shown.or(page.getByRole('list', { name: tabName })).first().waitFor();
      if (await modeButton(page, 'Tabel').getAttribute('aria-pressed') !== 'true') await chooseMode(page, 'Tabel');
      // The order in which the browser sends and receives, not how long anything takes.
      const log: string[] = [];
      const isModeSetting = (request: Request) => isCall(request, 'GetSettingByName', (body) => body.SettingName === `overview.view.${overviewId}`);
      const onRequest = (request: Request) => {
        if (isModeSetting(request)) log.push('mode asked');
        for (const [read, matches] of Object.entries(reads)) if (matches(request)) log.push(`${read} asked`);
      };
      const onResponse = (response: Response) => {
        if (isModeSetting(response.request())) log.push('mode answered');
      };
      page.on('request', onRequest);
      page.on('response', onResponse);
      try {
        await page.reload();
        await shown.waitFor();
        await expect.poll(() => log.includes('mode answered') && Object.keys(reads).every((read) => log.includes(`${read} asked`))).toBe(true);
        // A read asked again once the panel mounts would be in the log by the time its rows are drawn.
        await shown.locator('[role="row"]').nth(1).waitFor();
      } finally {
        page.off('request', onRequest);
        page.off('response', onResponse);
      }
      expect(log.indexOf('mode asked')).toBeGreaterThanOrEqual(0);
      for (const read of Object.keys(reads)) {
        expect(log.indexOf(`${read} asked`), `${overviewId} ${read}: ${log.join(', ')}`).toBeLessThan(log.indexOf('mode answered'));
        expect(log.filter((entry) => entry === `${read} asked`), `${overviewId} ${read}: ${log.join(', ')}`).toHaveLength(1);
      }
    }
    expectNoPageProblems(problems);
  });

  it('offers the dashboard as the overview\'s third mode, which opens the project\'s Home Dashboard', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await page.goto(appPath(`project/${projectId}/overview/110`));
    const modes = page.getByRole('group', { name: 'Weergave' }).first();
    const dashboard = modes.getByRole('link', { name: 'Dashboard', exact: true });
    await dashboard.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith(`/project/${projectId}/dashboard/1`));
    await page.getByRole('heading', { level: 1, name: 'Startdashboard' }).waitFor();
    expectNoPageProblems(problems);
  });

  it('shows the picture gallery as a table after a reload, with the name, type, date, size and point the server holds', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const { MpName: pointName, MpGuid } = database((db) => db.prepare('select MpName, MpGuid from tblMeasurementPoints where PrID = ? order by MpID limit 1').get(projectId) as { MpName: string; MpGuid: string });
    await page.goto(appPath(`project/${projectId}/measurementPoint/${MpGuid}`));
    await page.getByRole('heading', { level: 1, name: pointName, exact: true }).waitFor();
    const gallery = page.getByRole('region', { name: "Foto's van dit meetpunt" });
    await gallery.waitFor();
    const fileName = `modes-${Date.now()}.jpg`;
    const base64 = (await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } }).jpeg().toBuffer()).toString('base64');
    const dropped = await page.evaluateHandle((file) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))], file.name, { type: 'image/jpeg' }));
      return transfer;
    }, { name: fileName, base64 });
    await gallery.dispatchEvent('drop', { dataTransfer: dropped });
    await gallery.getByRole('status').filter({ hasText: '1 bestand(en) opgeslagen.' }).waitFor();

    await page.goto(appPath(`project/${projectId}/pictures`));
    await page.getByRole('heading', { level: 1, name: 'Fotogalerij' }).waitFor();
    expect(await modeButton(page, 'Tegels').getAttribute('aria-pressed')).toBe('true');
    await chooseMode(page, 'Tabel');
    await page.reload();
    const table = page.getByRole('table', { name: 'Fotogalerij' });
    await table.waitFor();
    expect(await modeButton(page, 'Tabel').getAttribute('aria-pressed')).toBe('true');

    const stored = database((db) => db.prepare('select ByteSize, UploadedAt from tblMedia where FileName = ?').get(fileName) as { ByteSize: number; UploadedAt: string });
    const size = stored.ByteSize >= 1024 * 1024 ? `${(stored.ByteSize / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(stored.ByteSize / 1024))} kB`;
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `${fileName} downloaden` }) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([fileName, "Foto's", formatDisplayDate(stored.UploadedAt, 'nl', true), size, pointName]);
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(problems);
  });
});
