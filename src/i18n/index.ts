import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import nl from '../../locales/nl.json';
import { defaultLanguage, fallbackLanguage, type Language } from '../domain/language/language-codes';

/**
 * i18next over the catalogues of locales/: Dutch by default, English as fallback (spec 01 section 1). Dutch is in
 * the main bundle; every other catalogue is a chunk of its own (about 120 kB each), loaded when a user picks its
 * language. The locale tests keep every catalogue complete, so a Dutch page never needs the English fallback.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { nl: { translation: nl } },
  lng: defaultLanguage,
  fallbackLng: fallbackLanguage,
  interpolation: { escapeValue: false },
});

type Catalogue = { default: Record<string, unknown> };

/** Every language but Dutch, which is in the main bundle. */
type ChunkedLanguage = Exclude<Language, 'nl'>;

/** A loader for every chunked language: the compiler holds the list to `languages`. */
const chunkedCatalogues: Record<ChunkedLanguage, () => Promise<Catalogue>> = {
  en: () => import('../../locales/en.json'),
  fr: () => import('../../locales/fr.json'),
  es: () => import('../../locales/es.json'),
  de: () => import('../../locales/de.json'),
  it: () => import('../../locales/it.json'),
};

const isChunked = (code: Language): code is ChunkedLanguage => code in chunkedCatalogues;

/**
 * Makes sure the catalogue of `language` is loaded, and English's as the fallback beside any other language. A
 * chunk that cannot be fetched is left out: its texts then fall back (to English, else the key) rather than the
 * switch failing.
 */
export async function loadCatalogue(language: Language): Promise<void> {
  const wanted = language === defaultLanguage ? [] : [...new Set([language, fallbackLanguage])].filter(isChunked);
  await Promise.all(wanted.filter((code) => !i18n.hasResourceBundle(code, 'translation')).map(async (code) => {
    try {
      i18n.addResourceBundle(code, 'translation', (await chunkedCatalogues[code]()).default);
    } catch {
      // Offline or a stale deployment: the fallback stands in.
    }
  }));
}
