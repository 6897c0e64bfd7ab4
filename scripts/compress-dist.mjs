#!/usr/bin/env node
/**
 * Precompresses the build: writes name.br (brotli, max quality) and name.gz
 * (gzip level 9) beside every compressible file in dist/, so the server sends
 * them without compressing per request. A variant that would not be smaller
 * than the original is not written (the server then sends the original).
 * Usage: node scripts/compress-dist.mjs [dir]   (default: dist)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map', '.ico']);
/** Below this size the saving does not pay for the extra header bytes. */
const MIN_BYTES = 256;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist');
if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`compress-dist: ${root} is not a directory; run "vite build" first`);
  process.exit(1);
}

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const file of walk(root)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  files++;
  before += body.length;
  afterBrotli += Math.min(br.length, body.length);
}
console.log(`compress-dist: ${files} files, ${(before / 1024).toFixed(1)} KiB -> ${(afterBrotli / 1024).toFixed(1)} KiB with brotli`);
