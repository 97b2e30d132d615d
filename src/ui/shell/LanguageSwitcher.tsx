import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../domain/language/language-codes';
import type { Language } from '../../domain/language/language-codes';
import { useApiClient, useLanguage } from '../services-context';

/** Props of LanguageSelect. */
export interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  className?: string;
}

/**
 * A native select of the six interface languages (spec 01 section 1), each named in its own
 * language so a user who cannot read the current one still finds theirs.
 */
export function LanguageSelect({ value, onChange, className }: LanguageSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className={className}>
      <label htmlFor={id}>{t('shell.language')}</label>{' '}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Language)}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>{t(`language.name.${language}`)}</option>
        ))}
      </select>
    </span>
  );
}

/**
 * The header's language switcher: the session's language changes, and with it translations,
 * dates and code lists at once (spec 01 section 1; src/app/language.ts follows the session).
 */
export function LanguageSwitcher() {
  const { session } = useApiClient();
  const language = useLanguage();
  return <LanguageSelect className="shell__language" value={language} onChange={(next) => session.setLanguage(next)} />;
}
