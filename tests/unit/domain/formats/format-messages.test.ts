import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessageKeys } from '../../../../src/domain/formats/format-messages';
import { languages } from '../../../../src/domain/language/language-codes';

const root = join(import.meta.dirname, '../../../..');
type Catalogue = { [key: string]: string | Catalogue };

function lookup(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined), catalogue);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : entry.endsWith('.ts') ? [path] : [];
  });
}

describe('exchange format messages (spec 02 section 9, translation catalogues)', () => {
  it.each(languages)('every key a reader or writer can log has a text in %s', (language) => {
    const catalogue = JSON.parse(readFileSync(join(root, 'locales', `${language}.json`), 'utf8')) as Catalogue;
    expect(formatMessageKeys.filter((key) => typeof lookup(catalogue, key) !== 'string')).toEqual([]);
  });

  it('every key used in src/domain/formats is in the closed list, and every listed key is used', () => {
    const used = new Set(sourceFiles(join(root, 'src/domain/formats')).filter((file) => !file.endsWith('format-messages.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:formats|importExport|exchange)\.[\w.]+)'/g)].map((match) => match[1] ?? '')));
    expect([...used].filter((key) => !(formatMessageKeys as readonly string[]).includes(key))).toEqual([]);
    expect(formatMessageKeys.filter((key) => !used.has(key))).toEqual([]);
  });
});
