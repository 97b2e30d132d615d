import type { ManagementStatistics } from '../../api/calls/user-menu';

/** The counts the statistics screen shows, in its order; media storage is in bytes. */
export const statisticsCounts = [
  'Projects', 'MeasurementPoints', 'Layers', 'Samples', 'AnalysisResults', 'ActiveUsers', 'MediaFiles',
] as const satisfies readonly (keyof ManagementStatistics)[];

/** One bar of the chart: its share of the largest count, 0–1 (all zero when every count is 0). */
export function barShares(values: readonly number[]): number[] {
  const largest = Math.max(0, ...values);
  return values.map((value) => (largest === 0 ? 0 : value / largest));
}
