import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { TypeToConfirmDialog } from '../../../ui/dialogs/TypeToConfirmDialog';

/** Props of DeleteConfirmation. */
export interface DeleteConfirmationProps {
  /** What is deleted, e.g. 'B001'. */
  name: string;
  /** Spec 01 section 5: deleting a project requires typing DELETE. */
  typeToConfirm: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a delete (spec 01 sections 2 and 5): a confirmation, or typing DELETE for a project. */
export function DeleteConfirmation({ name, typeToConfirm, busy, onConfirm, onCancel }: DeleteConfirmationProps) {
  const { t } = useTranslation();
  const common = {
    title: t('screens.delete.title', { name }),
    message: t('screens.delete.question', { name }),
    confirmLabel: t('screens.delete.confirm'),
    onConfirm,
    onCancel,
    busy,
  };
  return typeToConfirm ? <TypeToConfirmDialog {...common} /> : <ConfirmDialog {...common} danger />;
}
