import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import nl from '../../locales/nl.json';
import en from '../../locales/en.json';
import { defaultLanguage, fallbackLanguage, type Language } from '../domain/language/language-codes';

/**
 * i18next over the catalogues of locales/: Dutch by default, English as fallback (spec 01 section 1). Those two
 * are in the main bundle; the other four are chunks of their own, loaded when a user picks one, so nobody
 * holds five catalogues they never read (about 120 kB each).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { nl: { translation: nl }, en: { translation: en } },
  lng: defaultLanguage,
  fallbackLng: fallbackLanguage,
  interpolation: { escapeValue: false },
});

const chunkedCatalogues: Partial<Record<Language, () => Promise<{ default: Record<string, unknown> }>>> = {
  fr: () => import('../../locales/fr.json'),
  es: () => import('../../locales/es.json'),
  de: () => import('../../locales/de.json'),
  it: () => import('../../locales/it.json'),
};

/**
 * Makes sure the catalogue of `language` is loaded. A chunk that cannot be fetched leaves it out: its texts
 * then fall back to English, rather than the switch failing.
 */
export async function loadCatalogue(language: Language): Promise<void> {
  const load = chunkedCatalogues[language];
  if (!load || i18n.hasResourceBundle(language, 'translation')) return;
  try {
    i18n.addResourceBundle(language, 'translation', (await load()).default);
  } catch {
    // Offline or a stale deployment: English stands in (the fallback language).
  }
}
