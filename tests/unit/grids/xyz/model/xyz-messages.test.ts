import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../../..');
const modelDir = join(root, 'src/grids/xyz/model');
type Catalogue = { [key: string]: string | Catalogue };
const english = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Catalogue;

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined), english);
}

describe('XYZ import messages', () => {
  it('has an English text (and so, by the locale parity test, all six) for every key the model can give', () => {
    const keys = readdirSync(modelDir).flatMap((file) =>
      [...readFileSync(join(modelDir, file), 'utf8').matchAll(/'((?:xyzImport|validation|coordinates)\.[\w.]+)'/g)].map((match) => match[1] ?? ''));
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });
});
