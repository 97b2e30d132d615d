import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserAndIo = ['react', 'react-dom', 'react/*', '@tanstack/*', 'cmdk', 'ol', 'ol/*', 'i18next', 'react-i18next', 'msw', 'fastify', 'kysely', 'better-sqlite3', 'pg', 'node:*', 'fs', 'path', 'http'];

/** Lint guards the boundaries of ARCHITECTURE.md: a pure core, Kysely only in repositories, type-only imports. */
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
  {
    files: ['src/domain/**/*.ts', 'machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: browserAndIo, message: 'src/domain and machines/ are pure: no React, browser, network or database.' },
          { group: ['**/api/**', '**/server/**', '**/grid/**', '**/screens/**', '**/app/**'], message: 'src/domain knows nobody.' },
        ],
      }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['commands/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: browserAndIo, message: 'commands/ are pure descriptors: src/app/commands does the React and browser side.' },
          { group: ['**/src/screens/**', '**/src/grid/**', '**/src/grids/**', '**/server/**'], message: 'commands/ act through their context, never on screens or grids directly.' },
          { group: ['**/src/app/**'], message: 'commands/ may read only the types of src/app (the active grid).', allowTypeImports: true },
        ],
      }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/db/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['kysely'], message: 'Only server/db (repositories, migrations) imports Kysely.', allowTypeImports: true },
          { group: ['**/src/app/**', '**/src/api/**', '**/src/grid/**', '**/src/grids/**', '**/src/screens/**'], message: 'The server imports only src/domain.' },
        ],
      }],
    },
  },
);
