import * as z from 'zod';
import { fallbackLanguage, languages } from '../../../src/domain/language/language-codes';
import type { Language } from '../../../src/domain/language/language-codes';

/** A text in some of the six languages (a code's description, a field's label). */
export type TextsPerLanguage = Partial<Record<Language, string>>;

const storedTexts = z.record(z.string(), z.string());

/** The stored JSON object back to texts; unknown languages and blank texts are dropped. */
export function parseTexts(json: string): TextsPerLanguage {
  const parsed = storedTexts.safeParse(JSON.parse(json || '{}'));
  if (!parsed.success) return {};
  const texts: TextsPerLanguage = {};
  for (const language of languages) {
    const text = parsed.data[language]?.trim();
    if (text) texts[language] = text;
  }
  return texts;
}

/** The text in `language`, else English, else any language given, else undefined. */
export function textIn(texts: TextsPerLanguage, language: Language): string | undefined {
  return texts[language] ?? texts[fallbackLanguage] ?? languages.map((other) => texts[other]).find((text) => text !== undefined);
}
