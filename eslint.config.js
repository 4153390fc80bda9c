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
    // The logger, command-line scripts and benchmarks may print.
    files: ['api/src/logger.ts', 'scripts/**', 'bench/**', '.ci/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
