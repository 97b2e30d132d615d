import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { overviewQueries } from '../../../api/queries/reference-queries';
import { rowFigures, topValues } from '../../../domain/dashboard/widget-figures';
import type { OverviewWidgetSpec } from './overview-widgets';
import { WidgetState } from './WidgetState';

/**
 * An info widget over one overview tab's rows (soil, groundwater, surface samples, ground air,
 * location visits; spec 02 section 2): how many, at how many points, the latest date and the most
 * frequent values of one column, with a link to the full tab.
 */
export function OverviewWidget({ projectId, spec }: { projectId: number; spec: OverviewWidgetSpec }) {
  const { t } = useTranslation();
  const rows = useQuery(overviewQueries.rows(projectId, spec.viewname));
  const figures = useMemo(() => rowFigures(rows.data ?? [], spec.dateField), [rows.data, spec.dateField]);
  const top = useMemo(() => (spec.rankField ? topValues(rows.data ?? [], spec.rankField, 4) : []), [rows.data, spec.rankField]);
  return (
    <>
      <WidgetState pending={rows.isPending} error={rows.error} />
      {rows.data ? (
        <>
          <dl className="dashboard-facts">
            <div><dt>{t(spec.countKey)}</dt><dd data-field="count">{figures.count}</dd></div>
            <div><dt>{t('dashboard.figure.points')}</dt><dd data-field="points">{figures.points}</dd></div>
            {spec.dateField ? <div><dt>{t('dashboard.figure.latest')}</dt><dd data-field="latest">{figures.latest ?? '–'}</dd></div> : null}
          </dl>
          {top.length > 0 ? (
            <ul className="dashboard-ranking" aria-label={t(`field.${spec.rankField ?? ''}`)}>
              {top.map((entry) => <li key={entry.value}><span>{entry.value}</span> <span>{entry.count}</span></li>)}
            </ul>
          ) : null}
          <Link to="/project/$projectId/overview/{-$overviewId}/{-$mpGuid}" params={{ projectId, overviewId: spec.overviewId }}>
            {t('dashboard.widget.openOverview')}
          </Link>
        </>
      ) : null}
    </>
  );
}
