import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardNameMaxLength } from '../../domain/dashboard/home-dashboard';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { errorNotice } from '../../ui/notices/notices-context';

/** Props of the add and rename dialogs. */
export interface DashboardNameDialogProps {
  mode: 'add' | 'rename';
  initialName: string;
  /** Saves the name; a refusal (e.g. 'dashboard exists') is shown in the dialog, which stays open. */
  onSave(name: string): Promise<unknown>;
  onClose(): void;
}

/** The add and rename dialogs of spec 02 section 2 ('Dashboards'): one name field, required. */
export function DashboardNameDialog({ mode, initialName, onSave, onClose }: DashboardNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const submit = async () => {
    if (name.trim() === '') {
      setFailure(t('dashboard.dialog.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (error) {
      const notice = errorNotice(error);
      setFailure(t(notice.messageKey, notice.params ?? {}));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t(mode === 'add' ? 'dashboard.dialog.addTitle' : 'dashboard.dialog.renameTitle')} onDismiss={onClose}>
      <form onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <label htmlFor={fieldId}>{t('dashboard.dialog.name')}</label>
        <input
          id={fieldId} value={name} maxLength={dashboardNameMaxLength} autoFocus required
          aria-invalid={failure !== null} aria-describedby={failure ? errorId : undefined}
          onChange={(event) => { setName(event.target.value); setFailure(null); }}
        />
        {failure ? <p id={errorId} role="alert" className="dashboard-error">{failure}</p> : null}
        <div className="modal__actions">
          <button type="button" onClick={onClose}>{t('dashboard.dialog.cancel')}</button>
          <button type="submit" className="primary" disabled={busy}>{t(mode === 'add' ? 'dashboard.dialog.add' : 'dashboard.dialog.rename')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
