import { languages } from '../../src/domain/language/language-codes';
import type { Language } from '../../src/domain/language/language-codes';
import { flatCatalogue } from '../locale-catalogue';

const catalogues = new Map(languages.map((language) => [language, flatCatalogue(language)]));
const namespaces = new Set([...catalogues.get('en')?.keys() ?? []].map((key) => key.split('.')[0]));

function catalogue(language: Language): Map<string, string> {
  const entries = catalogues.get(language);
  if (!entries) throw new Error(`no locale file for ${language}`);
  return entries;
}

/** A locale file's text for a key, with {{placeholders}} filled in as i18next does; throws for a missing key. */
export function localeText(language: Language, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const text = catalogue(language).get(key);
  if (text === undefined) throw new Error(`locales/${language}.json has no ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

// A dotted lower-camel word such as overview.column.MpName.
const keyShape = /(?<![\w@./-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+\b/g;

/** Raw translation keys in a text: dotted words under one of the locale files' namespaces (a key i18next did not find). */
export function rawKeysIn(text: string): string[] {
  return [...text.matchAll(keyShape)].map((match) => match[0]).filter((word) => namespaces.has(word.split('.')[0] ?? ''));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholder = /\{\{\w+\}\}/;
const templatePattern = (text: string) => new RegExp(`^${text.split(/\{\{\w+\}\}/).map(escape).join('.+')}$`, 's');

/** A language's texts: the plain ones to look up, those with placeholders as patterns. */
interface Texts<T> {
  exact: Map<string, T>;
  patterns: { pattern: RegExp; value: T }[];
}

function textsOf<T>(entries: Iterable<readonly [string, T]>): Texts<T> {
  const texts: Texts<T> = { exact: new Map(), patterns: [] };
  for (const [text, value] of entries) {
    if (!placeholder.test(text)) texts.exact.set(text, value);
    // Only a placeholder text with enough of its own words to tell it from data.
    else if (text.replace(/\{\{\w+\}\}/g, '').trim().length >= 4) texts.patterns.push({ pattern: templatePattern(text), value });
  }
  return texts;
}

function lookUp<T>(texts: Texts<T>, shown: string): T | undefined {
  return texts.exact.get(shown) ?? texts.patterns.find((entry) => entry.pattern.test(shown))?.value;
}

const ownTexts = new Map(languages.map((language) => [language, textsOf([...catalogue(language).values()].map((text) => [text, true] as const))]));

// Per language, the other languages' texts for keys whose text differs here.
const foreignTextsOf = new Map(languages.map((own) => {
  const mine = catalogue(own);
  const entries = languages.filter((other) => other !== own).flatMap((other) => [...catalogue(other)]
    .filter(([key, text]) => mine.get(key) !== text && text.replace(/\{\{\w+\}\}/g, '').trim().length >= 4)
    .map(([key, text]) => [text, `${other}'s ${key}`] as const));
  return [own, textsOf(entries)] as const;
}));

/**
 * The texts shown in `language` that are another language's text for some key and not a text of
 * `language` itself: a string that did not follow the language switch, or a locale's text copied
 * from another language.
 */
export function foreignTexts(language: Language, shown: Iterable<string>): string[] {
  const own = ownTexts.get(language);
  const foreign = foreignTextsOf.get(language);
  if (!own || !foreign) return [];
  return [...new Set(shown)].flatMap((text) => {
    if (lookUp(own, text)) return [];
    const hit = lookUp(foreign, text);
    return hit ? [`"${text}" is ${hit}`] : [];
  });
}
