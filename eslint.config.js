import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every folder of src/web/features: a new feature is fenced in without touching this file. */
const WEB_FEATURES = readdirSync(join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {{ target: string | string[]; from: string | string[]; except?: string[]; message?: string }[]} */
const restrictedZones = [
  {
    target: './src/contract',
    from: ['./src/web', './src/proxy', './src/sample-api'],
    message: 'src/contract must stay self-contained (zod schemas only).',
  },
  {
    target: './src/web',
    from: ['./src/proxy', './src/sample-api'],
    message: 'The web app may only share code with the backends via src/contract.',
  },
  {
    target: './src/proxy',
    from: './src/sample-api',
    message: 'The proxy talks to the sample API over HTTP only; share types via src/contract.',
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/entities', './src/web/app'],
    message: 'Shared components/lib must not depend on entities, features or app.',
  },
  {
    target: './src/web/entities',
    from: ['./src/web/features', './src/web/app'],
    message:
      'Entities hold what several features share about one thing; they must not import a feature or app.',
  },
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features must not depend on app (app composes the features).',
  },
  ...WEB_FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message:
      'Features must not import from other features; move what two share to src/web/entities.',
  })),
];

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'playwright-report/',
    'test-results/',
    'coverage/',
    'bench/results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/globals-node',
    files: [
      'src/contract/**',
      'src/sample-api/**',
      'src/proxy/**',
      'src/people/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '*.{js,ts,mjs,cjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },

  {
    name: 'project/import-x',
    plugins: { 'import-x': importX },
    settings: {
      // Same as importX.flatConfigs.typescript, minus its legacy `typescript: true` resolver
      // (eslint-import-resolver-typescript is not installed; tsconfig has no path aliases).
      // Without these, no-cycle silently skips .ts/.tsx modules.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: [
            '.ts',
            '.tsx',
            '.mts',
            '.cts',
            '.js',
            '.jsx',
            '.mjs',
            '.cjs',
            '.json',
            '.node',
          ],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.jsx': ['.tsx', '.jsx'] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: restrictedZones }],
    },
  },

  {
    // The proxy's integration tests run it against the real sample API, started in-process.
    name: 'project/proxy-tests',
    files: ['src/proxy/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: restrictedZones.filter((zone) => zone.target !== './src/proxy') },
      ],
    },
  },

  {
    name: 'project/web',
    files: ['src/web/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
      pluginQuery.configs['flat/recommended'],
    ],
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    name: 'project/ts-overrides',
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
]);
