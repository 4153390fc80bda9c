// Lint rules the house style asks for: no `console` outside the logger and the scripts,
// type-only imports, no `any`. Type-aware rules are left to `pnpm typecheck`.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      'data/**',
      'api/src/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Layers (house style): the API's infrastructure, middleware, database and shared types sit below
    // the features and never import them, so no import circle runs through types.ts.
    files: ['api/src/lib/**/*.ts', 'api/src/middleware/**/*.ts', 'api/src/db/**/*.ts', 'api/src/types.ts', 'api/src/http-types.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'lib/, middleware/, db/ and the shared types do not import features/.' }] },
      ],
    },
  },
  {
    // The logger, command-line scripts and benchmarks may print.
    files: ['api/src/logger.ts', 'scripts/**', 'bench/**', '.ci/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
