import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { labQueries } from '../../../api/queries/lab-queries';
import { labAssignmentState, labStatusOf } from '../../../domain/lab/lab-assignment-state';
import { WidgetState } from './WidgetState';
import type { WidgetProps } from './widget-props';

/** Lab assignment info (spec 02 section 2): each assignment's order, state and lab status (section 4). */
export function LabAssignmentsWidget({ projectId }: WidgetProps) {
  const { t } = useTranslation();
  const assignments = useQuery(labQueries.assignments(projectId));
  const sent = assignments.data?.filter((assignment) => labAssignmentState(assignment) === 'sent').length ?? 0;
  return (
    <>
      <WidgetState pending={assignments.isPending} error={assignments.error} />
      {assignments.data ? (
        <>
          <p data-field="count">{t('dashboard.figure.assignments', { count: assignments.data.length, sent })}</p>
          <ul className="dashboard-list">
            {assignments.data.map((assignment) => {
              const status = labStatusOf(assignment);
              return (
                <li key={String(assignment.LbID)}>
                  <Link to="/project/$projectId/lab-assignments/$lbId" params={{ projectId, lbId: String(assignment.LbID) }}>
                    {assignment.OrderNr ?? t('lab.list.unnamed', { id: assignment.ID ?? assignment.LbID })}
                  </Link>
                  {' '}{t(`lab.state.${labAssignmentState(assignment)}`, { reason: assignment.LbSendFailure ?? '' })}
                  {' · '}{status ? t('lab.status.known', { code: status.code, report: status.reportNumber }) : t('lab.status.none')}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}
