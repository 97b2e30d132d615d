import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Catalogue = { [key: string]: string | Catalogue };

const root = join(import.meta.dirname, '..');

function flatten(node: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

/** A locale file of `locales/` as its dotted keys and their texts. */
export function flatCatalogue(language: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(root, 'locales', `${language}.json`), 'utf8')) as Catalogue);
}
