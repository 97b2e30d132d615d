import { describe, expect, it } from 'vitest';
import { fromServerLanguage, languageFromLocale, toServerLanguage } from '../../../../src/domain/language/language-codes';

describe('language codes (spec 01 section 1)', () => {
  it('turns a 5-letter browser locale into the stored 2-letter code', () => {
    expect(languageFromLocale('nl-BE')).toBe('nl');
    expect(languageFromLocale('en_US')).toBe('en');
    expect(languageFromLocale('DE-de')).toBe('de');
  });

  it('gives Dutch, the default, for an unsupported or missing locale', () => {
    expect(languageFromLocale('pt-BR')).toBe('nl');
    expect(languageFromLocale(undefined)).toBe('nl');
  });

  it('maps each language to the 3-letter code the server expects', () => {
    expect(['nl', 'en', 'fr', 'es', 'de', 'it'].map(toServerLanguage)).toEqual(['nld', 'eng', 'fra', 'spa', 'deu', 'ita']);
  });

  it('sends eng for anything unknown, as the spec says', () => {
    expect(toServerLanguage('pt')).toBe('eng');
    expect(toServerLanguage('')).toBe('eng');
  });

  it('reads a 3-letter code back, falling back to English', () => {
    expect(fromServerLanguage('fra')).toBe('fr');
    expect(fromServerLanguage('xyz')).toBe('en');
  });
});
