import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import errors from './errors.js';
import staticFiles, { CONTENT_SECURITY_POLICY, type StaticFilesOptions } from './static-files.js';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('hashvale '.repeat(200))});`;

let root: string;
let dist: string;

function write(relative: string, content: string | Buffer): void {
  const full = path.join(dist, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'hv-static-'));
  dist = path.join(root, 'dist');
  // A secret beside the build directory: no URL may reach it.
  writeFileSync(path.join(root, 'secret.txt'), 'top secret');
  write('index.html', INDEX);
  write('index.html.br', brotliCompressSync(INDEX));
  write('index.html.gz', gzipSync(INDEX));
  write('assets/index-abc123.js', SCRIPT);
  write('assets/index-abc123.js.gz', gzipSync(SCRIPT));
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('workbox-1a2b3c.js', '/* workbox */');
  write('manifest.webmanifest', '{"name":"Hashvale"}');
  write('version.json', '{"version":"0.1.0+abc1234","builtAt":"2026-01-01T00:00:00.000Z"}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  write('icons/icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('.vite/module-sizes.json', '[]');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The errors plugin (owner of the JSON 404), one API route and the static files. */
async function buildStaticApp(options: Partial<StaticFilesOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(errors);
  app.get('/api/v2/time', async () => ({ serverTime: 1 }));
  await app.register(staticFiles, { dir: dist, ...options });
  await app.ready();
  return app;
}

describe('static files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildStaticApp();
  });
  afterAll(async () => app.close());

  it('serves a hashed asset with its content type and immutable caching', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(SCRIPT);
  });

  it('prefers brotli, then gzip, then identity, and says the response varies by encoding', async () => {
    const br = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload).toEqual(brotliCompressSync(INDEX));

    const gz = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);

    const plain = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('falls back to gzip when brotli is refused with q=0 or has no variant', async () => {
    const refused = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const noBrotliFile = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(noBrotliFile.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 when If-None-Match names the current ETag of the chosen encoding', async () => {
    const first = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await app.inject({ url: '/assets/index-abc123.js', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('gives different ETags to different encodings of the same file', async () => {
    const br = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } });
    const plain = await app.inject({ url: '/index.html' });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('makes the shell, the service worker, the manifest and version.json revalidate every time', async () => {
    for (const url of ['/index.html', '/sw.js', '/workbox-1a2b3c.js', '/manifest.webmanifest', '/version.json']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves version.json as JSON', async () => {
    const res = await app.inject('/version.json');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ version: '0.1.0+abc1234', builtAt: '2026-01-01T00:00:00.000Z' });
  });

  it('gives other public files a short max-age', async () => {
    const res = await app.inject('/icons/icon-192.png');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves index.html with 200 and the security headers for a page path', async () => {
    for (const url of ['/', '/some/page', '/blog/post/hello?lang=de', '/mining/', '/guide/firmware-3.14']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('sends a strict Content-Security-Policy without inline script or style', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.etag).toBeDefined();
    expect(res.body).toBe('');
  });

  it('leaves unknown API paths to the JSON 404, under every API prefix', async () => {
    for (const url of ['/api/v2/nope', '/main/api/v2/nope', '/exchange/api/v2/x', '/supportdesk/api/v1/x', '/riskmanagement/api/v2/x', '/%6Dain/api/v2/nope']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expectErrorBody(res.json(), 404);
    }
  });

  it('still lets API routes answer', async () => {
    const res = await app.inject('/api/v2/time');
    expect(res.json()).toEqual({ serverTime: 1 });
  });

  it('answers 404, not the app shell, for a missing file', async () => {
    for (const url of ['/assets/index-gone999.js', '/missing.png', '/assets/', '/.vite/module-sizes.json']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expectErrorBody(res.json(), 404);
    }
  });

  it('never reads outside the build directory, whatever the encoding of ..', async () => {
    const attempts = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/..%2f..%2f..%2fetc/passwd',
      '/index.html%00.png',
    ];
    for (const url of attempts) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('top secret');
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('answers 400 for a malformed percent-encoding, before any file lookup', async () => {
    // Fastify's router refuses the URL itself (FST_ERR_BAD_URL); app.test.ts
    // checks that the real app answers it with the API's error body.
    const res = await app.inject('/%E0%A4%A');
    expect(res.statusCode).toBe(400);
  });
});

describe('static files with a route table', () => {
  it('serves the app shell with the status the route table gives', async () => {
    const app = await buildStaticApp({ pageStatus: (pathname) => (pathname === '/' ? 200 : 404) });
    const known = await app.inject('/');
    expect(known.statusCode).toBe(200);
    const unknown = await app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
    expect(unknown.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(unknown.headers.etag).toBeUndefined();
    await app.close();
  });
});

describe('paths starting with //', () => {
  it('are one page, rendered and kept once however many such paths are asked', async () => {
    const rendered: string[] = [];
    const app = await buildStaticApp({
      renderPage: async (_request, pathname, _status, shell) => {
        rendered.push(pathname);
        return shell;
      },
    });
    for (const url of ['//', '///', '//about', '//evil.example/x', '//a.js', '//%2F..%2Fsecret.txt', `//${'x'.repeat(40)}`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
    }
    expect(new Set(rendered)).toEqual(new Set(['//']));
    await app.close();
  });
});

describe('a page with its stylesheets written in', () => {
  it('allows them in its Content-Security-Policy by their hashes, and nothing else inline', async () => {
    const app = await buildStaticApp({
      renderPage: async (_request, _pathname, _status, shell) => ({ ...shell, inlineStyleHashes: ["'sha256-AAA='", "'sha256-BBB='"] }),
    });
    const res = await app.inject('/about');
    const policy = res.headers['content-security-policy'] as string;
    expect(policy).toContain("style-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    // Everything else keeps the policy with no inline style at all.
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self';");
    await app.close();
  });
});

describe('static files without a build', () => {
  it('serves the API only when the directory does not exist', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    await app.register(staticFiles, { dir: path.join(root, 'does-not-exist') });
    await app.ready();
    const res = await app.inject('/');
    expect(res.statusCode).toBe(404);
    expectErrorBody(res.json(), 404);
    await app.close();
  });
});

describe('static files in the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { staticDir: dist } });
  });
  afterAll(async () => t.close());

  it('serves the shell beside the API and keeps the JSON 404 for unknown API paths', async () => {
    // The shell, with the page written in for its language (server/src/pages/).
    const page = await t.app.inject('/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toMatch(/<link rel="canonical" href="[^"]+\/about" \/>/);
    expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    // A path outside the route table: the app's not-found page, with a 404, kept out of search engines.
    const missing = await t.app.inject('/some/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    const time = await t.app.inject('/api/v2/time');
    expect(time.statusCode).toBe(200);
    const unknown = await t.app.inject('/main/api/v2/no/such/thing');
    expect(unknown.statusCode).toBe(404);
    expectErrorBody(unknown.json(), 404);
  });
});
