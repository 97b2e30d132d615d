import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserAndIo = ['react', 'react-dom', 'react/*', '@tanstack/*', 'cmdk', 'ol', 'ol/*', 'i18next', 'react-i18next', 'msw', 'fastify', 'kysely', 'better-sqlite3', 'pg', 'node:*', 'fs', 'path', 'http'];

/** The files of src/app that draw the route tree: the only ones that import screens. */
const routerTree = ['src/app/router.tsx', 'src/app/routes/**'];

/**
 * Our folders and the folders of ours each may import: the 'may import' column of the README's
 * layout table (ARCHITECTURE.md, 'Folders'). A folder may always import itself.
 */
const ourFolders = [
  { folder: 'src/domain', mayImport: [] },
  { folder: 'src/api', mayImport: ['domain'] },
  { folder: 'src/fields', mayImport: ['domain'] },
  { folder: 'src/grid', mayImport: ['domain'] },
  { folder: 'src/grids', mayImport: ['grid', 'api', 'domain'] },
  { folder: 'src/i18n', mayImport: ['domain', 'locales'] },
  { folder: 'src/ui', mayImport: ['domain', 'api', 'fields', 'commands'] },
  { folder: 'src/screens', mayImport: ['domain', 'api', 'fields', 'grid', 'grids', 'ui', 'i18n', 'machines', 'commands'] },
  {
    folder: 'src/app', ignores: routerTree, mayImport: ['domain', 'api', 'fields', 'grid', 'grids', 'ui', 'i18n', 'machines', 'commands', 'locales'],
    note: 'only its router tree (router.tsx, routes/) imports screens; what the shell and the screens share lives in src/ui',
  },
  { folder: 'src/app', only: routerTree, mayImport: ['domain', 'api', 'fields', 'grid', 'grids', 'ui', 'i18n', 'machines', 'commands', 'locales', 'screens'] },
  { folder: 'machines', mayImport: ['domain'] },
  { folder: 'commands', mayImport: ['domain', 'machines', 'api'] },
];

/** How many folders deep below one of ours the boundary rules look (src/screens/records/record-editor/ is 2). */
const maxDepth = 6;

const topLevel = (folder) => !folder.startsWith('src/');
const nameOf = (folder) => folder.split('/').at(-1);
const allFolders = [...new Set([...ourFolders.map(({ folder }) => folder), 'locales', 'server'])];

/**
 * The import paths by which a file `depth` folders below `folder` reaches `target` (anything under
 * it included): a relative path climbs out of `folder` ('../' once more than its depth), then names
 * the target ('../../grid/model', '../src/api/http'). Matching the whole climb, not just a folder's
 * name, keeps a subfolder that happens to share a name (commands/grid/) from counting as that folder.
 */
function reaching(folder, depth, target) {
  const sameParent = topLevel(folder) === topLevel(target);
  const ups = depth + 1 + (!topLevel(folder) && topLevel(target) ? 1 : 0);
  const path = sameParent || topLevel(target) ? nameOf(target) : target;
  return `^(?:\\.\\./){${ups}}${path}(?:/|$)`;
}

/** The files exactly `depth` folders below `folder`. */
const filesAt = (folder, depth) => `${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`;

/** Pure folders (CONVENTIONS rule 1): no React, browser, network or database. */
const pureFolders = ['src/domain', 'machines', 'commands'];

/** The server imports nothing of ours from src/ but src/domain (ARCHITECTURE.md: arrows point one way). */
const serverImportsOnlyDomain = { group: ['**/src/**', '!**/src/domain', '!**/src/domain/**'], message: 'The server imports only src/domain.' };

/** Lint guards the boundaries of ARCHITECTURE.md: a pure core, each folder's imports, Kysely only in repositories, type-only imports. */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...ourFolders.flatMap(({ folder, only, ignores, mayImport, note }) => {
    const pure = pureFolders.includes(folder);
    const forbidden = allFolders.filter((target) => target !== folder && !mayImport.includes(nameOf(target)));
    const message = `${folder} may import only ${mayImport.length > 0 ? mayImport.join(', ') : 'nothing of ours'} (README, 'Layout')${note ? `: ${note}` : ''}.`;
    return Array.from({ length: maxDepth + 1 }, (_, depth) => ({
      // A list inside `files` means all of its patterns must match: this depth, and the `only` files.
      files: only ? only.map((glob) => [filesAt(folder, depth), glob]) : [filesAt(folder, depth)],
      ...(ignores ? { ignores } : {}),
      rules: {
        'no-restricted-imports': ['error', {
          patterns: [
            ...(pure ? [{ group: browserAndIo, message: `${folder} is pure: no React, browser, network or database.` }] : []),
            ...forbidden.map((target) => ({ regex: reaching(folder, depth, target), message })),
          ],
        }],
        ...(pure ? { 'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage'] } : {}),
      },
    }));
  }),
  {
    files: ourFolders.map(({ folder }) => `${folder}/${'*/'.repeat(maxDepth + 1)}**/*.{ts,tsx}`),
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: `The import boundaries look ${maxDepth} folders deep: raise maxDepth in eslint.config.js.` }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImportsOnlyDomain] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/db/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['kysely'], message: 'Only server/db (repositories, migrations) imports Kysely.', allowTypeImports: true },
          serverImportsOnlyDomain,
        ],
      }],
    },
  },
);
