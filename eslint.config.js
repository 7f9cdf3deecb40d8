// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './scripts/eslint-layer-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'test/react18/node_modules/', 'reports/', 'test-results/', 'playwright-report/', '.tmp/', 'examples/next/.next/', 'examples/next/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { loginkit: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'loginkit/layer-boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // Scripts, the CLI, the demo, stories and tests may print.
    files: ['scripts/**', 'src/mock-relay/cli.ts', 'examples/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', '.storybook/**', 'stories/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'scripts/**/*.js', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
