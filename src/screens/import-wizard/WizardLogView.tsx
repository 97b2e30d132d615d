import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertLevels } from '../../../machines/export-wizard';
import type { WizardLogEntry } from '../../../machines/wizard-log';
import type { AlertLevel } from '../../domain/formats/export-log';

/** The import log (spec 02 sections 2 and 4): every line with its alert level, filtered by level. */
export function WizardLogView({ log }: { log: readonly WizardLogEntry[] }) {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<readonly AlertLevel[]>(alertLevels);
  const toggle = (level: AlertLevel) => setLevels((shown) => (shown.includes(level) ? shown.filter((kept) => kept !== level) : [...shown, level]));
  const shown = log.filter((entry) => levels.includes(entry.level));
  return (
    <section className="export-wizard__log" aria-label={t('importExport.importWizard.log')}>
      <fieldset className="export-wizard__filter">
        <legend>{t('importExport.wizard.filter')}</legend>
        {alertLevels.map((level) => (
          <label key={level}>
            <input type="checkbox" checked={levels.includes(level)} onChange={() => toggle(level)} />
            {t(`importExport.wizard.level.${level}`)}
          </label>
        ))}
      </fieldset>
      {shown.length === 0 ? <p>{t('importExport.wizard.noLines')}</p> : (
        <ul className="export-wizard__lines">
          {shown.map((entry, index) => (
            // The log only grows: a line's position is its identity.
            <li key={index} className={`export-wizard__line export-wizard__line--${entry.level}`} data-level={entry.level}>
              <span className="export-wizard__level">{t(`importExport.wizard.level.${entry.level}`)}</span> {t(entry.key, entry.params)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
