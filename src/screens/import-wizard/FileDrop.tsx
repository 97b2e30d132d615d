import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenFile } from '../../../machines/import-wizard';

/** Megabytes with one decimal, for the chosen files' list. */
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * The upload's drop zone and file picker (spec 02 section 2: 'drag-and-drop upload'): files dropped or
 * picked replace the choice; the upload rules are checked when the user goes on.
 */
export function FileDrop({ accept, chosen, onChoose }: { accept: readonly string[]; chosen: readonly ChosenFile[]; onChoose: (files: readonly File[]) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    onChoose([...event.dataTransfer.files]);
  };
  return (
    <div
      className={`import-wizard__drop${over ? ' import-wizard__drop--over' : ''}`}
      data-testid="import-drop-zone"
      onDragOver={(event) => { event.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p>{t('importExport.importWizard.dropHere')}</p>
      <label>
        {t('importExport.importWizard.pick')}{' '}
        <input type="file" multiple accept={accept.join(',')} onChange={(event) => onChoose([...(event.target.files ?? [])])} />
      </label>
      {chosen.length > 0 ? (
        <ul className="import-wizard__files" aria-label={t('importExport.importWizard.chosen')}>
          {chosen.map((file) => <li key={`${file.name}-${file.size}`}>{t('importExport.importWizard.file', { file: file.name, size: megabytes(file.size) })}</li>)}
        </ul>
      ) : null}
    </div>
  );
}
