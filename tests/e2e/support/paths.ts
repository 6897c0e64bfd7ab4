/** Where the build outputs the browser tests need live. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built web app; E2E_DIST_DIR lets parallel work test separate builds. */
export const DIST_DIR = path.resolve(REPO_ROOT, process.env.E2E_DIST_DIR ?? 'dist');
/** The compiled production server (`npm run build:server`). */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'build/server/server/src/main.js');
