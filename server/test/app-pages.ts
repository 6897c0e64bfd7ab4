/**
 * Config for a test server that renders the app's pages as in production:
 * the app's server entry from source (vitest compiles it) and a bare built
 * shell with an empty manifest (no page chunks to link). For tests of a page
 * the server renders with data of its own (the status page).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../src/config.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Hashvale</title>
    <meta name="description" content="Built description." />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export function appPagesConfig(): { config: Pick<ServerConfig, 'staticDir' | 'ssrEntry'>; remove: () => void } {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'app-pages-'));
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  return {
    config: { staticDir, ssrEntry: path.resolve('src/entry-server.tsx') },
    remove: () => rmSync(staticDir, { recursive: true, force: true }),
  };
}
