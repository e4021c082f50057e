import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every folder of src/web/features: a new feature is fenced in without touching this file. */
const WEB_FEATURES = readdirSync(join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The files of every route's first paint: from where each starts (scripts/first-paint-roots.ts,
 * read for its paths) along the static imports of our own code, as the build loads them before a
 * page paints. What loads later (`import()`) is not among them.
 */
const FIRST_PAINT_FILES = (() => {
  const roots = readFileSync(join(root, 'scripts/first-paint-roots.ts'), 'utf8');
  const resolveFrom = (from, specifier) => {
    const base = join(dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (file) => /\.tsx?$/.test(file) && existsSync(file),
    );
  };
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const imports =
      /^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
    for (const [, specifier] of code.matchAll(imports)) {
      const target = resolveFrom(file, specifier);
      if (target) visit(target);
    }
  };
  for (const [, file] of roots.matchAll(/'(src\/web\/[^']+\.tsx?)'/g)) visit(join(root, file));
  return [...seen].map((file) => relative(root, file));
})();

/**
 * Mantine components the first paint draws with a light one of ours instead (docs/performance.md):
 * importing one there names ours.
 */
const OWNED_REPLACEMENTS = {
  Button: 'Button from src/web/components/plain-button.tsx',
  ActionIcon: 'ActionIcon from src/web/components/plain-button.tsx',
  CloseButton: 'CloseButton from src/web/components/plain-button.tsx',
  Alert: 'Alert from src/web/components/plain-button.tsx',
  Checkbox: 'PlainCheckbox from src/web/components/plain-checkbox.tsx',
  TextInput: 'PlainTextInput from src/web/components/plain-input.tsx',
  Pagination: 'PlainPagination from src/web/components/plain-pagination.tsx',
};

/** @type {{ target: string | string[]; from: string | string[]; except?: string[]; message?: string }[]} */
const restrictedZones = [
  {
    target: './src/contract',
    from: ['./src/web', './src/proxy', './src/sample-api'],
    message: 'src/contract must stay self-contained (zod schemas only).',
  },
  {
    target: './src/web',
    from: ['./src/proxy', './src/sample-api', './src/notify', './src/people'],
    message: 'The web app may only share code with the backends via src/contract.',
  },
  {
    target: './src/proxy',
    from: './src/sample-api',
    message: 'The proxy talks to the sample API over HTTP only; share types via src/contract.',
  },
  {
    // The server's notifications run the web app's entity code (the brief); never the reverse.
    target: './src/notify',
    from: './src/sample-api',
    message: 'The notifications reach the gateway through the proxy only.',
  },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/performance'],
    from: ['./src/web/features', './src/web/entities', './src/web/app'],
    message: 'Shared components, lib and performance must not depend on entities, features or app.',
  },
  {
    // Its tests may draw it with the app's components.
    target: './src/web/performance/!(*.test).{ts,tsx}',
    from: ['./src/web/components', './src/web/lib'],
    message:
      'The performance layer (src/web/performance) sits under every other: it imports no app code.',
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
    // The proxy's integration tests (and the notifications' test support) run it against the real
    // sample API, started in-process.
    name: 'project/proxy-tests',
    files: ['src/proxy/**/*.test.ts', 'src/notify/**/*.test.ts', 'src/notify/**/*-testing.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: restrictedZones.filter(
            (zone) => zone.target !== './src/proxy' && zone.target !== './src/notify',
          ),
        },
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
    // Code that loads after paint (dialogs, menus, drawers) may use Mantine's own.
    name: 'project/first-paint-owned-components',
    files: FIRST_PAINT_FILES,
    // The password field is Mantine's PasswordInput, which brings Mantine's input wrapper with it;
    // the text fields beside it (sign-in's email, the set-up's names and emails) stay Mantine's
    // TextInput, so they look and behave as one form.
    ignores: ['src/web/features/auth/sign-in-form.tsx', 'src/web/components/form-fields.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: Object.entries(OWNED_REPLACEMENTS).map(([name, ours]) => ({
            name: '@mantine/core',
            importNames: [name],
            message: `This file is on a page's first paint (see docs/performance.md): use ${ours}, which draws the same without Mantine's ${name} and its weight.`,
          })),
        },
      ],
    },
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
