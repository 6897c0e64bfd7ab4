import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspHashSource, inlineStylesheets, loadStylesheets } from './inline-styles.js';

const dir = mkdtempSync(path.join(tmpdir(), 'hashvale-inline-styles-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'assets', 'index-1.css'), 'body{margin:0}.a>b{color:#000}');
writeFileSync(path.join(dir, 'assets', 'Page-2.css'), '.page{display:grid}');
writeFileSync(path.join(dir, 'assets', 'odd-3.css'), '.x::after{content:"</style><script>"}');
writeFileSync(path.join(dir, 'assets', 'index-1.js'), 'console.log(1)');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sheets = loadStylesheets(dir);

const page = (head: string) => `<!doctype html><html><head>\n${head}\n</head><body><div id="root"></div></body></html>`;

describe('the stylesheets of a page, written in', () => {
  it('reads every built stylesheet with the hash a Content-Security-Policy allows it by, and never one that could end its element', () => {
    expect([...sheets.keys()].sort()).toEqual(['/assets/Page-2.css', '/assets/index-1.css']);
    const expected = `'sha256-${createHash('sha256').update('body{margin:0}.a>b{color:#000}').digest('base64')}'`;
    expect(sheets.get('/assets/index-1.css')).toEqual({ css: 'body{margin:0}.a>b{color:#000}', hashSource: expected });
    expect(cspHashSource('body{margin:0}.a>b{color:#000}')).toBe(expected);
    expect(loadStylesheets(path.join(dir, 'missing')).size).toBe(0);
  });

  it("writes each stylesheet of the head into the page, keeping a link no browser fetches for the app's loader, and lists their hashes once", () => {
    const { html, hashSources } = inlineStylesheets(
      page(
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n<link rel="stylesheet" crossorigin href="/assets/Page-2.css">\n<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      ),
      sheets,
    );
    expect(html).toContain(
      '<style data-href="/assets/index-1.css">body{margin:0}.a>b{color:#000}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" type="text/x-inlined">\n' +
        '<style data-href="/assets/Page-2.css">.page{display:grid}</style><link rel="stylesheet" crossorigin href="/assets/Page-2.css" type="text/x-inlined">',
    );
    expect(hashSources).toEqual([sheets.get('/assets/index-1.css')!.hashSource, sheets.get('/assets/Page-2.css')!.hashSource]);
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*href="[^"]+">/);
  });

  it('leaves the no-script stylesheet, unknown files, one that could end its element, and the body as they are', () => {
    const head =
      '<noscript><link rel="stylesheet" href="/assets/index-1.css" /></noscript>\n<link rel="stylesheet" href="/assets/gone-9.css">\n<link rel="stylesheet" crossorigin href="/assets/odd-3.css">';
    const body = '<link rel="stylesheet" crossorigin href="/assets/Page-2.css">';
    const original = page(head).replace('<div id="root"></div>', body);
    expect(inlineStylesheets(original, sheets)).toEqual({ html: original, hashSources: [] });
    expect(inlineStylesheets('<p>no head</p>', sheets)).toEqual({ html: '<p>no head</p>', hashSources: [] });
  });
});
