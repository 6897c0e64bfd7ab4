#!/usr/bin/env node
/**
 * Draws the app icons (public/icons/icon-192.png and icon-512.png, and
 * public/favicon.ico for clients that ask for it without reading the page) from the
 * same geometry as public/favicon.svg, with node built-ins only: shapes are
 * rasterised with 4x4 supersampling and written as PNG through node:zlib.
 * The tile is full-bleed and the mark sits inside the central 80 % circle, so
 * the icons are valid both as "any" and as "maskable". Run after changing the
 * logo: `node scripts/generate-icons.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0x0b, 0x4f, 0xb3];
const WHITE = [0xff, 0xff, 0xff];
const VIEWBOX = 64;
const SAMPLES = 4;

// The favicon's drawing in its 64x64 viewBox: a hexagon outline and an H.
const HEXAGON = [
  [32, 10],
  [51, 21],
  [51, 43],
  [32, 54],
  [13, 43],
  [13, 21],
];
const HEX_HALF_WIDTH = 2;
const H_SEGMENTS = [
  [
    [24, 22],
    [24, 42],
  ],
  [
    [40, 22],
    [40, 42],
  ],
  [
    [24, 32],
    [40, 32],
  ],
];
const H_HALF_WIDTH = 2.5;

function distanceToSegment([px, py], [[ax, ay], [bx, by]]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const hexEdges = HEXAGON.map((point, i) => [point, HEXAGON[(i + 1) % HEXAGON.length]]);

function isWhite(point) {
  return (
    hexEdges.some((edge) => distanceToSegment(point, edge) <= HEX_HALF_WIDTH) || H_SEGMENTS.some((segment) => distanceToSegment(point, segment) <= H_HALF_WIDTH)
  );
}

function render(size) {
  const scale = VIEWBOX / size;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const point = [(x + (sx + 0.5) / SAMPLES) * scale, (y + (sy + 0.5) / SAMPLES) * scale];
          if (isWhite(point)) covered++;
        }
      }
      const alpha = covered / (SAMPLES * SAMPLES);
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(BRAND[c] * (1 - alpha) + WHITE[c] * alpha);
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(render(size), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding one PNG image (allowed since Windows Vista; every browser reads it). */
function ico(size) {
  const image = png(size);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header[6] = size; // width
  header[7] = size; // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(24, 12); // bits per pixel (RGB)
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18); // offset of the image
  return Buffer.concat([header, image]);
}

const FAVICON_ICO_SIZE = 32;
const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
for (const size of [192, 512]) {
  const file = new URL(`icon-${size}.png`, outDir);
  writeFileSync(file, png(size));
  console.log(`wrote ${file.pathname}`);
}
const favicon = new URL('../public/favicon.ico', import.meta.url);
writeFileSync(favicon, ico(FAVICON_ICO_SIZE));
console.log(`wrote ${favicon.pathname}`);
