import { useTranslation } from 'react-i18next';
import { alertLevels as levels, visibleLog, type ExportWizardContext, type ExportWizardEvent } from '../../../machines/export-wizard';

/** The export log (spec 02 sections 2 and 4): every line with its alert level, filtered by level when the filter is offered. */
export function ExportWizardLog({ context, send }: { context: ExportWizardContext; send?: (event: ExportWizardEvent) => void }) {
  const { t } = useTranslation();
  const shown = send ? visibleLog(context) : context.log;
  return (
    <section className="export-wizard__log" aria-label={t('importExport.wizard.log')}>
      {send ? (
        <fieldset className="export-wizard__filter">
          <legend>{t('importExport.wizard.filter')}</legend>
          {levels.map((level) => (
            <label key={level}>
              <input type="checkbox" checked={context.levels.includes(level)} onChange={() => send({ type: 'exportWizard.toggleLevel', level })} />
              {t(`importExport.wizard.level.${level}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
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
