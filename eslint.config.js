// Lint rules that catch what review misses: hooks misuse, JSX accessibility mistakes, import cycles
// and imports against the dependency direction (domain <- api-client <- ui <- portal; api -> domain).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages each layer must not import (by name), and the message saying why. */
const forbidden = (names, why, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: names, message: why },
        ...extra,
        {
          group: ['**/packages/*/src/**', '**/apps/*/src/**', '../../*/src/**'],
          message: 'Import a workspace package by its name, not by path.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'storybook-static/**',
      '.storybook/public/**',
      '**/drizzle/**',
      '.data/**',
      'coverage/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['packages/domain/**'],
    rules: forbidden(
      ['@sika/*', 'react', 'react-*', 'styled-components', 'fastify', 'node:*'],
      'domain is pure: no other package, no React, no I/O.',
    ),
  },
  {
    files: ['packages/api-client/**'],
    rules: forbidden(['@sika/ui', '@sika/portal', '@sika/api'], 'api-client depends only on domain.'),
  },
  {
    files: ['packages/ui/**'],
    rules: forbidden(['@sika/portal', '@sika/api'], 'ui depends on api-client and domain, never on an app.'),
  },
  { files: ['apps/portal/**'], rules: forbidden(['@sika/api'], 'The portal talks to the api over HTTP only.') },
  {
    files: ['apps/api/**'],
    rules: forbidden(
      ['@sika/ui', '@sika/portal', 'react'],
      'The api depends on domain and the contract (openapi.yaml and its generated types) only.',
      // The contract's generated types are the one part of api-client the api may import.
      [
        {
          regex: '^@sika/api-client(?!/contract$)',
          message: 'The api depends on domain and the contract (openapi.yaml and its generated types) only.',
        },
      ],
    ),
  },
  ...storybook.configs['flat/recommended'],
);
