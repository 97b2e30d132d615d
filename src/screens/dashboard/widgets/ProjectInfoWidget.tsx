import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardQueries } from '../../../api/queries/dashboard-queries';
import { projectQueries } from '../../../api/queries/project-queries';
import type { WidgetProps } from './widget-props';
import { WidgetState } from './WidgetState';

const shownFields = ['PrCode', 'PrName', 'PrPlace', 'PrDate', 'PrCoordinateSystem'] as const;

/** Project info (spec 02 section 2): the project's code, name, place, date and system, and its point count. */
export function ProjectInfoWidget({ projectId }: WidgetProps) {
  const { t } = useTranslation();
  const project = useQuery(projectQueries.detail(projectId));
  const figures = useQuery(dashboardQueries.figures(projectId));
  return (
    <>
      <WidgetState pending={project.isPending} error={project.error} />
      {project.data ? (
        <dl className="dashboard-facts">
          {shownFields.map((field) => {
            const value = project.data?.[field];
            return (
              <div key={field}>
                <dt>{t(`field.${field}`)}</dt>
                <dd data-field={field}>{typeof value === 'string' ? value.slice(0, field === 'PrDate' ? 10 : undefined) : ''}</dd>
              </div>
            );
          })}
          <div>
            <dt>{t('dashboard.figure.points')}</dt>
            <dd data-field="pointCount">{figures.data?.PointCount ?? ''}</dd>
          </div>
        </dl>
      ) : null}
    </>
  );
}
