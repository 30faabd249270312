// Lint rules that catch what review misses: hooks misuse, JSX accessibility mistakes, import cycles
// and imports against the dependency direction (domain <- api-client <- ui <- portal; api -> domain).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Inside the ui package: no screen imports another; components and connected pieces import no screen. */
const uiScreens = './packages/ui/src/screens';
const uiZones = [
  ...readdirSync(uiScreens, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${uiScreens}/${name}`,
      from: uiScreens,
      except: [`./${name}`],
      message: 'A screen does not import another screen: share through components, connected or @sika/domain.',
    })),
  {
    target: './packages/ui/src/components',
    from: [uiScreens, './packages/ui/src/connected'],
    message: 'Components are presentational.',
  },
  {
    target: './packages/ui/src/connected',
    from: uiScreens,
    message: 'Connected pieces serve screens, not the reverse.',
  },
];

/** A route path written out (docs/product.md, Screens): it belongs in `paths` of @sika/domain. */
const ROUTE_LITERAL =
  '/^\\/(signup|incomplete-reg|vendor-(main|approval)|forgot-password|reset-password|edit-|order-details)/';
const noRouteLiterals = [
  'error',
  { selector: `Literal[value=${ROUTE_LITERAL}]`, message: 'Route paths come from `paths` (@sika/domain).' },
  { selector: `TemplateElement[value.raw=${ROUTE_LITERAL}]`, message: 'Route paths come from `paths` (@sika/domain).' },
  { selector: "JSXAttribute[name.name='to'] > Literal[value='/']", message: 'Use `paths.login` (@sika/domain).' },
];

/** A field written by hand in a screen: FormField wires the label, the hint and the error once. */
const throughFormField =
  'Write a field through FormField (components/FormField): it wires the label, aria-invalid and aria-describedby.';
const noHandWrittenFields = [
  { selector: "JSXOpeningElement[name.name='label']", message: throughFormField },
  { selector: "JSXAttribute[name.name='aria-invalid']", message: throughFormField },
];

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
      'e2e/playwright-report/**',
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
    rules: {
      ...forbidden(['@sika/portal', '@sika/api'], 'ui depends on api-client and domain, never on an app.'),
      'import-x/no-restricted-paths': ['error', { zones: uiZones }],
    },
  },
  {
    files: ['packages/ui/**', 'apps/portal/**'],
    ignores: ['apps/portal/src/config/scrub*.ts'], // scrubs URLs, including the reset page's
    rules: { 'no-restricted-syntax': noRouteLiterals },
  },
  {
    // A later entry replaces the rule's options for the files both match: route literals stay forbidden.
    files: ['packages/ui/src/screens/**/*.tsx'],
    ignores: ['**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': [...noRouteLiterals, ...noHandWrittenFields] },
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
