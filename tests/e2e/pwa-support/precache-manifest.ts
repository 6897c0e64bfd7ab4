/** The precache list vite-plugin-pwa injected into the built sw.js, with each file's size. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export interface PrecacheEntry {
  url: string;
  bytes: number;
  brotliBytes: number;
}

export function readPrecacheUrls(distDir: string): string[] {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const start = sw.indexOf('[{"revision"');
  if (start === -1) throw new Error('no precache manifest in sw.js');
  const end = sw.indexOf('}]', start) + 2;
  const list = JSON.parse(sw.slice(start, end)) as Array<{ url: string }>;
  return list.map((entry) => entry.url.replace(/^\//, ''));
}

export function brotliSize(file: string): number {
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function readPrecache(distDir: string): PrecacheEntry[] {
  return readPrecacheUrls(distDir).map((url) => {
    const file = path.join(distDir, url);
    return { url, bytes: statSync(file).size, brotliBytes: brotliSize(file) };
  });
}
