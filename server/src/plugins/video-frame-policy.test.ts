/**
 * The product videos' embed host is a frame source of the pages that show a
 * video and of no other page (docs/shell.md, "Product videos").
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/config/paths.js';
import { VIDEO_EMBED_ORIGIN } from '../../../src/config/product-videos.js';
import errors from './errors.js';
import staticFiles, { CONTENT_SECURITY_POLICY } from './static-files.js';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'video-frames-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  app = Fastify();
  await app.register(errors);
  await app.register(staticFiles, { dir: dist });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

function frameSrc(policy: unknown): string | undefined {
  return String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-src'));
}

describe('the video frame policy', () => {
  it('lets a product page with a video frame the embed host', async () => {
    for (const url of [buildPath('dockerMiner'), buildPath('miner'), `${buildPath('nhosMining')}?lang=de`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(frameSrc(res.headers['content-security-policy']), url).toBe(`frame-src 'self' ${VIDEO_EMBED_ORIGIN}`);
    }
  });

  it('gives a page without a video no frame-src, so frames stay on our own origin', async () => {
    for (const url of ['/', buildPath('pricing'), buildPath('easymining'), '/docker-miner/nope', '/index.html']) {
      const res = await app.inject(url);
      expect(frameSrc(res.headers['content-security-policy']), url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
  });
});
