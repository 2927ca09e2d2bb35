// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'api/db/migrations',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through api/env.ts only.',
        },
        {
          selector: "MemberExpression[object.meta.name='import'][property.name='env']",
          message: 'Read build-time configuration through app/lib/env.ts only.',
        },
      ],
      // Imports flow one way: shared/ is used by app/, api/ and sw/, and uses none of them;
      // the app and the server never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./app', './api', './sw'],
              message: 'shared/ must not import app, api or sw.',
            },
            { target: './app', from: ['./api', './sw'], message: 'The app talks to the API over HTTP only.' },
            { target: './api', from: ['./app', './sw'], message: 'The API must not import front-end code.' },
            { target: './sw', from: ['./app', './api'], message: 'The service worker uses shared/ only.' },
          ],
        },
      ],
    },
  },
  {
    // Tests of shared logic may check it against the seeded catalog; the shipped code may not.
    files: ['shared/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Playwright fixtures receive a `use` callback; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['app/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    // The entry points that read the environment, and tooling around the product.
    files: [
      'api/env.ts',
      // The test harness: which engine the API tests run on (TEST_ENGINE, TEST_DATABASE_URL).
      'api/test/**',
      'app/lib/env.ts',
      'e2e/**',
      'playwright.config.ts',
      'bench/**',
      'scripts/**',
      'vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Features do not import each other; pages compose them. Auth is the shell's, so it is shared.
    files: ['app/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./features/(?!auth/)',
              message: 'Features do not import each other; move shared pieces to app/components or app/lib.',
            },
            {
              regex: '^\\.\\./(?!\\.\\.)(?!auth/)[a-z-]+/',
              message: 'Features do not import each other; move shared pieces to app/components or app/lib.',
            },
          ],
        },
      ],
    },
  },
);
