import { useTranslation } from 'react-i18next';
import type { LabAssignment } from '../../domain/entities/lab-assignment';
import { labAssignmentState, labStatusOf } from '../../domain/lab/lab-assignment-state';

/** The assignment's state in words: saved, sent, or not sent with the reason. */
export function LabStateText({ assignment }: { assignment: LabAssignment }) {
  const { t } = useTranslation();
  const state = labAssignmentState(assignment);
  if (state === 'notSent') return <span className="lab-state lab-state--notSent">{t('lab.state.notSent', { reason: assignment.LbSendFailure ?? '' })}</span>;
  return <span className={`lab-state lab-state--${state}`}>{t(`lab.state.${state}`)}</span>;
}

/** The lab's status and report number, or 'No lab status available yet' (spec 02 section 4). */
export function LabStatusText({ assignment }: { assignment: LabAssignment }) {
  const { t } = useTranslation();
  const status = labStatusOf(assignment);
  return <span>{status ? t('lab.status.known', { code: status.code, report: status.reportNumber }) : t('lab.status.none')}</span>;
}
