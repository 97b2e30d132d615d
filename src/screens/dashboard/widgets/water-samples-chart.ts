import type uPlot from 'uplot';
import type { PeriodCounts } from '../../../domain/dashboard/widget-figures';
import type { GraphStyle } from '../../../domain/dashboard/widget-kinds';
import { importChartLibrary } from './widget-code';

/** Labels the chart needs, already translated. */
export interface ChartLabels {
  samples: string;
}

/**
 * Draws the water samples graph with uPlot (small and fast; its chunk is loaded only when a graph
 * is on view): one series of counts per period, as bars or a line, on a category x axis.
 */
export async function drawSampleChart(target: HTMLElement, counts: PeriodCounts, style: GraphStyle, labels: ChartLabels, size: { width: number; height: number }): Promise<uPlot> {
  const UPlot = await importChartLibrary();
  const xs = counts.periods.map((_period, index) => index);
  const bars = UPlot.paths.bars?.({ size: [0.6, 60] });
  return new UPlot({
    width: size.width,
    height: size.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    axes: [
      { values: (_u, splits) => splits.map((split) => counts.periods[split] ?? '') , incrs: [1, 2, 3, 6, 12, 24] },
      { label: labels.samples, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
    ],
    series: [
      {},
      {
        label: labels.samples,
        stroke: '#1f5f99',
        fill: style === 'bars' ? 'rgba(31, 95, 153, 0.55)' : undefined,
        width: style === 'bars' ? 0 : 2,
        ...(style === 'bars' && bars ? { paths: bars, points: { show: false } } : {}),
      },
    ],
  }, [xs, counts.counts], target);
}
