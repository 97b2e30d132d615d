import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/domain/language/language-codes';
import { flatCatalogue } from '../../locale-catalogue';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatCatalogue('en');

describe('translations (every string in all six locales)', () => {
  it.each(languages)('%s has exactly the keys of en, each non-empty, with the same placeholders', (language) => {
    const entries = flatCatalogue(language);
    expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of entries) {
      expect(text.trim(), `${language}:${key}`).not.toBe('');
      expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('has a message for every validation code the domain can emit', () => {
    const codes = new Set(sourceFiles(join(root, 'src/domain')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'(validation\.[\w.]+)'/g)].map((m) => m[1] ?? '')));
    const missing = [...codes].filter((code) => !english.has(code) && ![...english.keys()].some((k) => k.startsWith(`${code}.`)));
    expect(missing).toEqual([]);
  });

  it('has every server catalogue message with its English text, and no server key nothing defines', () => {
    const defined = new Map(sourceFiles(join(root, 'server')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/defineMessage\('((?:\w+\.)?server\.[\w.]+)',\s*'((?:[^'\\]|\\.)*)'\)/g)].map((m): [string, string] => [m[1] ?? '', (m[2] ?? '').replace(/\\'/g, "'")])));
    expect(defined.size).toBeGreaterThan(50);
    expect([...defined].filter(([key, text]) => english.get(key) !== text)).toEqual([]);
    expect([...english.keys()].filter((key) => /^(\w+\.)?server\./.test(key) && !defined.has(key))).toEqual([]);
  });
});
