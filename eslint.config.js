// ESLint's flat config for the page, the library, the tools and the tests (npm run lint):
// the recommended checks, in the code's own style (ES modules, browser and Node globals).
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['web/build/**', 'dist/**', 'node_modules/**', 'build/**', 'tests/artifacts/**'] },
  js.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.worker },
    },
    rules: {
      // `_`-prefixed names are there to be dropped (a destructured field left out of a rest object).
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      semi: ['error', 'always'],
      quotes: ['error', 'single', { avoidEscape: true, allowTemplateLiterals: true }],
      'prefer-const': 'error',
      'no-var': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
];
