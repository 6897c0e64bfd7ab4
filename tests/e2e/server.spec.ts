import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { DIST_DIR, REPO_ROOT } from './support/paths';

const packageVersion = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

test.describe('the production server', () => {
  test('answers an unknown API path with the JSON 404 error body', async ({ request }) => {
    const res = await request.get('/main/api/v2/no/such/endpoint');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await res.json()) as { error_id: string; errors: Array<{ code: number; message: string }> };
    expect(body.error_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.errors[0]?.code).toBe(404);
  });

  test('serves /version.json with the build version, never cached without revalidation', async ({ request }) => {
    const res = await request.get('/version.json');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const served = (await res.json()) as { version: string; builtAt: string };
    expect(served.version.startsWith(`${packageVersion}+`)).toBe(true);
    expect(Number.isNaN(Date.parse(served.builtAt))).toBe(false);
    expect(served).toEqual(JSON.parse(readFileSync(path.join(DIST_DIR, 'version.json'), 'utf8')));
  });

  test("the built index.html and every page written from it have no inline script, and go with a strict CSP that allows only the build's own stylesheets inline", async ({
    request,
  }) => {
    const built = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
    const expectNoInlineScript = (html: string) => {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, content] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(content?.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    };
    expectNoInlineScript(built);
    expect(built).not.toMatch(/<style\b/i);

    // A page the whole app hydrates, and a page of islands (src/config/islands.ts).
    for (const page of ['/algorithm', '/blog/post/amsterdam-hashing?lang=de']) {
      const res = await request.get(page);
      expect(res.status()).toBe(200);
      const headers = res.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // The build's own scripts, with the page written in (docs/rendering.md).
      const served = await res.text();
      expectNoInlineScript(served);
      if (page === '/algorithm')
        for (const [tag] of built.matchAll(/<script\b[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g)) expect(served).toContain(tag);
      else {
        // A page of islands loads the islands script instead of the app (docs/rendering.md, "Islands").
        const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
        expect(served).toContain(`<script type="module" crossorigin src="/${manifest['src/islands-main.ts']!.file}"></script>`);
        expect(served).not.toContain(manifest['index.html']!.file);
      }
      // Each stylesheet is written in, word for word the built file, and the policy allows exactly those by hash.
      const styles = [...served.matchAll(/<style data-href="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/g)];
      expect(styles.length).toBe((served.match(/<style\b/g) ?? []).length);
      const builtSheets = [...built.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      expect(builtSheets.length).toBeGreaterThan(0);
      for (const href of builtSheets) expect(styles.map((m) => m[1])).toContain(href);
      const hashes = styles.map(([, href, css]) => {
        expect(css).toBe(readFileSync(path.join(DIST_DIR, href!), 'utf8'));
        return `'sha256-${createHash('sha256').update(css!).digest('base64')}'`;
      });
      expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(["'self'", ...hashes].join(' '));
    }
  });

  test('serves hashed assets precompressed with immutable caching', async ({ request }) => {
    const html = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
