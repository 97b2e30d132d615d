/** The six interface languages as stored: 2-letter codes (spec 01 section 1). */
export const languages = ['nl', 'en', 'fr', 'es', 'de', 'it'] as const;
export type Language = (typeof languages)[number];

/** Dutch is the default interface language, English the fallback for missing text. */
export const defaultLanguage: Language = 'nl';
export const fallbackLanguage: Language = 'en';

/** 3-letter codes sent to the server as LanguageCode / Authorisation.Language. */
export type ServerLanguageCode = 'nld' | 'eng' | 'fra' | 'spa' | 'deu' | 'ita';

const serverCodes: Record<Language, ServerLanguageCode> = {
  nl: 'nld', en: 'eng', fr: 'fra', es: 'spa', de: 'deu', it: 'ita',
};

/** Whether a string is one of the six supported 2-letter codes. */
export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/**
 * A browser locale ('nl-BE', 'en_US', 'de') to the stored 2-letter code; unsupported or empty
 * locales give the default language.
 */
export function languageFromLocale(locale: string | null | undefined): Language {
  const twoLetters = (locale ?? '').trim().slice(0, 2).toLowerCase();
  return isLanguage(twoLetters) ? twoLetters : defaultLanguage;
}

/** 2-letter code to the 3-letter code for the server; anything unknown gives 'eng' (spec 01 section 1). */
export function toServerLanguage(language: string | null | undefined): ServerLanguageCode {
  const code = (language ?? '').toLowerCase();
  return isLanguage(code) ? serverCodes[code] : 'eng';
}

/** 3-letter server code back to the 2-letter code; unknown codes give the fallback language. */
export function fromServerLanguage(code: string | null | undefined): Language {
  const found = (Object.entries(serverCodes) as [Language, ServerLanguageCode][]).find(([, c]) => c === code?.toLowerCase());
  return found ? found[0] : fallbackLanguage;
}
