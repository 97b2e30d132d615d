/** One benchmark's figures, in milliseconds unless `unit` says otherwise. */
export interface BenchResult {
  name: string;
  unit: string;
  samples: number;
  median: number;
  p95: number;
  min: number;
  max: number;
  [extra: string]: unknown;
}

/** Sorted-sample percentile (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Summarises raw samples into the figures we quote (medians first). */
export function summarise(name: string, values: readonly number[], unit = 'ms', extra: Record<string, unknown> = {}): BenchResult {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    name, unit, samples: sorted.length,
    median: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)),
    min: round(sorted[0] ?? Number.NaN), max: round(sorted[sorted.length - 1] ?? Number.NaN),
    ...extra,
  };
}

/** Times `run` `samples` times after `warmup` untimed runs; `setup` runs untimed before each sample. */
export async function measure<T>(
  name: string,
  options: { samples: number; warmup?: number; setup?: () => T | Promise<T>; extra?: Record<string, unknown> },
  run: (input: T) => unknown,
): Promise<BenchResult> {
  const times: number[] = [];
  for (let i = 0; i < (options.warmup ?? 1) + options.samples; i++) {
    const input = (await options.setup?.()) as T;
    const start = performance.now();
    await run(input);
    const elapsed = performance.now() - start;
    if (i >= (options.warmup ?? 1)) times.push(elapsed);
  }
  return summarise(name, times, 'ms', options.extra);
}
