import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (docs/architecture.md), enforced:
 * - a server module never imports another module's repository or tables (it calls that module's service);
 * - the platform, migrations and contracts never import modules; migrations never import app code;
 * - a web feature never imports another feature (the app layer composes them); shared web code imports none;
 * - no import cycles anywhere.
 */
const dirs = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const serverModules = dirs('server/src/modules');
const webFeatures = dirs('web/src/features');
const privateParts = (mod) =>
  ['repo*', 'repo/**', '*-repo*', 'tables*'].map((part) => `./server/src/modules/${mod}/${part}`);

const zones = [
  ...serverModules.map((mod) => ({
    target: `./server/src/modules/${mod}`,
    from: serverModules.filter((other) => other !== mod).flatMap(privateParts),
    message: 'Call the owning module’s service: its repository and tables are its own (docs/architecture.md).',
  })),
  {
    target: './server/src/platform',
    from: './server/src/modules',
    message: 'The platform serves every module and imports none.',
  },
  {
    target: './server/src/db/migrations',
    from: ['./server/src/modules', './server/src/platform'],
    message: 'Migrations are frozen in time: they never import app code.',
  },
  { target: './contracts', from: ['./server', './web', './e2e'], message: 'contracts imports nothing of the apps.' },
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in web/src/app.',
  })),
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code imports no feature and no app code.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', '.data-*', '.test-results', 'e2e/test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
