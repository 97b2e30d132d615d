import type { LabAssignment } from '../entities/lab-assignment';

/** Where an assignment stands (spec 02 section 4): saved, sent, not sent (with its reason) or deleted. */
export type LabAssignmentState = 'saved' | 'sent' | 'notSent' | 'deleted';

/** The state a stored assignment is in, read from IsSent, LbSendFailure and LbDeleted. */
export function labAssignmentState(assignment: LabAssignment): LabAssignmentState {
  if (assignment.LbDeleted === true) return 'deleted';
  if (assignment.IsSent === true) return 'sent';
  return assignment.LbSendFailure ? 'notSent' : 'saved';
}

/** The lab's status as shown: its code and report number, or null for 'No lab status available yet' (spec 02 section 4). */
export function labStatusOf(assignment: LabAssignment): { code: string; reportNumber: string } | null {
  const code = assignment.LabStatusCode;
  if (code === null || code === undefined || String(code).trim() === '') return null;
  return { code: String(code), reportNumber: assignment.LabReportNumber ?? '' };
}
