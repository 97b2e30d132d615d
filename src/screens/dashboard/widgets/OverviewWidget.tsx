import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dashboardQueries } from '../../../api/queries/dashboard-queries';
import type { InfoWidgetKind } from '../../../domain/dashboard/dashboard-figures';
import type { OverviewWidgetSpec } from './overview-widgets';
import { WidgetState } from './WidgetState';

/**
 * An info widget over one overview tab's rows (soil, groundwater, surface samples, ground air,
 * location visits; spec 02 section 2): how many, at how many points, the latest date and the most
 * frequent values of one column, summed up by the server (GetDashboardFigures), with a link to the full tab.
 */
export function OverviewWidget({ projectId, kind, spec }: { projectId: number; kind: InfoWidgetKind; spec: OverviewWidgetSpec }) {
  const { t } = useTranslation();
  const answer = useQuery(dashboardQueries.figures(projectId));
  const figures = answer.data?.Info[kind];
  const top = figures?.Top ?? [];
  return (
    <>
      <WidgetState pending={answer.isPending} error={answer.error} />
      {figures ? (
        <>
          <dl className="dashboard-facts">
            <div><dt>{t(spec.countKey)}</dt><dd data-field="count">{figures.Count}</dd></div>
            <div><dt>{t('dashboard.figure.points')}</dt><dd data-field="points">{figures.Points}</dd></div>
            {spec.dateField ? <div><dt>{t('dashboard.figure.latest')}</dt><dd data-field="latest">{figures.Latest ?? '–'}</dd></div> : null}
          </dl>
          {top.length > 0 ? (
            <ul className="dashboard-ranking" aria-label={t(`field.${spec.rankField ?? ''}`)}>
              {top.map((entry) => <li key={entry.Value}><span>{entry.Value}</span> <span>{entry.Count}</span></li>)}
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
