import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { LabAssignment } from '../../domain/entities/lab-assignment';
import { labAssignmentState, labStatusOf } from '../../domain/lab/lab-assignment-state';
import type { DataColumn } from '../../ui/data-table';

/** The assignment's state in words: saved, sent, or not sent with the reason (spec 02 section 4). */
function stateText(t: TFunction, assignment: LabAssignment): string {
  const state = labAssignmentState(assignment);
  return state === 'notSent' ? t('lab.state.notSent', { reason: assignment.LbSendFailure ?? '' }) : t(`lab.state.${state}`);
}

/** The lab's status and report number, or 'No lab status available yet' (spec 02 section 4). */
function statusText(t: TFunction, assignment: LabAssignment): string {
  const status = labStatusOf(assignment);
  return status ? t('lab.status.known', { code: status.code, report: status.reportNumber }) : t('lab.status.none');
}

function orderText(t: TFunction, assignment: LabAssignment): string {
  return assignment.OrderNr || t('lab.list.unnamed', { id: String(assignment.LbID) });
}

/**
 * The columns of a lab assignment list (spec 02 section 3, 'Lab assignment columns'): the order number
 * opening the assignment, its date, lab, state and lab status; `projectCode` adds the project for the
 * list across projects.
 */
export function labAssignmentColumns(t: TFunction, projectCode?: (prId: number) => string): DataColumn<LabAssignment>[] {
  const columns: DataColumn<LabAssignment>[] = [
    {
      id: 'OrderNr',
      header: t('lab.field.OrderNr'),
      text: (row) => orderText(t, row),
      cell: (row) => (
        <Link to="/project/$projectId/lab-assignments/$lbId" params={{ projectId: Number(row.PrID), lbId: String(row.LbID) }}>{orderText(t, row)}</Link>
      ),
    },
    { id: 'Date', header: t('lab.field.Date'), text: (row) => (row.Date ?? '').slice(0, 10), width: 120 },
    { id: 'SikbLabCode', header: t('lab.field.SikbLabCode'), text: (row) => row.SikbLabCode ?? '', width: 110 },
    { id: 'state', header: t('lab.list.state'), text: (row) => stateText(t, row), width: 260 },
    { id: 'labStatus', header: t('lab.list.labStatus'), text: (row) => statusText(t, row), width: 260 },
  ];
  if (!projectCode) return columns;
  return [{ id: 'project', header: t('overviewTabs.lab.project'), text: (row) => projectCode(Number(row.PrID)), width: 130 }, ...columns];
}
