/**
 * Build of the web app and its service worker. Output goes to dist/, which the
 * API server serves (server/src/plugins/static-files.ts): hashed assets under
 * dist/assets/, no inline script anywhere (the server sends a strict CSP), and
 * dist/version.json naming the build so clients can tell a newer one is out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './src/config/brand.js';
import { API_PREFIXES } from './src/config/api-prefixes.js';

const THEME_COLOR = '#0b4fb3';
const BACKGROUND_COLOR = '#ffffff';

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

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: DEV_API_URL, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Small images would become data: URLs; keep every asset a file so caching stays per file.
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  plugins: [
    react(),
    versionFile(version, builtAt),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration lives in the app bundle (src/lib/pwa.ts): an inline script would break the CSP.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // version.json must always come from the network: it is how a client learns of a new build.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/version.json', '**/*.br', '**/*.gz'],
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
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
});
