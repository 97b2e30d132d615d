import { barShares } from './statistics-rows';

const barHeight = 18;
const gap = 6;
const labelWidth = 170;
const barWidth = 260;

/** A small horizontal bar chart of the counts (SVG, no chart library): the table beside it carries the numbers for screen readers. */
export function StatisticsChart({ title, bars }: { title: string; bars: readonly { label: string; value: number }[] }) {
  const shares = barShares(bars.map((bar) => bar.value));
  const height = bars.length * (barHeight + gap);
  return (
    <svg role="img" aria-label={title} width={labelWidth + barWidth + 60} height={height} className="user-menu-chart">
      {bars.map((bar, index) => {
        const y = index * (barHeight + gap);
        return (
          <g key={bar.label} data-bar={bar.label}>
            <text x={0} y={y + barHeight - 4} fontSize={12}>{bar.label}</text>
            <rect x={labelWidth} y={y} width={Math.max(1, (shares[index] ?? 0) * barWidth)} height={barHeight} fill="currentColor" opacity={0.6} />
            <text x={labelWidth + (shares[index] ?? 0) * barWidth + 6} y={y + barHeight - 4} fontSize={12}>{bar.value}</text>
          </g>
        );
      })}
    </svg>
  );
}
