import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import type { Session } from '../api/session';
import type { Language } from '../domain/language/language-codes';
import { i18n } from '../i18n';

/**
 * Makes `language` the interface language everywhere at once (spec 01 section 1): translations,
 * dayjs (month and day names), the page's lang attribute (screen readers, spelling) and its title.
 */
function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  dayjs.locale(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18n.t('app.title', { lng: language });
}

/**
 * Keeps the interface in the session's language: now, and after every sign-in or language
 * switch. Returns the unsubscribe function.
 */
export function followSessionLanguage(session: Session): () => void {
  let applied = session.language();
  applyLanguage(applied);
  return session.subscribe(() => {
    const language = session.language();
    if (language === applied) return;
    applied = language;
    applyLanguage(language);
  });
}
