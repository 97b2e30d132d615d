import type { BenchResult } from '../measure';
import { summarise } from '../measure';
import { openBenchSite } from './bench-site';
import { benchRuns, positiveEnv, withBenchPage } from './browser';
import type { BenchWindow } from './browser';
import { frameResult, frameStats } from './frame-stats';
import type { FrameStats } from './frame-stats';

/** The budgets (spec 02 section 2, analysis results screen): first paint ≤ 1 s, pivot switch ≤ 200 ms. */
const targets = { firstPaintMs: 1000, pivotMs: 200 } as const;

type PivotWindow = Window & { __pivot: () => Promise<number> };


/**
 * The analysis results grid over 2,000 samples × 60 components (120,000 results) as the results screen
 * sets it up: first paint from navigation start (the results' generation included, reported apart), and
 * the switch to the pivot (2,000 sample columns × 60 components), in fresh browsers.
 */
export default async function resultsGridBenchmarks(): Promise<BenchResult[]> {
  // GRID_BENCH_SCROLL_ROWS as scroll.bench.ts reads it, so one run scrolls both pages the same rows.
  const scrollRows = positiveEnv('GRID_BENCH_SCROLL_ROWS', 12_000);
  const site = await openBenchSite();
  try {
    const rounds: { ready: number; data: number | null; pivot: number }[] = [];
    const scrolls: FrameStats[] = [];
    for (let run = 0; run < benchRuns(); run++) {
      rounds.push(await withBenchPage(site.resultsUrl, async (open) => {
        // Scrolling as the points grid is measured (scroll.bench.ts: 3 rows a frame), over the first scrollRows rows.
        const scrolled = await open.page.evaluate((target) => (window as unknown as BenchWindow).__gridBench.scrollRun({ axis: 'v', stepPx: 3 * 32, targetPx: target }), scrollRows * 32);
        scrolls.push(frameStats(scrolled.deltas));
        return { ready: open.readyMs, data: open.dataMs, pivot: await open.page.evaluate(() => (window as unknown as PivotWindow).__pivot()) };
      }));
    }
    const dataMs = rounds.flatMap((round) => (round.data === null ? [] : [round.data]));
    return [
      summarise('results grid first paint: 120,000 results (2,000 samples × 60 components, from navigation start)', rounds.map((round) => round.ready), 'ms', {
        results: 120_000, targetMs: targets.firstPaintMs, dataGenMs: Math.round(dataMs.sort((a, b) => a - b)[Math.floor(dataMs.length / 2)] ?? Number.NaN),
      }),
      summarise('results pivot switch: 60 components × 2,000 samples', rounds.map((round) => round.pivot), 'ms', { targetMs: targets.pivotMs }),
      frameResult(`results grid scroll: first ${scrollRows.toLocaleString('en')} of 120,000 results, 3 rows a frame`, scrolls, { over16_7PercentTarget: 0.2 }),
    ];
  } finally {
    await site.close();
  }
}
