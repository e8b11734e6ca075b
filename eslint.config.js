// @ts-check
// https://typescript-eslint.io/getting-started/typed-linting  https://ota-meshi.github.io/eslint-plugin-astro/
import { defineConfig } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import astro from 'eslint-plugin-astro'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import { layerRules } from './eslint.layers.js'

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      '.astro/',
      'test-results*/',
      'playwright-report/',
      'bench/tmp/',
      'packages/*/dist/',
      // Pages that run inside the browser under test, bundled as strings by the fixtures.
      'e2e/fixtures/walletconnect/qr-samples/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Template literals with numbers and bigints are how amounts, chain ids and counts are written.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `void promise` marks a deliberately unawaited call (event handlers, fire-and-forget loads).
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Unused arguments keep a callback's documented shape; a leading underscore says so.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere in the project's own code: a cycle makes module order, and so
    // what is defined when, depend on which module a page happens to load first.
    files: ['src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // Relative imports name a module without its extension, or with `.js` for a `.ts` file.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...layerRules,
  // Registers the jsx-a11y plugin (for every file) and its strict rules for Astro templates.
  astro.configs.recommended,
  astro.configs['jsx-a11y-strict'],
  { files: ['src/**/*.tsx'], rules: jsxA11y.flatConfigs.strict.rules },
  { files: ['src/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  {
    // Astro components: the TypeScript in their frontmatter is type-checked by `astro check`;
    // typed rules need a TS program the astro parser does not give them.
    files: ['**/*.astro', '**/*.astro/*.js', '**/*.astro/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The first-paint scripts inlined in every page are hand-minified ES5 (Astro ships them as written).
    files: ['**/*.astro/*.ts'],
    rules: {
      'no-var': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
  },
  {
    // Tests and their fixtures: a value a test assumes present fails that test loudly when absent;
    // a guard would only restate the assertion.
    files: ['e2e/**', 'test/**', 'scripts/**/*.test.ts', 'src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
)
