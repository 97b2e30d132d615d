import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labQueries } from '../../api/queries/lab-queries';
import type { LabAssignment } from '../../domain/entities/lab-assignment';
import { DataTable } from '../../ui/data-table';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { OverviewTabFrame } from '../overview/OverviewTabFrame';
import { LabAssignmentsBetween } from './LabAssignmentsBetween';
import { labAssignmentColumns } from './lab-assignment-columns';
import './lab.css';

const noAssignments: readonly LabAssignment[] = [];

/**
 * The project's lab assignments (spec 02 section 2, overview tab 'All lab assignments', OL) as a
 * sortable, filterable table; soft-deleted ones are not listed. Below it the licence's assignments
 * across projects by date range (GetAllLabAssignmentsBetweenDateRanges).
 */
export function LabAssignmentsScreen({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const assignments = useQuery(labQueries.assignments(projectId));
  const columns = useMemo(() => labAssignmentColumns(t), [t]);
  return (
    <OverviewTabFrame projectId={projectId}>
      <section className="lab" aria-labelledby={headingId}>
        <header className="lab__header">
          <h1 id={headingId}>{t('lab.list.title')}</h1>
          <Link className="button" to="/project/$projectId/lab-assignments/$lbId" params={{ projectId, lbId: 'new' }}>{t('lab.command.new')}</Link>
          <Link className="button" to="/project/$projectId/analysis-samples" params={{ projectId }}>{t('analysisSamples.command.open')}</Link>
          <Link className="button" to="/project/$projectId/results" params={{ projectId }}>{t('results.command.open')}</Link>
        </header>
        {assignments.error ? <OverviewError error={assignments.error} onRetry={() => void assignments.refetch()} /> : null}
        {assignments.isPending ? <OverviewLoading messageKey="overview.screen.loadingRows" /> : null}
        {assignments.data?.length === 0 ? <p role="status">{t('lab.list.empty')}</p> : null}
        {assignments.data && assignments.data.length > 0
          ? <DataTable labelledBy={headingId} settingName="overview.labAssignments" rows={assignments.data ?? noAssignments} columns={columns} />
          : null}
      </section>
      <LabAssignmentsBetween />
    </OverviewTabFrame>
  );
}
