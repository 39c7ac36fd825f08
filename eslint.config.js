// One flat config for the whole repository: type-aware rules everywhere, React rules for the web app.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { boundariesConfig } from './lint/boundaries.js';

const ALIAS_RULE = { group: ['../../*'], message: 'Use the @/ alias.' };

// Resolves `@/` through the tsconfig of the app a file belongs to, and relative paths as usual.
const resolver = createTypeScriptImportResolver({
  project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
  noWarnOnMultipleProjects: true,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '.dependency-cruiser.cjs',
            'apps/web/scripts/*.mjs',
            '.ci/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-imports': ['error', { patterns: [ALIAS_RULE] }],
    },
  },
  // Layers and feature boundaries of both apps, on product code (tests may cross them).
  boundariesConfig(importX, resolver),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Only config/env.ts reads the environment, so every setting is parsed and checked in one place.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/config/env.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through config/env.ts.',
        },
      ],
    },
  },
);
