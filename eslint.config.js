// Lint: typescript-eslint's recommended rules, the React hooks rules, and the
// walls between the app's layers (docs/architecture.md, "Layers"):
// - no import against the layer order main -> app -> pages -> features ->
//   components -> lib -> config; sw/ and server/ take only src/config/ from src/;
// - no feature imports another feature, no page another page (a zone per
//   folder, generated from the folder list);
// - no import cycle in src/, sw/ or server/;
// - ofetch, react-intl, workbox-window and idb-keyval only through their
//   src/lib/ wrappers;
// - the API contract's shapes (src/config/api/) only as types in the browser
//   (src/ outside src/config/, and sw/), so no schema reaches a page;
// - no type argument on api.call/api.read (the entry gives the types), and no
//   cast of a request's params, query or body on the server (the route's
//   contract entry types them).
// scripts/lint-boundaries.test.ts lints a wrong import for each and expects the error.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The sub-folders of a folder of src/, for one zone each. */
function folders(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Each layer of src/ and the layers above it, which it may not import. */
const TOP = ['src/main.tsx', 'src/islands-main.ts', 'src/islands'];
const LAYERS = [
  // The islands' registry loads parts of the shell, features and components; nothing below imports it.
  ['src/islands', ['src/main.tsx', 'src/islands-main.ts']],
  ['src/app', TOP],
  ['src/pages', ['src/app', ...TOP]],
  ['src/features', ['src/pages', 'src/app', ...TOP]],
  ['src/components', ['src/features', 'src/pages', 'src/app', ...TOP]],
  ['src/lib', ['src/components', 'src/features', 'src/pages', 'src/app', ...TOP]],
];

const onlyConfig = (target, who) => ({
  target: `./${target}`,
  from: './src',
  except: ['./config'],
  message: `${who} may import only src/config/ from src/.`,
});

const ZONES = [
  ...LAYERS.map(([target, above]) => ({
    target: `./${target}`,
    from: above.map((dir) => `./${dir}`),
    message: `${target}/ sits below ${above.join(', ')}: imports go down the layers only (docs/architecture.md).`,
  })),
  onlyConfig('src/config', 'src/config/ is the bottom layer and'),
  ...folders('src/features').map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what two features share down to src/lib/ or src/config/, or merge them.',
  })),
  ...folders('src/pages').map((page) => ({
    target: `./src/pages/${page}`,
    from: './src/pages',
    except: [`./${page}`],
    message: 'A page imports no other page: move what two pages share down to a feature or src/components/.',
  })),
  onlyConfig('sw', 'The service worker'),
  onlyConfig('server', 'The server'),
];

/** Third-party modules with side effects or wide APIs, each wrapped once in src/lib/. */
const WRAPPED = [
  { name: 'ofetch', wrapper: 'src/lib/api/client.ts', message: 'Call the API through src/lib/api (api.call with a contract entry).' },
  { name: 'react-intl', wrapper: 'src/lib/intl.ts', message: 'Import FormattedMessage, useIntl and friends from src/lib/intl.' },
  { name: 'workbox-window', wrapper: 'src/lib/pwa.ts', message: 'Use src/lib/pwa.ts for the service worker registration.' },
  {
    name: '@sentry/react',
    wrapper: 'src/lib/error-monitor/sentry.ts',
    message: 'Report through src/lib/monitor.ts (captureError, reportComponentError); the SDK loads lazily.',
  },
  {
    name: 'lightweight-charts',
    wrapper: 'src/lib/charts/draw-time-chart.ts',
    message: 'Draw charts with TimeChart (src/components/charts/), which loads the library lazily.',
  },
  { name: 'idb-keyval', wrapper: 'src/lib/storage.ts', message: 'Use idbStore() from src/lib/storage.ts, where every stored name is.' },
];

/** The contract's shapes: the folder src/config/api/, not api-contract.ts or api-headers.ts beside it. */
const SHAPES_ONLY_AS_TYPES = {
  patterns: [
    {
      regex: '(^|/)config/api(/|$)',
      allowTypeImports: true,
      message: 'The browser takes the contract’s shapes as types only (`import type`): their schemas would weigh on every page (docs/api-client.md).',
    },
  ],
};

const restrictedImports = (except) => ['error', { paths: WRAPPED.filter((w) => w.name !== except).map(({ name, message }) => ({ name, message })) }];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'build/', 'data/', 'node_modules/', 'test-results/', 'test-results-*/', 'playwright-report/', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A unit test's top-level set-up helpers follow vitest's naming (useFakeApi beside vi.useFakeTimers),
    // not React's: the hooks rule would read them as hooks called outside a component.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Classic scripts the page loads as they are (public/before-app.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A module preloaded with --require into a server a test starts (tests/build/support).
    files: ['tests/**/*.cjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // -- Boundaries --
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Lets the rules read the TypeScript modules an import leads to (no-cycle follows them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // The TypeScript resolver of the 3.x line: pure JavaScript (later lines need
      // per-platform native binaries the registry mirror does not all have, and
      // `npm ci` then refuses the lock file).
      'import-x/resolver': {
        typescript: { project: ['tsconfig.json', 'sw/tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: ZONES }],
    },
  },
  {
    // The server's signature test checks our signer against the API's official vectors, which live beside the app's signer.
    files: ['server/src/lib/signature.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [{ ...onlyConfig('server', 'The server'), except: ['./config', './lib/signing/signing-vectors.ts'] }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports() },
  },
  ...WRAPPED.map(({ name, wrapper }) => ({ files: [wrapper], rules: { 'no-restricted-imports': restrictedImports(name) } })),
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/config/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', SHAPES_ONLY_AS_TYPES] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(call|read)$/][typeArguments]',
          message: 'A call’s types come from its contract entry (src/config/api/): write api.call(API.x, ...) without a type argument.',
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(TSAsExpression, TSTypeAssertion) MemberExpression[object.name=/^req(uest)?$/][property.name=/^(params|query|body)$/]',
          message: 'A request’s params, query and body are typed by the route’s contract entry (contractRoute): read them without a cast.',
        },
      ],
    },
  },
  {
    // The worker cannot import src/lib/: its store module is its own idb-keyval wrapper.
    files: ['sw/api-cache/response-store.ts'],
    rules: { 'no-restricted-imports': restrictedImports('idb-keyval') },
  },
);
