import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { projectQueries } from '../../../api';
import { DataTable } from '../../../ui/data-table';
import type { DataColumn } from '../../../ui/data-table';
import { useLanguage } from '../../../ui/services-context';
import { createCellFormatter } from '../overview-columns';
import { OverviewError, OverviewLoading } from '../OverviewStates';
import { OverviewTabFrame } from '../OverviewTabFrame';
import { projectDetailFields } from './project-detail-fields';

/** One line of the details: the field's label and the value as shown. */
interface DetailLine {
  label: string;
  value: string;
}

/**
 * The project details tab (spec 02 section 2, DP): the project's own fields, read-only, as a table of
 * field and value or as tiles; editing stays on the project screen it links to.
 */
export function ProjectDetailsScreen({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const detail = useQuery(projectQueries.detail(projectId));
  const project = detail.data;
  const lines = useMemo<DetailLine[]>(() => {
    if (!project) return [];
    const formatter = createCellFormatter(language);
    return projectDetailFields.map(({ field, kind }) => ({ label: t(`field.${field}`), value: formatter.format(project[field], kind) }));
  }, [project, language, t]);
  const columns = useMemo<DataColumn<DetailLine>[]>(() => [
    { id: 'field', header: t('overviewTabs.details.field'), text: (line) => line.label, width: 220 },
    { id: 'value', header: t('overviewTabs.details.value'), text: (line) => line.value, width: 360 },
  ], [t]);
  return (
    <OverviewTabFrame projectId={projectId}>
      <section className="overview-panel" aria-labelledby={headingId}>
        <header className="lab__header">
          <h1 id={headingId}>{t('overviewTabs.details.title')}</h1>
          <Link to="/project/$projectId" params={{ projectId }}>{t('overviewTabs.details.edit')}</Link>
        </header>
        {detail.isPending ? <OverviewLoading messageKey="overview.screen.loadingRows" /> : null}
        {detail.isError ? <OverviewError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
        {project ? <DataTable labelledBy={headingId} settingName="overview.projectDetails" rows={lines} columns={columns} /> : null}
      </section>
    </OverviewTabFrame>
  );
}
