import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The confirming button's label, e.g. t('projectList.unpin.confirm'). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red confirming button for destructive actions. */
  danger?: boolean;
  /** While the action runs: the confirming button is disabled. */
  busy?: boolean;
}

/**
 * Asks 'are you sure?' (spec 01 section 2: unpinning a synchronised project asks for
 * confirmation). Cancel has the focus first, so a stray Enter never confirms.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, danger = false, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <ModalDialog title={title} onDismiss={onCancel} describedBy={messageId} role="alertdialog">
      <p id={messageId}>{message}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel} autoFocus>{t('dialog.cancel')}</button>
        <button type="button" className={`button button--${danger ? 'danger' : 'primary'}`} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
