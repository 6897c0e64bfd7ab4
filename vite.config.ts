/**
 * Build of the web app and its service worker. Output goes to dist/, which the
 * API server serves (server/src/plugins/static-files.ts): hashed assets under
 * dist/assets/, no inline script anywhere (the server sends a strict CSP), and
 * dist/version.json naming the build so clients can tell a newer one is out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './src/config/brand.js';
import { API_PREFIXES } from './src/config/api-prefixes.js';
import precacheBudget from './sw/precache-budget.json' with { type: 'json' };
import { moduleSizes } from './scripts/vite/module-sizes.js';
import { compileMessages, NO_MESSAGE_PARSER } from './scripts/vite/compile-messages.js';
import { splitMessages } from './scripts/vite/split-messages.js';

const THEME_COLOR = '#0b4fb3';
const BACKGROUND_COLOR = '#ffffff';

/** Each UI catalogue (src/locales/<lang>.json but en, which is bundled) is its own lazy chunk, precached by name. */
const LOCALE_CHUNK = /\/src\/locales\/[^/]+\.json$/;

/** `<package version>+<short git sha>`, or a build timestamp outside a git checkout. */
function buildVersion(builtAt: Date): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  let suffix: string;
  try {
    suffix = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    suffix = builtAt.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  }
  return `${version}+${suffix}`;
}

/** Writes dist/version.json; the same string is the app's `__APP_VERSION__`. */
function versionFile(version: string, builtAt: Date): Plugin {
  return {
    name: 'hashvale-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version, builtAt: builtAt.toISOString() })}\n`,
      });
    },
  };
}

/** `npm run dev` sends API calls to a running server (`npm start`, or DEV_API_URL). */
const DEV_API_URL = process.env.DEV_API_URL ?? 'http://localhost:8080';

const builtAt = new Date();
const version = buildVersion(builtAt);

/**
 * `vite build --ssr src/entry-server.tsx` (npm run build:ssr): the same app as
 * one Node module under build/ssr/, which the server renders public pages with
 * (docs/rendering.md). Only the plugins that change what a module renders.
 */
const ssrConfig = {
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: [NO_MESSAGE_PARSER] },
  build: { outDir: 'build/ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  plugins: [compileMessages(), react()],
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrConfig
    : {
        define: {
          __APP_VERSION__: JSON.stringify(version),
        },
        server: {
          proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: DEV_API_URL, changeOrigin: true }])),
        },
        build: {
          outDir: 'dist',
          assetsDir: 'assets',
          // dist/.vite/manifest.json: the server links a rendered page's own chunks and stylesheets from it.
          manifest: true,
          // Small images would become data: URLs; keep every asset a file so caching stays per file.
          assetsInlineLimit: 0,
          sourcemap: false,
          rolldownOptions: {
            // The app (index.html), and the script of a page rendered as islands (docs/rendering.md, "Islands").
            input: { index: fileURLToPath(new URL('index.html', import.meta.url)), islands: fileURLToPath(new URL('src/islands-main.ts', import.meta.url)) },
            output: {
              // assets/locales/<lang>-<hash>.js: the precache test finds every catalogue there.
              chunkFileNames: (chunk) =>
                chunk.facadeModuleId && LOCALE_CHUNK.test(chunk.facadeModuleId) ? 'assets/locales/[name]-[hash].js' : 'assets/[name]-[hash].js',
            },
          },
        },
        // Catalogues arrive compiled (scripts/vite/compile-messages.ts): no ICU parser in the browser.
        resolve: { alias: [NO_MESSAGE_PARSER] },
        plugins: [
          compileMessages(),
          // The English messages go with the modules that name them, not in one bundled catalogue.
          splitMessages(fileURLToPath(new URL('.', import.meta.url))),
          react(),
          versionFile(version, builtAt),
          moduleSizes(),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            // Registration lives in the app bundle (src/lib/pwa.ts): an inline script would break the CSP.
            injectRegister: false,
            registerType: 'prompt',
            // The manifest's icons are in the glob below already; listing them twice would precache them twice.
            includeManifestIcons: false,
            injectManifest: {
              // The shell: index.html, every JS chunk (entry, pages, locale catalogues) and CSS, icons (the plugin adds the manifest).
              // version.json must always come from the network: it is how a client learns of a new build.
              // Screenshots are only for the install dialog.
              globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
              // The chart library (190 KiB) loads on a chart's first draw; offline a chart not drawn before shows its text alternative.
              // The islands script's own chunks: offline, the worker answers every page with the app's shell (docs/rendering.md, "Islands").
              globIgnores: [
                '**/version.json',
                '**/*.br',
                '**/*.gz',
                'screenshots/**',
                '**/lightweight-charts*',
                'assets/islands-*.js',
                'assets/island-root-*.js',
                'assets/warm-offline-*.js',
              ],
              // A larger file fails the build: split it rather than raising the limit (docs/pwa.md).
              maximumFileSizeToCacheInBytes: precacheBudget.maxEntryBytes,
            },
            manifest: {
              id: '/',
              name: BRAND.name,
              short_name: BRAND.name,
              description: 'Hash-power marketplace: buy and sell hash power, mine with your GPU or ASIC, get paid in BTC.',
              theme_color: THEME_COLOR,
              background_color: BACKGROUND_COLOR,
              display: 'standalone',
              start_url: '/',
              scope: '/',
              lang: 'en',
              categories: ['finance', 'utilities'],
              icons: [
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
              // Drawn from our own pages by scripts/generate-pwa-screenshots.mjs; sizes must match the files.
              screenshots: [
                { src: '/screenshots/home-wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide', label: `${BRAND.name} home page` },
                { src: '/screenshots/home-narrow.png', sizes: '540x960', type: 'image/png', form_factor: 'narrow', label: `${BRAND.name} home page` },
              ],
              shortcuts: [
                {
                  name: 'Profitability calculator',
                  short_name: 'Calculator',
                  url: '/profitability-calculator',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
                {
                  name: 'Stratum generator',
                  short_name: 'Stratum',
                  url: '/stratum-generator',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
                { name: 'Support', short_name: 'Support', url: '/support', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
              ],
            },
            devOptions: { enabled: false },
          }),
        ],
      },
);
