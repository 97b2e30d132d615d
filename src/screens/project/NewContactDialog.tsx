import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactKind } from '../../api';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { FormField } from '../../ui/forms/FormField';
import { useNotices } from '../../ui/notices/notices-context';
import { error as issue } from '../../domain/validation/issue';
import { newGuid } from '../../domain/wire/new-guid';

/** Props of NewContactDialog. */
export interface NewContactDialogProps {
  projectId: number;
  onCreated: (ccGuid: string) => void;
  onCancel: () => void;
}

/**
 * A new concerned contact (spec 01 section 3, tblConcernedCompanies): the server takes none without
 * its company name, so that is asked first; the contact opens once created for the rest of its fields.
 */
export function NewContactDialog({ projectId, onCreated, onCancel }: NewContactDialogProps) {
  const { t } = useTranslation();
  const notices = useNotices();
  const { mutateAsync: write, isPending } = useMutation(contactKind.saveRecord({ prId: projectId }));
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const issues = tried && name.trim() === '' ? [issue('CcCompanyName', 'validation.required')] : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (name.trim() === '') return;
    const guid = newGuid();
    write({ action: 'INSERT', row: { CcGUID: guid, CcCompanyName: name.trim() } }).then(() => onCreated(guid), (error: unknown) => notices.notifyError(error));
  };

  return (
    <ModalDialog title={t('screens.newContact.title')} onDismiss={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormField id="new-contact-company" label={t('field.CcCompanyName')} required issues={issues}>
          {(control) => <input {...control} value={name} autoFocus autoComplete="off" onChange={(event) => setName(event.target.value)} />}
        </FormField>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={isPending}>{t('screens.newContact.create')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
