import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportFamily } from '../../domain/uploads/import-types';
import '../export-wizard/export-wizard.css';
import './import-wizard.css';

const families: readonly ImportFamily[] = ['regular', 'new'];

/**
 * The import selection screen (spec 02 section 2): before the wizard, the user chooses between the regular
 * import (the project file, the Dutch standards and the spreadsheets) and the new import (section 9: watercourse
 * shape zips and Aquo measurement CSVs). Keyboard first: the first choice has the focus, the arrow keys move
 * between the choices and Enter opens one.
 */
export function ImportSelectionScreen({ onChoose }: { onChoose: (family: ImportFamily) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => buttons.current[0]?.focus(), []);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    buttons.current[(index + step + families.length) % families.length]?.focus();
  };
  return (
    <section className="export-wizard import-wizard import-selection" aria-labelledby={headingId}>
      <header className="export-wizard__header">
        <h1 id={headingId}>{t('importExport.importSelection.title')}</h1>
      </header>
      <ul className="import-selection__choices">
        {families.map((family, index) => (
          <li key={family}>
            <button
              type="button"
              ref={(element) => { buttons.current[index] = element; }}
              onKeyDown={(event) => move(event, index)}
              onClick={() => onChoose(family)}
              aria-describedby={`${headingId}-${family}`}
            >
              {t(`importExport.importSelection.${family}`)}
            </button>
            <p id={`${headingId}-${family}`}>{t(`importExport.importSelection.${family}Hint`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
