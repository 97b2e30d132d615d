import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConfirmWord } from '../../domain/validation/limits';
import { confirmDeletionIssues } from '../../domain/validation/rules/confirm-deletion';
import type { ValidationIssue } from '../../domain/validation/issue';
import { IssueList } from '../../fields/IssueList';
import { ModalDialog } from './ModalDialog';
import '../../fields/fields.css';

/** Props of TypeToConfirmDialog. */
export interface TypeToConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * A deletion that must be confirmed by typing DELETE (spec 01 section 2, 'Deleting a project
 * requires typing DELETE'; the rule is src/domain/validation/rules/confirm-deletion). The word is
 * checked when the user confirms; a wrong word is explained at the field, which keeps the focus.
 */
export function TypeToConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy = false }: TypeToConfirmDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const inputId = useId();
  const issuesId = useId();
  const [text, setText] = useState('');
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = confirmDeletionIssues(text);
    setIssues(found);
    if (found.length === 0) onConfirm();
    else document.getElementById(inputId)?.focus();
  };

  return (
    <ModalDialog title={title} onDismiss={onCancel} describedBy={messageId} role="alertdialog">
      <form onSubmit={submit} noValidate>
        <p id={messageId}>{message}</p>
        <div className="field">
          <label htmlFor={inputId} className="field__label">{t('dialog.typeToConfirm.label', { word: deleteConfirmWord })}</label>
          <input
            id={inputId}
            className="field__input"
            value={text}
            autoComplete="off"
            autoFocus
            aria-invalid={issues.length > 0}
            aria-describedby={issues.length > 0 ? issuesId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (issues.length > 0) setIssues(confirmDeletionIssues(event.target.value));
            }}
          />
          <IssueList id={issuesId} issues={issues} />
        </div>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
          <button type="submit" className="button button--danger" disabled={busy}>{confirmLabel}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
