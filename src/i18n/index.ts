import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import nl from '../../locales/nl.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import es from '../../locales/es.json';
import de from '../../locales/de.json';
import it from '../../locales/it.json';
import { defaultLanguage, fallbackLanguage } from '../domain/language/language-codes';

/** i18next over the six catalogues of locales/: Dutch by default, English as fallback (spec 01 section 1). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { nl: { translation: nl }, en: { translation: en }, fr: { translation: fr }, es: { translation: es }, de: { translation: de }, it: { translation: it } },
  lng: defaultLanguage,
  fallbackLng: fallbackLanguage,
  interpolation: { escapeValue: false },
});
