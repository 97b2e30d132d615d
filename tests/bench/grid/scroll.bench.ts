import type { BenchResult } from '../measure';
import { openBenchSite } from './bench-site';
import { positiveEnv, withBenchPage } from './browser';
import type { BenchWindow } from './browser';
import { frameResult, frameStats } from './frame-stats';
import type { FrameStats } from './frame-stats';
import type { ScrollRunOptions, ScrollRunResult } from './page/hooks';

const rowHeight = 32;

/** At most 0.2 % of frames over 16.7 ms (no spec section: our own budget for smooth scrolling at 60 Hz). */
const over16_7PercentTarget = 0.2;

/**
 * Rounds of the scroll runs: GRID_BENCH_SCROLL_RUNS, else 1 (one run top to bottom is 33,333 frames,
 * minutes of wall time; its median and p95 are already over that many frames).
 */
function scrollRuns(): number {
  const runs = positiveEnv('GRID_BENCH_SCROLL_RUNS', 1);
  if (!Number.isInteger(runs)) throw new Error('GRID_BENCH_SCROLL_RUNS must be a whole number');
  return runs;
}

function warningsOf(run: ScrollRunResult, axis: 'v' | 'h'): string[] {
  const warnings: string[] = [];
  if (!run.reachedEnd) warnings.push(`${axis} run did not reach ${run.endPx} px`);
  if (axis === 'v' && run.topRow !== run.expectedTop) warnings.push(`top row after the run is ${run.topRow ?? 'none'}, expected ${run.expectedTop ?? '?'}`);
  if (axis === 'h' && !run.lastColumnShown) warnings.push('last column title not rendered at the right end');
  return warnings;
}

/**
 * Scroll frame times of the grid over 100,000 × 30 rows: the scroll element's scrollTop set once per
 * animation frame from the top to the bottom (GRID_BENCH_SCROLL_STEP_ROWS rows a frame, default 3 as
 * the peers; GRID_BENCH_SCROLL_ROWS to stop earlier), then the peers' horizontal sweeps (32 px a
 * frame, twice there and back). Medians across GRID_BENCH_SCROLL_RUNS fresh-browser runs.
 */
export default async function gridScrollBenchmarks(): Promise<BenchResult[]> {
  const stepRows = positiveEnv('GRID_BENCH_SCROLL_STEP_ROWS', 3);
  const rows = process.env.GRID_BENCH_SCROLL_ROWS ? positiveEnv('GRID_BENCH_SCROLL_ROWS', 1) : undefined;
  const site = await openBenchSite();
  try {
    const vertical: FrameStats[] = [];
    const horizontal: FrameStats[] = [];
    const extra = { vWallMs: [] as number[], warnings: new Set<string>() };
    for (let run = 0; run < scrollRuns(); run++) {
      await withBenchPage(site.gridUrl, async ({ page }) => {
        const scroll = (options: ScrollRunOptions) => page.evaluate((o) => (window as unknown as BenchWindow).__gridBench.scrollRun(o), options);
        const v = await scroll({ axis: 'v', stepPx: stepRows * rowHeight, ...(rows ? { targetPx: rows * rowHeight } : {}) });
        const h = await scroll({ axis: 'h', stepPx: 32, sweeps: 2 });
        vertical.push(frameStats(v.deltas));
        horizontal.push(frameStats(h.deltas));
        extra.vWallMs.push(Math.round(v.wallMs));
        for (const warning of [...warningsOf(v, 'v'), ...warningsOf(h, 'h')]) extra.warnings.add(warning);
      });
    }
    const warnings = [...extra.warnings];
    return [
      frameResult(`grid scroll top to bottom: 100,000 rows × 30 columns, ${stepRows} rows a frame`, vertical, {
        stepRows, toRow: rows ?? 'bottom', over16_7PercentTarget, wallMs: extra.vWallMs, warnings,
      }),
      frameResult('grid scroll sideways: 30 columns (3,280 px), 32 px a frame, 2 sweeps', horizontal, { warnings }),
    ];
  } finally {
    await site.close();
  }
}
