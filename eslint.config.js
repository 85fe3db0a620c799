import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import noImportCycles from './eslint/noImportCycles.js';

// What may import what (ARCHITECTURE.md, "Boundaries"). A feature folder imports its own files, the
// contracts, the domain and the shared modules (server: db, ledger, stock, numbering, http, books...;
// web: components; the app shell registers them); never another feature. The shared modules import no feature; the web imports
// nothing of the server; contracts and domain import neither. The database layer (src/server/db) imports
// nothing above it but the request's user (auth/context.ts). No module of src/ imports itself back
// (eslint/noImportCycles.js).
const SIBLING = {
  regex: '^\\.\\./(?!\\.)',
  message: 'A feature imports only its own files and the shared modules: move what two features share beside the ledger (server) or into components (web).',
};
const FEATURES = { regex: '(^|/)features/', message: 'Only the feature registry imports features: a shared module must not depend on one.' };
const SERVER = { regex: '(^|/)server/', message: 'Only the server imports the server: share through src/contracts or src/domain.' };
const ABOVE_DB = {
  regex: '^\\.\\./(?!auth/context\\.js$)',
  message:
    "The database layer imports nothing of the server above it (features, ledger, stock...): the server's start (startDatabase.ts) runs what needs them.",
};
const WEB = { regex: '(^|/)web/', message: 'Contracts and domain import nothing of the browser app.' };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  { files: ['src/server/features/*/**/*.ts'], ignores: TESTS, rules: restrict(SIBLING, FEATURES) },
  { files: ['src/server/**/*.ts'], ignores: ['src/server/features/**', 'src/server/app.ts', ...TESTS], rules: restrict(FEATURES) },
  {
    files: ['src/server/db/**/*.ts'],
    ignores: TESTS,
    rules: {
      ...restrict(FEATURES, ABOVE_DB),
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/^\\.\\./]', message: ABOVE_DB.message }],
    },
  },
  { files: ['src/web/features/*/**/*.{ts,tsx}'], ignores: TESTS, rules: restrict(SIBLING, FEATURES, SERVER) },
  { files: ['src/web/**/*.{ts,tsx}'], ignores: ['src/web/features/**', 'src/web/app/**', ...TESTS], rules: restrict(FEATURES, SERVER) },
  { files: ['src/contracts/**/*.ts', 'src/domain/**/*.ts'], rules: restrict(SERVER, WEB) },
  { files: ['src/**/*.{ts,tsx}'], plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } }, rules: { 'local/no-import-cycles': 'error' } },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
);
