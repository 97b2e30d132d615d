import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { metresPerPrintPixel, paperSizeNames, printResolutions, readPrintSettings } from '../../domain/map/print-to-scale';
import type { ValidationIssue } from '../../domain/validation/issue';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { FormField } from '../../ui/forms/FormField';
import type { ProjectMap } from './create-map';
import { printMapToPdf } from './print-map';
import type { PrintCaptionFacts } from './print-map';

/** Props of PrintDialog. */
export interface PrintDialogProps {
  /** The map on view, whose centre and visible layers are printed. */
  map: ProjectMap;
  facts: PrintCaptionFacts;
  onClose(): void;
}

/** A screen shows about 96 CSS pixels an inch: the view's own scale, offered as a hint. */
const screenDpi = 96;

/**
 * The print-to-scale dialog (spec 02 section 2, 'Map': page size, resolution and scale; section 5:
 * scale is required). The PDF shows the view's centre at the chosen scale and downloads at once.
 */
export function PrintDialog({ map, facts, onClose }: PrintDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [paper, setPaper] = useState<string>('A4');
  const [orientation, setOrientation] = useState('portrait');
  const [dpi, setDpi] = useState('150');
  const [scale, setScale] = useState('');
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const viewScale = Math.round(map.viewOnGround().metresPerPixel / metresPerPrintPixel(1, screenDpi));
  const issuesAt = (field: string) => issues.filter((issue) => issue.field === field);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPrintSettings({ paper, orientation, dpi, scale });
    if (!read.ok) {
      setIssues(read.issues);
      document.getElementById(`${id}-${read.issues[0]?.field ?? 'scale'}`)?.focus();
      return;
    }
    setIssues([]);
    setState('busy');
    try {
      await printMapToPdf(map, read.value, facts, t);
      onClose();
    } catch (error) {
      console.error('Print to scale failed.', error);
      setState('failed');
    }
  };

  return (
    <ModalDialog title={t('map.print.title')} onDismiss={onClose}>
      <form className="map-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <FormField id={`${id}-paper`} label={t('map.print.paper')} issues={[]}>
          {(control) => (
            <select {...control} value={paper} onChange={(event) => setPaper(event.target.value)}>
              {paperSizeNames.map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-orientation`} label={t('map.print.orientation')} issues={[]}>
          {(control) => (
            <select {...control} value={orientation} onChange={(event) => setOrientation(event.target.value)}>
              <option value="portrait">{t('map.print.portrait')}</option>
              <option value="landscape">{t('map.print.landscape')}</option>
            </select>
          )}
        </FormField>
        <FormField id={`${id}-dpi`} label={t('map.print.resolution')} issues={issuesAt('dpi')}>
          {(control) => (
            <select {...control} value={dpi} onChange={(event) => { setDpi(event.target.value); setIssues([]); }}>
              {printResolutions.map((value) => <option key={value} value={String(value)}>{t('map.print.dpi', { dpi: value })}</option>)}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-scale`} label={t('map.print.scale')} required issues={issuesAt('scale')} hint={t('map.print.scaleHint', { scale: viewScale })}>
          {(control) => (
            <input {...control} value={scale} autoFocus autoComplete="off" inputMode="numeric" placeholder="1:1000"
              onChange={(event) => { setScale(event.target.value); setIssues([]); }} />
          )}
        </FormField>
        {state === 'busy' ? <p role="status">{t('map.print.busy')}</p> : null}
        {state === 'failed' ? <p role="alert">{t('map.print.failed')}</p> : null}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>{t('dialog.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={state === 'busy'}>{t('map.print.submit')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
