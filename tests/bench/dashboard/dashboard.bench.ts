import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { signIn } from '../../e2e/app-actions';
import { chromiumLaunchOptions } from '../../e2e/browser-executable';
import { ensureClientBuild } from '../../e2e/client-build';
import { defaultAccount, startTestServer } from '../../server/harness';
import { summarise } from '../measure';
import type { BenchResult } from '../measure';

const points = 10_000;
const rounds = Number(process.env.DASHBOARD_BENCH_RUNS ?? 5);
const tileHosts = /tile\.openstreetmap\.org|arcgisonline\.com|service\.pdok\.nl|geo\.api\.vlaanderen\.be/;

/** The calls and scripts the page loaded (tiles aside): the last path segment, when it ended after navigation started (ms) and its decoded size (kB). */
async function callTimings(page: Page): Promise<{ call: string; end: number; kilobytes: number }[]> {
  const entries = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.initiatorType !== 'img')
    .map((entry) => ({ url: entry.name, end: entry.responseEnd, bytes: entry.decodedBodySize })));
  const seen = new Map<string, number>();
  return entries.map(({ url, end, bytes }) => {
    const name = new URL(url).pathname.split('/').filter(Boolean).slice(-1)[0] ?? url;
    // A call made twice is told apart by its order ('GetSettingByName #2').
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return { call: count > 1 ? `${name} #${count}` : name, end: Math.round(end), kilobytes: Math.round(bytes / 1024) };
  });
}

/**
 * The Home Dashboard of a 10,000-point project (spec 02 section 2; issue target ≤ 1 s), through the
 * real server (SQLite) and the built client in the e2e Chromium at 1280×800: from navigating to
 * /project/{id}/dashboard/1 (signed in, nothing cached) until all twelve widgets show their figures,
 * the water samples chart and the map drawn with every point. Map tiles are refused (offline), as in the browser tests.
 */
export default async function dashboardBenchmarks(): Promise<BenchResult[]> {
  const client = await ensureClientBuild();
  const server = await startTestServer({ env: { CLIENT_DIR: client.dir } });
  const renders: number[] = [];
  const calls = new Map<string, { ends: number[]; kilobytes: number }>();
  try {
    const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', defaultAccount.username).executeTakeFirstOrThrow();
    const { prId } = await seedProject(server.db, user.licenceId, user.id, generateDemoProject({ seed: 10000, points, projectCode: 'BENCH-DASH-10K' }));
    const browser = await chromium.launch(await chromiumLaunchOptions());
    try {
      for (let round = 0; round < rounds + 1; round++) {
        const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
        try {
          const page = await context.newPage();
          await page.route(tileHosts, (route) => route.abort('internetdisconnected'));
          await signIn(page, { username: defaultAccount.username, password: defaultAccount.password, licence: defaultAccount.licenceNumber });
          const started = performance.now();
          await page.goto(`/Web/project/${prId}/dashboard/1`);
          await page.waitForFunction((expectedPoints) => {
            const widgets = document.querySelectorAll('section[data-widget]');
            const settled = [...widgets].every((widget) => widget.querySelector('.dashboard-loading') === null);
            return widgets.length === 12 && settled
              && document.querySelector('section[data-widget="waterSamplesGraph"] canvas') !== null
              && document.querySelector('section[data-widget="pointMap"] canvas') !== null
              && document.querySelector('section[data-widget="pointMap"] [data-testid="project-map"]')?.getAttribute('data-points') === String(expectedPoints)
              && document.querySelector('section[data-widget="projectInfo"] [data-field="pointCount"]')?.textContent === '10000';
          }, points, { timeout: 60_000, polling: 'raf' }).catch(async (error: unknown) => {
            const waiting = await page.evaluate(() => [...document.querySelectorAll('section[data-widget]')]
              .map((widget) => `${widget.getAttribute('data-widget') ?? ''}: loading ${String(widget.querySelector('.dashboard-loading') !== null)}, canvas ${String(widget.querySelector('canvas') !== null)}`));
            throw new Error(`dashboard bench: not ready at ${page.url()} — ${waiting.join(' | ')}`, { cause: error });
          });
          // The first round warms the server (its first reads of the project); each round is a fresh browser context.
          if (round > 0) {
            renders.push(performance.now() - started);
            for (const entry of await callTimings(page)) {
              const seen = calls.get(entry.call) ?? { ends: [], kilobytes: entry.kilobytes };
              seen.ends.push(entry.end);
              calls.set(entry.call, seen);
            }
          }
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
  // Where the time goes: each call's median end after navigation started, and its size.
  const callEnds = [...calls].map(([call, seen]) => ({ call, medianEndMs: summarise(call, seen.ends).median, kilobytes: seen.kilobytes }))
    .sort((a, b) => b.medianEndMs - a.medianEndMs);
  return [summarise(`dashboard first render: ${points.toLocaleString('en')} points, 12 widgets (sqlite)`, renders, 'ms', { points, targetMs: 1000, calls: callEnds })];
}
