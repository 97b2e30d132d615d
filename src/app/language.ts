import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import type { Session } from '../api/session';
import type { Language } from '../domain/language/language-codes';
import { i18n, loadCatalogue } from '../i18n';

/**
 * Makes `language` the interface language everywhere at once (spec 01 section 1): translations,
 * dayjs (month and day names), the page's lang attribute (screen readers, spelling) and its title.
 * Its catalogue is loaded first; `stillWanted` drops a switch overtaken by a later one meanwhile.
 */
async function applyLanguage(language: Language, stillWanted: () => boolean): Promise<void> {
  await loadCatalogue(language);
  if (!stillWanted()) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
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
  const apply = (language: Language) => void applyLanguage(language, () => applied === language);
  apply(applied);
  return session.subscribe(() => {
    const language = session.language();
    if (language === applied) return;
    applied = language;
    apply(language);
  });
}
