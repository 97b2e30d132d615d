import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setAnalysisSamples } from '../../api/calls/lab';
import { isApiError } from '../../api/errors';
import { apiOf } from '../../api/queries/api-binding';
import { labKeys, labQueries } from '../../api/queries/lab-queries';
import type { LabAssignment } from '../../domain/entities/lab-assignment';
import { analysisSamplesOfFieldSamples } from '../../domain/lab/analysis-samples-of-field-samples';
import type { FieldSampleSelection } from '../../domain/lab/analysis-samples-of-field-samples';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { useNotices } from '../../ui/notices/notices-context';
import { LabStateText } from './LabStateText';
import './lab.css';

/** What the dialog puts on an assignment: analysis samples by AsID, or the ones made of chosen field samples. */
export type AssignmentSampleChoice = { readonly asIds: readonly number[] } | FieldSampleSelection;

interface AddToAssignmentDialogProps {
  projectId: number;
  choice: AssignmentSampleChoice;
  onClose: () => void;
}

/** Moves focus between the list's buttons with the arrow keys, Home and End (a keyboard-only picker). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
}

const orderName = (assignment: LabAssignment, unnamed: string) => (assignment.OrderNr ? assignment.OrderNr : unnamed);

/**
 * 'Add selected samples to assignment' (spec 02 section 2): the chosen analysis samples go onto the
 * assignment picked here through SetAnalysisSamples UPDATE of LbID, the one write path, which refuses
 * a sent assignment (spec 02 section 4); its refusal stays in the dialog, the choice kept.
 */
function AddToAssignmentDialog({ projectId, choice, onClose }: AddToAssignmentDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notices = useNotices();
  const assignments = useQuery({ ...labQueries.assignments(projectId), refetchOnMount: 'always' });
  const samples = useQuery({ ...labQueries.analysisSamples(projectId), refetchOnMount: 'always' });
  const parts = useQuery({ ...labQueries.sampleParts(projectId), refetchOnMount: 'always', enabled: !('asIds' in choice) });
  const messageOf = (error: unknown) => (isApiError(error) ? t(error.messageKey, error.params) : String(error));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asIds = 'asIds' in choice ? choice.asIds : analysisSamplesOfFieldSamples(parts.data ?? [], choice);
  const chosen = (samples.data ?? []).filter((sample) => typeof sample.AsID === 'number' && asIds.includes(sample.AsID));
  const loading = !assignments.data || !samples.data || (!('asIds' in choice) && !parts.data);
  const loadError = assignments.error ?? samples.error ?? parts.error;

  // The buttons stay enabled while busy, so focus stays on the one pressed and a refusal can be answered by another key press.
  const add = (assignment: LabAssignment) => {
    const name = orderName(assignment, t('lab.list.unnamed', { id: assignment.LbID }));
    setBusy(true);
    setFailure(null);
    const rows = chosen.map((sample) => ({ AsGuid: sample.AsGuid, LbID: assignment.LbID, ...(sample.RowVersion === undefined ? {} : { RowVersion: sample.RowVersion }) }));
    setAnalysisSamples(apiOf(client), projectId, 'UPDATE', rows).then(async () => {
      await client.invalidateQueries({ queryKey: labKeys.analysisSamples(projectId) });
      await client.invalidateQueries({ queryKey: labKeys.assignments(projectId) });
      notices.notify({ kind: 'success', messageKey: 'lab.addToAssignment.done', params: { count: rows.length, order: name } });
      onClose();
    }, (error: unknown) => {
      setBusy(false);
      setFailure(messageOf(error));
    });
  };

  let body: ReactNode;
  if (loadError) body = <p role="alert">{messageOf(loadError)}</p>;
  else if (loading) body = <p>{t('lab.addToAssignment.loading')}</p>;
  else if (chosen.length === 0) body = <p role="alert">{t('lab.addToAssignment.noSamples')}</p>;
  else if ((assignments.data ?? []).length === 0) body = <p role="alert">{t('lab.addToAssignment.noAssignments')}</p>;
  else {
    body = (
      <>
        <p>{t('lab.addToAssignment.samples', { count: chosen.length, names: chosen.map((sample) => sample.Name ?? sample.AsGuid).join(', ') })}</p>
        <ul className="lab__pick" aria-label={t('lab.addToAssignment.choose')} onKeyDown={moveFocus}>
          {(assignments.data ?? []).map((assignment, index) => (
            <li key={String(assignment.LbID)}>
              <button type="button" aria-disabled={busy} autoFocus={index === 0} onClick={() => { if (!busy) add(assignment); }}>
                {orderName(assignment, t('lab.list.unnamed', { id: assignment.LbID }))}{' · '}<LabStateText assignment={assignment} />
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <ModalDialog title={t('lab.addToAssignment.title')} onDismiss={onClose}>
      {body}
      {failure ? <p role="alert" className="lab__failure">{failure}</p> : null}
      <div className="modal__actions">
        <button type="button" onClick={onClose}>{t('lab.addToAssignment.cancel')}</button>
      </div>
    </ModalDialog>
  );
}

/**
 * The picker of 'add selected samples to assignment' for a grid: `open` shows it for a choice of
 * samples, `dialog` is drawn by the grid's screen.
 */
export function useAddToAssignment(projectId: number): { open: (choice: AssignmentSampleChoice) => void; dialog: ReactNode } {
  const [choice, setChoice] = useState<AssignmentSampleChoice | null>(null);
  const open = useCallback((next: AssignmentSampleChoice) => setChoice(next), []);
  const dialog = choice ? <AddToAssignmentDialog projectId={projectId} choice={choice} onClose={() => setChoice(null)} /> : null;
  return { open, dialog };
}
