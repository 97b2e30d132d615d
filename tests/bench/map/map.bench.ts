import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../e2e/browser-executable';
import { frameResult, frameStats, medianOf } from '../grid/frame-stats';
import type { FrameStats } from '../grid/frame-stats';
import { projectRoot } from '../grid/peers-dir';
import { serveStatic } from '../grid/static-server';
import type { BenchResult } from '../measure';
import { summarise } from '../measure';

const pageRoot = join(projectRoot, 'tests', 'bench', 'map', 'page');
const outDir = join(projectRoot, 'node_modules', '.cache', 'map-bench', 'page');
const points = 50_000;
const rounds = Number(process.env.MAP_BENCH_RUNS ?? 3);

/** The bench page's hooks (page/map-page.ts). */
type BenchWindow = Window & { __mapBench: { points: number; webgl: boolean; startFrames(): void; stopFrames(): number[] }; __ready?: number; __renderMs?: number };

/**
 * The map with 50,000 measurement points (spec 02 section 2: 'tens of thousands stay fluid'), in the
 * e2e Chromium at 1280×800 with frames uncapped: time to the first frame with every point, then rAF frame
 * times while a user drags the map 600 px and while they zoom in with the wheel. No tiles (tileBase 'none').
 */
export default async function mapBenchmarks(): Promise<BenchResult[]> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(projectRoot, 'vite.config.ts'), root: pageRoot, base: './', mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1e9 } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const site = await serveStatic(outDir);
  const renders: number[] = [];
  const pans: FrameStats[] = [];
  const zooms: FrameStats[] = [];
  let webgl = false;
  try {
    for (let round = 0; round < rounds; round++) {
      const browser = await chromium.launch(await chromiumLaunchOptions(['--disable-frame-rate-limit', '--disable-gpu-vsync']));
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        await page.goto(`${site.origin}/?points=${points}`);
        await page.waitForFunction(() => (window as unknown as BenchWindow).__ready !== undefined, null, { timeout: 120_000 });
        renders.push(await page.evaluate(() => (window as unknown as BenchWindow).__renderMs ?? Number.NaN));
        webgl = await page.evaluate(() => (window as unknown as BenchWindow).__mapBench.webgl);
        await page.waitForTimeout(500);

        await page.evaluate(() => (window as unknown as BenchWindow).__mapBench.startFrames());
        await page.mouse.move(900, 400);
        await page.mouse.down();
        await page.mouse.move(300, 420, { steps: 60 });
        await page.mouse.up();
        pans.push(frameStats(await page.evaluate(() => (window as unknown as BenchWindow).__mapBench.stopFrames())));

        await page.evaluate(() => (window as unknown as BenchWindow).__mapBench.startFrames());
        for (let step = 0; step < 5; step++) {
          await page.mouse.wheel(0, -120);
          await page.waitForTimeout(60);
        }
        await page.waitForTimeout(400);
        zooms.push(frameStats(await page.evaluate(() => (window as unknown as BenchWindow).__mapBench.stopFrames())));
        if (errors.length) throw new Error(`map bench page errors: ${errors.join(' | ')}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await site.close();
  }
  return [
    summarise(`map first render: ${points.toLocaleString('en')} points`, renders, 'ms', { points, webgl }),
    frameResult(`map pan (drag 600 px): ${points.toLocaleString('en')} points`, pans, { points, webgl, renderMs: Math.round(medianOf(renders)) }),
    frameResult(`map wheel zoom (5 steps): ${points.toLocaleString('en')} points`, zooms, { points, webgl }),
  ];
}
