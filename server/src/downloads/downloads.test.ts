import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_FILE_NAMES } from '../../../src/config/downloads.js';
import type { DownloadFileInfo } from '../../../src/config/api/reference.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { sampleFileBytes, writeSampleFiles } from './sample-files.js';

const HELD = 'QuickMiner-1049.zip';
const MISSING = 'HashvaleMinerSetup.exe';
const bytes = sampleFileBytes(HELD, 1000);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hv-downloads-'));
  writeFileSync(path.join(dir, HELD), bytes);
  // A file outside the folder and one beside it that is not listed: neither may be reached.
  writeFileSync(path.join(path.dirname(dir), 'outside.txt'), 'secret');
  writeFileSync(path.join(dir, 'unlisted.zip'), 'not offered');
  t = await buildTestApp({ config: { downloadsDir: dir, downloadsSamples: false } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const list = async () => ((await t.app.inject('/api/v2/downloads')).json() as { list: DownloadFileInfo[] }).list;

describe('api/v2/downloads', () => {
  it('lists every offered file: size and the SHA-256 of its bytes, or unavailable', async () => {
    const files = await list();
    expect(files.map((f) => f.fileName)).toEqual(DOWNLOAD_FILE_NAMES);
    expect(files.find((f) => f.fileName === HELD)).toEqual({ fileName: HELD, available: true, sizeBytes: 1000, sha256: sha256(bytes) });
    expect(files.find((f) => f.fileName === MISSING)).toEqual({ fileName: MISSING, available: false });
  });

  it('computes a checksum again when the file is replaced', async () => {
    const other = Buffer.from('a new release');
    writeFileSync(path.join(dir, MISSING), other);
    utimesSync(path.join(dir, MISSING), new Date(), new Date(Date.now() + 5000));
    // The API answer is cached for its TTL; the store itself is asked directly.
    const files = await t.app.downloads.list();
    expect(files.find((f) => f.fileName === MISSING)).toMatchObject({ available: true, sha256: sha256(other) });
    rmSync(path.join(dir, MISSING));
    expect((await t.app.downloads.list()).find((f) => f.fileName === MISSING)).toEqual({ fileName: MISSING, available: false });
  });
});

describe('GET /downloads/<file>', () => {
  it('serves a file as an attachment with its type, length, caching and ETag', async () => {
    const res = await t.app.inject(`/downloads/${HELD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${HELD}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(sha256(res.rawPayload)).toBe(sha256(bytes));
    const again = await t.app.inject({ url: `/downloads/${HELD}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/downloads/${HELD}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves one byte range, and says 416 past the end', async () => {
    const part = await t.app.inject({ url: `/downloads/${HELD}`, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.rawPayload).toEqual(bytes.subarray(10, 20));
    const tail = await t.app.inject({ url: `/downloads/${HELD}`, headers: { range: 'bytes=-5' } });
    expect(tail.rawPayload).toEqual(bytes.subarray(995));
    const past = await t.app.inject({ url: `/downloads/${HELD}`, headers: { range: 'bytes=5000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
  });

  it('answers a missing, unlisted, traversing or odd name with a 4xx, never a file outside the list and never a 500', async () => {
    const urls = [
      `/downloads/${MISSING}`,
      '/downloads/unlisted.zip',
      '/downloads/../outside.txt',
      '/downloads/..%2Foutside.txt',
      '/downloads/%2E%2E%2Foutside.txt',
      '/downloads/..%5Coutside.txt',
      `/downloads/${HELD}%00.txt`,
      '/downloads/%E0%A4%A',
      '/downloads/',
      `/downloads/sub/${HELD}`,
      `/downloads/${'a'.repeat(5000)}`,
      '/downloads/%C0%AE%C0%AE%2Foutside.txt',
    ];
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('secret');
      expect(res.body, url).not.toContain('not offered');
    }
  });
});

describe('writeSampleFiles', () => {
  it('writes the missing samples and keeps files already there', async () => {
    const samples = mkdtempSync(path.join(tmpdir(), 'hv-samples-'));
    writeFileSync(path.join(samples, HELD), 'the real one');
    const written = await writeSampleFiles(path.join(samples), DOWNLOAD_FILE_NAMES);
    expect(written).toEqual(DOWNLOAD_FILE_NAMES.filter((name) => name !== HELD));
    expect(await writeSampleFiles(samples, DOWNLOAD_FILE_NAMES)).toEqual([]);
    rmSync(samples, { recursive: true, force: true });
  });
});
