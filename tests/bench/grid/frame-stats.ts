import { percentile, type BenchResult } from '../measure';

/** Frames slower than this miss a 60 Hz display's deadline. */
const frameBudgetMs = 16.7;

/** One run's rAF deltas summarised as the peers' run.mjs does (nearest-rank p95). */
export interface FrameStats {
  readonly frames: number;
  readonly min: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  readonly over16_7: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const middle = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** Median, p95, longest and the frames over 16.7 ms of one run. */
export function frameStats(deltas: readonly number[]): FrameStats {
  const sorted = [...deltas].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    min: round1(sorted[0] ?? Number.NaN),
    median: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    max: round1(sorted.at(-1) ?? Number.NaN),
    over16_7: sorted.filter((delta) => delta > frameBudgetMs).length,
  };
}

/** Medians across runs of each run's figures (the peers' summary), with every run kept. */
export function frameResult(name: string, runs: readonly FrameStats[], extra: Record<string, unknown> = {}): BenchResult {
  const of = (pick: (stats: FrameStats) => number) => round1(middle(runs.map(pick)));
  const frames = of((stats) => stats.frames);
  const over = of((stats) => stats.over16_7);
  return {
    name, unit: 'ms per frame', samples: runs.length,
    median: of((stats) => stats.median), p95: of((stats) => stats.p95),
    min: of((stats) => stats.min), max: of((stats) => stats.max),
    frames, over16_7: over, over16_7Percent: Math.round((over / frames) * 10000) / 100,
    ...extra, runs,
  };
}

/** The median of some numbers (NaN for none). */
export function medianOf(values: readonly number[]): number {
  return middle(values);
}
