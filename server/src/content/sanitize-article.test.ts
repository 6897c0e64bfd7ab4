import { describe, expect, it } from 'vitest';
import { createArticleSanitizer } from './sanitize-article.js';

const sanitizeArticleHtml = createArticleSanitizer();

describe('server-side article sanitising', () => {
  it.each([
    ['a script element', '<p>a</p><script>alert(1)</script>', /<script/i],
    ['an event handler', '<img src="x.png" onerror="alert(1)">', /onerror/i],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['a scheme split by control characters', '<a href="java&#9;script:alert(1)">x</a>', /script:/i],
    ['a data: URL', '<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', /<form|<input/i],
    ['inline style', '<p style="background:url(x)">a</p>', /style=/i],
    ['svg with script', '<svg><script>alert(1)</script></svg>', /<svg|<script/i],
    ['an author\'s target on a link within the site', '<a href="/support" target="_top">x</a>', /target=/i],
    ['a base element', '<base href="https://evil.example/">', /<base/i],
  ])('removes %s', (_label, html, forbidden) => {
    expect(sanitizeArticleHtml(html)).not.toMatch(forbidden);
  });

  it('keeps ordinary article markup', () => {
    const html = '<h2 id="setup">Setup</h2><p>Use <a href="mailto:pool@example.com">the pool</a> and <a href="/guide/a">a guide</a>.</p><pre><code>stratum+tcp://x</code></pre><img src="/img/a.png" alt="rig"><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('opens links to other sites in a new tab that cannot reach this one, whatever target the author set', () => {
    expect(sanitizeArticleHtml('<a href="https://other.example/page" target="_top">out</a>')).toBe(
      '<a href="https://other.example/page" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(sanitizeArticleHtml('<a href="HTTP://other.example/">out</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeArticleHtml('<a href="/blog" rel="opener">in</a><a href="mailto:a@b.c">mail</a>')).not.toMatch(/target=/);
  });
});
