// One linter for the whole workspace. Boundaries between the parts are rules here, not conventions.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web front end reaches the server over HTTP only. A later block's options replace, not extend, an
 * earlier one's: each block of web/ below lists these again.
 */
const WEB_HTTP_ONLY = [
  {
    group: ['@tsw/server', '@tsw/server/*', 'node:*'],
    message: 'The web front end talks to the server over HTTP only.',
  },
  { regex: '(^|/)server/', message: 'The web front end talks to the server over HTTP only.' },
];

/** The tools (web/tools) and the information site (web/site) share only web/shared. */
const TOOLS_APART = { regex: '^(\\.\\./)+site/', message: 'The tools do not import the site (web/site).' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // The domain stands alone: pure logic, no I/O, no framework, nothing from the other parts.
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'The domain does no I/O.' },
            {
              group: ['@tsw/server', '@tsw/web', 'fastify', '@fastify/*', 'react', 'pg', '@electric-sql/*'],
              message: 'The domain depends on nothing of the other parts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/tools/**/*.{ts,tsx}', 'web/shared/**/*.{ts,tsx}', 'web/site/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: WEB_HTTP_ONLY }],
    },
  },
  {
    // The web's two parts stand apart: the tools (drawn in the browser) and the information site (drawn on
    // the server) share only web/shared, which uses neither. (The blocks for the tools' features and shared
    // code below list TOOLS_APART again.)
    files: ['web/tools/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [TOOLS_APART, ...WEB_HTTP_ONLY],
        },
      ],
    },
  },
  {
    files: ['web/site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+tools/', message: 'The site does not import the tools (web/tools).' },
            ...WEB_HTTP_ONLY,
          ],
        },
      ],
    },
  },
  {
    files: ['web/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(site|tools)/',
              message: 'Shared web code uses neither part (web/site, web/tools).',
            },
            ...WEB_HTTP_ONLY,
          ],
        },
      ],
    },
  },
  {
    // The one script a reader's phone downloads stays small: nothing of React, translations or sign-in.
    files: ['web/site/browser/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'i18next',
                '@mantine/*',
                'oidc-client-ts',
                '@tanstack/*',
                '@tsw/domain',
              ],
              message: 'The site’s script carries no framework: it enhances HTML the server drew.',
            },
            {
              regex: '^(\\.\\./)+(tools|shared)/',
              message: 'The site’s script carries no code of the tools or of the pages.',
            },
            ...WEB_HTTP_ONLY,
          ],
        },
      ],
    },
  },
  {
    // Features do not import each other: routes compose them; shared code lives outside features/.
    files: ['web/tools/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'A feature does not import another feature.' },
            { regex: '(^|/)features/', message: 'A feature does not import another feature.' },
            TOOLS_APART,
            ...WEB_HTTP_ONLY,
          ],
        },
      ],
    },
  },
  {
    // Shared code flows one way: features and routes use it, it uses no feature (a route composes them).
    files: ['web/tools/**/*.{ts,tsx}'],
    ignores: ['web/tools/features/**', 'web/tools/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)features/', message: 'Shared web code does not import a feature.' },
            TOOLS_APART,
            ...WEB_HTTP_ONLY,
          ],
        },
      ],
    },
  },
  {
    // Unit test files share their worker's modules (vitest.config.ts, isolate: false): a module mocked in
    // one file would be mocked in the next.
    files: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Test files share modules: pass a dependency in instead.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Test files share modules: pass a dependency in instead.',
        },
      ],
    },
  },
);
