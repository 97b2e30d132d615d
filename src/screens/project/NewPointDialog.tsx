import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pointMutations } from '../../api';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { useNotices } from '../../ui/notices/notices-context';
import { useLanguage } from '../../ui/services-context';
import type { EditorRecord, FieldTemplate, RecordPatch } from '../../domain/editing';
import type { MeasurementPoint } from '../../domain/entities/measurement-point';
import { hasErrors } from '../../domain/validation/issue';
import type { ValidationIssue } from '../../domain/validation/issue';
import { RecordForm } from '../../fields/RecordForm';
import { newGuid } from '../../domain/wire/new-guid';
import { recordIssues } from '../records/record-editor/record-issues';
import { newPointFields, newPointName, newPointStoredFields } from './new-point';

/** Props of NewPointDialog. */
export interface NewPointDialogProps {
  projectId: number;
  /** The project's points: the new name is suggested after them and must differ from theirs. */
  points: readonly MeasurementPoint[];
  /** The point screen's templates; the dialog draws their name and coordinate fields. */
  templates: readonly FieldTemplate[];
  coordinateSystem: string | undefined;
  onCreated: (mpGuid: string) => void;
  onCancel: () => void;
}

/**
 * A new measurement point (spec 01 sections 4 and 5): a point needs a unique name and X and Y
 * within the project's coordinate system before the server takes it, so those are asked first,
 * with the suggested next name, and checked as the user types. The point opens once created.
 */
export function NewPointDialog({ projectId, points, templates, coordinateSystem, onCreated, onCancel }: NewPointDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notices = useNotices();
  const { mutateAsync: write, isPending } = useMutation(pointMutations.save(projectId));
  const [row, setRow] = useState<EditorRecord>(() => ({ MpGuid: newGuid(), MpName: newPointName(points) }));
  const [shown, setShown] = useState<readonly ValidationIssue[]>([]);
  const fields = newPointFields(templates);
  const context = coordinateSystem ? { coordinateSystem } : {};
  const issues = recordIssues({ kind: 'measurementPoint', context }, row, points)
    .filter((issue) => newPointStoredFields.includes(issue.field));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasErrors(issues) || hasErrors(shown)) {
      notices.notify({ kind: 'error', messageKey: 'screens.editor.saveInvalidValues' });
      return;
    }
    write({ action: 'INSERT', row: row as MeasurementPoint }).then(() => onCreated(String(row.MpGuid)), (error: unknown) => notices.notifyError(error));
  };

  return (
    <ModalDialog title={t('screens.newPoint.title')} onDismiss={onCancel}>
      <form onSubmit={submit} noValidate>
        <RecordForm
          templates={fields}
          record={row}
          onChange={(patch: RecordPatch) => setRow((current) => ({ ...current, ...patch }))}
          language={language}
          recordIssues={issues}
          onIssuesChange={setShown}
        />
        <div className="modal__actions">
          <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={isPending}>{t('screens.newPoint.create')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
