import { chromium } from 'playwright-core';
import type { CDPSession, LaunchOptions, Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/browser-executable';
import type { GridBenchHooks } from './page/hooks';

/**
 * The e2e Chromium with the peers' frame-time flags (LIBRARY-NOTES.md; shared/bench/peers/README.md
 * 'Chromium'): rAF uncapped from vsync, and exact performance.memory figures.
 */
function benchLaunchOptions(): Promise<LaunchOptions> {
  return chromiumLaunchOptions(['--disable-frame-rate-limit', '--disable-gpu-vsync', '--enable-precise-memory-info']);
}

/** The peers' viewport. */
const viewport = { width: 1280, height: 800 } as const;

/** A positive number from the environment, else `fallback`. */
export function positiveEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Rounds of every grid benchmark (GRID_BENCH_RUNS, default 3); each round uses a fresh browser. */
export function benchRuns(): number {
  const runs = Number(process.env.GRID_BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('GRID_BENCH_RUNS must be a whole number ≥ 1');
  return runs;
}

/** A loaded bench page: `ready` is window.__ready (ms from navigation start), `dataMs` the dataset's generation. */
export interface OpenPage {
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly readyMs: number;
  readonly dataMs: number | null;
}

/** The bench page's window, for page.evaluate callbacks. */
export type BenchWindow = Window & { __gridBench: GridBenchHooks; __ready?: number; __dataMs?: number };

/**
 * Opens `url` in a fresh Chromium (1280×800, fresh profile), waits for window.__ready, runs `use` and
 * closes the browser. Any error the page throws or logs fails the measurement.
 */
export async function withBenchPage<T>(url: string, use: (open: OpenPage) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(await benchLaunchOptions());
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as BenchWindow).__ready !== undefined, null, { timeout: 120_000, polling: 50 })
      .catch((error: unknown) => {
        throw new Error(`${url}: window.__ready was not set within 120 s; page errors: ${errors.join(' | ') || 'none'}`, { cause: error });
      });
    const { readyMs, dataMs } = await page.evaluate(() => {
      const w = window as unknown as BenchWindow;
      return { readyMs: w.__ready ?? Number.NaN, dataMs: w.__dataMs ?? null };
    });
    const result = await use({ page, cdp, readyMs, dataMs });
    if (errors.length) throw new Error(`${url}: the page reported errors: ${errors.slice(0, 5).join(' | ')}`);
    return result;
  } finally {
    await browser.close();
  }
}

/** The peers' heap method: 500 ms after mount, two CDP garbage collections, then performance.memory. */
export async function settledHeap({ page, cdp }: OpenPage): Promise<{ heapBytes: number; domNodes: number }> {
  await page.waitForTimeout(500);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(100);
  return page.evaluate(() => ({
    heapBytes: (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
    domNodes: document.getElementsByTagName('*').length,
  }));
}
