// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One `no-restricted-imports` rule per layer: the import direction of ARCHITECTURE.md. */
const restrict = (...patterns) => ['error', { patterns }];
const layer = (names, message) => ({ regex: `(^|/)(${names.join('|')})(/|$)`, message });
const noMocks = layer(['mocks'], 'Production code never imports the mock services (decision 2).');
const noDeepFeature = {
  regex: `^(\\.\\./)+(features/)?(${features.join('|')})/.+`,
  message: 'Use another feature only through its index.ts.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'storybook-static',
      'node_modules',
      'coverage',
      'public/mockServiceWorker.js',
      'translations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Messages: every one says what it is for, and its placeholders are the values it gets.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
    },
  },
  {
    files: ['tests/{unit,integration,stories}/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/no-conditional-expect': 'error',
    },
  },
  {
    files: ['tests/{integration,stories}/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Support files are the shared helpers tests import, some of which declare tests for a caller.
    files: ['tests/support/**/*.{ts,tsx}'],
    rules: { 'jest/no-export': 'off' },
  },
  {
    // These widgets are drawings: their tests look at the SVG shapes and gradient stops a person
    // sees, which no role or text query reaches.
    files: ['tests/integration/design-system/{Icon,Loader,Rating}.test.tsx'],
    rules: { 'testing-library/no-node-access': 'off', 'testing-library/no-container': 'off' },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/index.tsx'],
    rules: {
      'no-restricted-imports': restrict(noMocks, {
        regex: '(^|/)features/[^/]+/.+',
        message: 'Use a feature through its index.ts.',
      }),
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(noMocks, noDeepFeature, {
        regex: '(^|/)app/(?!(hooks|platform)$)',
        message: 'Features may use app/hooks and app/platform only; the app composes features, not the reverse.',
      }),
    },
  },
  {
    files: ['src/forms/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        noMocks,
        layer(['features', 'app', 'api'], 'The form layer is shared by features and knows none of them.'),
      ),
    },
  },
  {
    files: ['src/design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        noMocks,
        layer(['features', 'app', 'api'], 'The design system knows no feature, store or service.'),
        { regex: '^(react-redux|@reduxjs/toolkit|react-intl)', message: 'Widgets get state and text through props.' },
      ),
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        noMocks,
        layer(['features', 'app', 'design-system'], 'The base API is feature-agnostic.'),
      ),
    },
  },
  {
    files: ['src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        layer(['features', 'app', 'design-system', 'api', 'lib', 'mocks'], 'config/ depends on nothing.'),
      ),
    },
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        noMocks,
        layer(['features', 'app', 'design-system', 'api'], 'lib/ holds small pure helpers.'),
        { regex: '^(react|react-dom|@emotion/.*)$', message: 'lib/ knows no React.' },
      ),
    },
  },
);
