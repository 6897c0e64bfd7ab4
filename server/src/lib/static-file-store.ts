/**
 * The built web app held in memory: every file of the build directory with its
 * precompressed siblings (scripts/compress-dist.mjs), content type, caching
 * policy and ETags. The build is a few hundred kilobytes, so reading it once at
 * startup beats a disk read per request, and a URL can only ever name a file
 * that is in the map: no path traversal is possible.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { preferredEncoding } from './negotiation.js';
import { HOUR_S } from '../../../src/config/time.js';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings a file may have a copy in, in our order of preference. */
const COMPRESSED = ['br', 'gzip'] as const;

export interface StaticFile {
  /** URL path, e.g. "/assets/index-abc123.js". */
  urlPath: string;
  contentType: string;
  cacheControl: string;
  /** One body and one strong ETag per available encoding; identity is always there. */
  variants: Partial<Record<Encoding, { body: Buffer; etag: string }>> & { identity: { body: Buffer; etag: string } };
  /** A page with stylesheets written in: the CSP sources that allow them (server/src/pages/inline-styles.ts). */
  inlineStyleHashes?: readonly string[];
}

/** Files Vite names with a content hash: safe to cache forever. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across builds: always revalidate (cheap, thanks to the ETag). */
export const REVALIDATE_CACHE = 'no-cache';
/** Other public files (icons, robots.txt): they rarely change and are not hashed. */
export const SHORT_CACHE = `public, max-age=${HOUR_S}`;

const REVALIDATED_FILES = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest', '/version.json']);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

const COMPRESSED_SUFFIXES: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

export function contentTypeFor(urlPath: string): string {
  return CONTENT_TYPES[path.posix.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlFor(urlPath: string): string {
  if (REVALIDATED_FILES.has(urlPath) || /^\/workbox-[^/]+\.js$/.test(urlPath)) return REVALIDATE_CACHE;
  if (urlPath.startsWith('/assets/')) return IMMUTABLE_CACHE;
  return SHORT_CACHE;
}

export function etagOf(body: Buffer, encoding: Encoding): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot entries are build reports (.vite/), not part of the site.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Reads the build directory; undefined when it does not exist. */
export function loadStaticFiles(dir: string): Map<string, StaticFile> | undefined {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const files = new Map<string, StaticFile>();
  const compressed: Array<{ urlPath: string; encoding: Encoding; body: Buffer }> = [];
  for (const full of walk(dir)) {
    const urlPath = `/${path.relative(dir, full).split(path.sep).join('/')}`;
    const body = readFileSync(full);
    const encoding = COMPRESSED_SUFFIXES[path.extname(urlPath)];
    if (encoding) {
      compressed.push({ urlPath: urlPath.slice(0, -path.extname(urlPath).length), encoding, body });
      continue;
    }
    files.set(urlPath, {
      urlPath,
      contentType: contentTypeFor(urlPath),
      cacheControl: cacheControlFor(urlPath),
      variants: { identity: { body, etag: etagOf(body, 'identity') } },
    });
  }
  // A .br or .gz without its original is served as nothing: it would be a download of compressed bytes.
  for (const { urlPath, encoding, body } of compressed) {
    const file = files.get(urlPath);
    if (file) file.variants[encoding] = { body, etag: etagOf(file.variants.identity.body, encoding) };
  }
  return files;
}

/** br, then gzip, then identity, among the variants the client accepts. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  return (
    preferredEncoding(
      acceptEncoding,
      COMPRESSED.filter((encoding) => file.variants[encoding]),
    ) ?? 'identity'
  );
}
