import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardQueries } from '../../../api/queries/dashboard-queries';
import { samplesPerPeriod } from '../../../domain/dashboard/widget-figures';
import { graphPeriods, graphStyles } from '../../../domain/dashboard/widget-kinds';
import { drawSampleChart } from './water-samples-chart';
import { WidgetState } from './WidgetState';
import type { WidgetProps } from './widget-props';

/**
 * The water samples graph (spec 02 section 2): groundwater and surface water samples counted per
 * month or per year, as bars or a line; the choice is stored with the widget.
 */
export function WaterSamplesGraphWidget({ projectId, widget, onOptions }: WidgetProps) {
  const { t } = useTranslation();
  const period = widget.period ?? 'month';
  const style = widget.style ?? 'bars';
  const figures = useQuery(dashboardQueries.figures(projectId));
  const counts = useMemo(
    () => samplesPerPeriod((figures.data?.WaterSamplesPerMonth ?? []).map((entry) => ({ month: entry.Month, count: entry.Count })), period),
    [figures.data, period],
  );
  const chart = useRef<HTMLDivElement>(null);
  const ready = figures.data !== undefined;
  const total = counts.counts.reduce((sum, count) => sum + count, 0);

  useEffect(() => {
    const target = chart.current;
    if (!ready || !target || counts.periods.length === 0) return undefined;
    let disposed = false;
    let plot: { destroy(): void } | undefined;
    const box = target.getBoundingClientRect();
    void drawSampleChart(target, counts, style, { samples: t('dashboard.graph.samples') }, { width: Math.max(160, box.width), height: Math.max(100, box.height) })
      .then((made) => { if (disposed) made.destroy(); else plot = made; });
    return () => { disposed = true; plot?.destroy(); };
  }, [ready, counts, style, t, widget.w, widget.h]);

  return (
    <div className="dashboard-graph">
      <div className="dashboard-graph__options" role="group" aria-label={t('dashboard.graph.options')}>
        {graphPeriods.map((option) => (
          <button key={option} type="button" aria-pressed={period === option} onClick={() => onOptions({ period: option })}>{t(`dashboard.graph.${option}`)}</button>
        ))}
        {graphStyles.map((option) => (
          <button key={option} type="button" aria-pressed={style === option} onClick={() => onOptions({ style: option })}>{t(`dashboard.graph.${option}`)}</button>
        ))}
      </div>
      <WidgetState pending={figures.isPending} error={figures.error} />
      {ready ? (
        <>
          <p data-field="total">{t('dashboard.graph.total', { count: total, periods: counts.periods.length })}</p>
          {counts.periods.length === 0 ? <p>{t('dashboard.graph.empty')}</p> : null}
          <div ref={chart} className="dashboard-graph__chart" data-periods={counts.periods.join(',')} data-counts={counts.counts.join(',')} />
        </>
      ) : null}
    </div>
  );
}
