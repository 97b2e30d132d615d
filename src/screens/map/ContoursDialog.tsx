import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contourTypes, contourZoneMaxLength } from '../../domain/map/map-contour';
import type { ContourType } from '../../domain/map/map-contour';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { FormField } from '../../ui/forms/FormField';

/** Props of ContoursDialog. */
export interface ContoursDialogProps {
  /** The project the contours belong to, as the user knows it (code and name). */
  projectLabel: string;
  /** How many contours the project has: 'delete contours' needs at least one. */
  count: number;
  /** Whether deleting is under way. */
  deleting: boolean;
  onStart(type: ContourType, zone: string): void;
  onDeleteAll(): void;
  onClose(): void;
}

/**
 * The draw-contours dialog (spec 02 section 2, 'Map': type, project, zone and start drawing, with a
 * delete-contours action). Drawing happens on the map once the dialog has closed; deleting asks first.
 */
export function ContoursDialog({ projectLabel, count, deleting, onStart, onDeleteAll, onClose }: ContoursDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<ContourType>('soilContamination');
  const [zone, setZone] = useState('');
  const [confirming, setConfirming] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStart(type, zone.trim());
  };

  if (confirming) {
    return (
      <ConfirmDialog
        title={t('map.contours.deleteTitle')} message={t('map.contours.deleteMessage', { count })}
        confirmLabel={t('map.contours.delete')} danger busy={deleting}
        onConfirm={() => { setConfirming(false); onDeleteAll(); }} onCancel={() => setConfirming(false)}
      />
    );
  }
  return (
    <ModalDialog title={t('map.contours.title')} onDismiss={onClose}>
      <form className="map-dialog" onSubmit={submit} noValidate>
        <FormField id={`${id}-type`} label={t('map.contours.type')} required issues={[]}>
          {(control) => (
            <select {...control} value={type} autoFocus onChange={(event) => setType(event.target.value as ContourType)}>
              {contourTypes.map((value) => <option key={value} value={value}>{t(`map.contours.types.${value}`)}</option>)}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-project`} label={t('map.contours.project')} issues={[]}>
          {(control) => <input {...control} value={projectLabel} readOnly />}
        </FormField>
        <FormField id={`${id}-zone`} label={t('map.contours.zone')} issues={[]}>
          {(control) => <input {...control} value={zone} maxLength={contourZoneMaxLength} autoComplete="off" onChange={(event) => setZone(event.target.value)} />}
        </FormField>
        <div className="modal__actions">
          <button type="button" className="button button--danger" disabled={count === 0 || deleting} onClick={() => setConfirming(true)}>
            {t('map.contours.delete')}
          </button>
          <button type="button" className="button" onClick={onClose}>{t('dialog.cancel')}</button>
          <button type="submit" className="button button--primary">{t('map.contours.start')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
