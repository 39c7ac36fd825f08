// One flat config for the whole repository: type-aware rules everywhere, React rules for the web app.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const ALIAS_RULE = { group: ['../../*'], message: 'Use the @/ alias.' };

/** Layers point one way (DESIGN §6): `from` may not import any of `to`. */
function layer(files, forbidden, why) {
  return {
    files,
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [ALIAS_RULE, ...forbidden.map((group) => ({ group: [group], message: why }))] },
      ],
    },
  };
}

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
  // Tests may cross layers (they wire the whole thing); product code may not.
  layer(
    ['apps/server/src/features/**/*.ts'],
    ['@/jobs/*', '@/app', '@/main'],
    'Features do not know jobs/ (DESIGN §6): take a queue port, implemented in jobs/.',
  ),
  layer(
    ['apps/server/src/jobs/**/*.ts'],
    ['@/app', '@/main'],
    'Jobs use features, never the app that wires them.',
  ),
  layer(
    ['apps/server/src/{platforms,summarizer,matcher,db,lib}/**/*.ts'],
    ['@/features/*', '@/jobs/*', '@/plugins/*', '@/app', '@/main'],
    'Platforms, summarizer, matcher, db and lib sit below features and jobs (DESIGN §6).',
  ),
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
    // Only config/env.ts reads the environment (DESIGN §6).
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
