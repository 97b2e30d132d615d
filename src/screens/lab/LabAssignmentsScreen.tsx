import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labQueries } from '../../api/queries/lab-queries';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { LabStateText, LabStatusText } from './LabStateText';
import './lab.css';

/** The project's lab assignments (spec 02 section 2, 'All lab assignments'), newest last; soft-deleted ones are not listed. */
export function LabAssignmentsScreen({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const assignments = useQuery(labQueries.assignments(projectId));
  return (
    <section className="lab" aria-labelledby={headingId}>
      <header className="lab__header">
        <h1 id={headingId}>{t('lab.list.title')}</h1>
        <Link className="button" to="/project/$projectId/lab-assignments/$lbId" params={{ projectId, lbId: 'new' }}>{t('lab.command.new')}</Link>
        <Link className="button" to="/project/$projectId/results" params={{ projectId }}>{t('results.command.open')}</Link>
      </header>
      {assignments.error ? <OverviewError error={assignments.error} onRetry={() => void assignments.refetch()} /> : null}
      {assignments.isPending ? <OverviewLoading messageKey="overview.screen.loadingRows" /> : null}
      {assignments.data?.length === 0 ? <p role="status">{t('lab.list.empty')}</p> : null}
      {assignments.data && assignments.data.length > 0 ? (
        <table className="lab__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('lab.field.OrderNr')}</th>
              <th scope="col">{t('lab.field.Date')}</th>
              <th scope="col">{t('lab.field.SikbLabCode')}</th>
              <th scope="col">{t('lab.list.state')}</th>
              <th scope="col">{t('lab.list.labStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {assignments.data.map((assignment) => (
              <tr key={String(assignment.LbID)}>
                <td>
                  <Link to="/project/$projectId/lab-assignments/$lbId" params={{ projectId, lbId: String(assignment.LbID) }}>
                    {assignment.OrderNr || t('lab.list.unnamed', { id: String(assignment.LbID) })}
                  </Link>
                </td>
                <td>{(assignment.Date ?? '').slice(0, 10)}</td>
                <td>{assignment.SikbLabCode ?? ''}</td>
                <td><LabStateText assignment={assignment} /></td>
                <td><LabStatusText assignment={assignment} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
