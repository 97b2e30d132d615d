import { useTranslation } from 'react-i18next';
import { linesAtLevels } from '../../domain/formats/export-log';
import type { AlertLevel } from '../../domain/formats/export-log';

/** One line of a wizard's log: its alert level and its catalogue message. */
interface WizardLogLine {
  level: AlertLevel;
  key: string;
  params?: Readonly<Record<string, unknown>>;
}

/** The alert-level filter a log may offer: the levels shown, all levels in order, and how one is switched. */
interface LevelFilter {
  shown: readonly AlertLevel[];
  all: readonly AlertLevel[];
  toggle(level: AlertLevel): void;
}

/**
 * The import and export wizards' log (spec 02 sections 2 and 4): every line with its alert level, and, when
 * `filter` is given, the level checkboxes with only the lines of the checked levels.
 */
export function WizardLog({ log, label, filter }: { log: readonly WizardLogLine[]; label: string; filter?: LevelFilter }) {
  const { t } = useTranslation();
  const shown = filter ? linesAtLevels(log, filter.shown) : log;
  return (
    <section className="export-wizard__log" aria-label={label}>
      {filter ? (
        <fieldset className="export-wizard__filter">
          <legend>{t('importExport.wizard.filter')}</legend>
          {filter.all.map((level) => (
            <label key={level}>
              <input type="checkbox" checked={filter.shown.includes(level)} onChange={() => filter.toggle(level)} />
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
