import { chromium } from 'playwright-core';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { signIn } from '../../e2e/app-actions';
import { chromiumLaunchOptions } from '../../e2e/browser-executable';
import { ensureClientBuild } from '../../e2e/client-build';
import { defaultAccount, startTestServer } from '../../server/harness';
import { summarise } from '../measure';
import type { BenchResult } from '../measure';

const points = 10_000;
const rounds = Number(process.env.TILES_BENCH_RUNS ?? 5);

/**
 * The points tab of a 10,000-point project in tile mode (spec 02 section 2, 'Views can switch between
 * tile, table and dashboard modes'), through the real server (SQLite) and the built client in the e2e
 * Chromium at 1280×800: from navigating to /overview/108 (signed in, nothing cached) until the tiles
 * show, and from End on the first tile until the last one has the focus. Also how many cards the DOM
 * holds, which the virtualiser keeps to those in view.
 */
export default async function overviewTileBenchmarks(): Promise<BenchResult[]> {
  const client = await ensureClientBuild();
  const server = await startTestServer({ env: { CLIENT_DIR: client.dir } });
  const renders: number[] = [];
  const toEnd: number[] = [];
  const cards: number[] = [];
  try {
    const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', defaultAccount.username).executeTakeFirstOrThrow();
    const { prId } = await seedProject(server.db, user.licenceId, user.id, generateDemoProject({ seed: 10000, points, projectCode: 'BENCH-TILES-10K' }));
    const browser = await chromium.launch(await chromiumLaunchOptions());
    try {
      for (let round = 0; round < rounds + 1; round++) {
        const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
        try {
          const page = await context.newPage();
          await signIn(page, { username: defaultAccount.username, password: defaultAccount.password, licence: defaultAccount.licenceNumber });
          if (round === 0) {
            // The first round warms the server and picks tile mode once (saved per user).
            await page.goto(`/Web/project/${prId}/overview/108`);
            const saved = page.waitForResponse((response) => response.url().endsWith('/UpdateSetting') && response.ok());
            await page.getByRole('group', { name: 'Weergave' }).getByRole('button', { name: 'Tegels', exact: true }).click();
            await saved;
            continue;
          }
          const started = performance.now();
          await page.goto(`/Web/project/${prId}/overview/108`);
          await page.waitForFunction((count) => document.querySelector('.overview-tile')?.getAttribute('aria-setsize') === String(count), points, { timeout: 60_000, polling: 'raf' });
          renders.push(performance.now() - started);
          cards.push(await page.locator('.overview-tile').count());
          await page.locator('.overview-tile').first().focus();
          const pressed = performance.now();
          await page.keyboard.press('End');
          await page.waitForFunction((count) => document.activeElement?.getAttribute('aria-posinset') === String(count), points, { polling: 'raf' });
          toEnd.push(performance.now() - pressed);
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  const domCards = summarise('cards', cards, 'cards').median;
  return [
    summarise(`overview tiles first render: ${points.toLocaleString('en')} points (sqlite)`, renders, 'ms', { points, domCards }),
    summarise(`overview tiles End key to the last of ${points.toLocaleString('en')} points`, toEnd),
  ];
}
