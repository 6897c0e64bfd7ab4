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
    ["an author's target on a link within the site", '<a href="/support" target="_top">x</a>', /target=/i],
    ['a base element', '<base href="https://evil.example/">', /<base/i],
    ['a javascript: link written with entities', '<a href="&#106;avascript:alert(1)">x</a>', /avascript:/i],
    ['a javascript: link behind spaces', '<a href="  javascript:alert(1)">x</a>', /javascript:/i],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', /data:|onload/i],
    [
      'a raw-text element hiding a tag in an attribute',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      /<img|onerror=|<noscript/i,
    ],
    [
      'markup that changes meaning when parsed again (MathML)',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      /<img|<math|<style/i,
    ],
    ['a style element inside SVG', '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>', /<img|<svg|<style/i],
    ['a comment hiding a tag', '<p><!-- <img src=x onerror=alert(1)> --></p>', /<img|<!--/i],
    ['an island of the app', '<hv-island data-island="bannerStrip" data-props="{}">x</hv-island>', /hv-island|data-/i],
    ["a name that could shadow the document's properties", '<img name="cookie" src="/a.png">', /name=/i],
  ])('removes %s', (_label, html, forbidden) => {
    expect(sanitizeArticleHtml(html)).not.toMatch(forbidden);
  });

  it('keeps ordinary article markup', () => {
    const html =
      '<h2 id="setup">Setup</h2><p>Use <a href="mailto:pool@example.com">the pool</a> and <a href="/guide/a">a guide</a>.</p><pre><code>stratum+tcp://x</code></pre><img src="/img/a.png" alt="rig"><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('keeps ids, table alignment, code languages, lists and quotes', () => {
    const html =
      '<h3 id="fees-2">Fees</h3><table><thead><tr><th align="right">Fee</th></tr></thead><tbody><tr><td align="right">1%</td></tr></tbody></table>' +
      '<pre><code class="language-sh">echo "a &amp; b" &lt; c</code></pre><ol start="3"><li>three</li></ol><blockquote cite="https://a.example/">q</blockquote><hr><br>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('closes what the author left open, so an article cannot swallow the page', () => {
    expect(sanitizeArticleHtml('<div><p>open <strong>bold')).toBe('<div><p>open <strong>bold</strong></p></div>');
  });

  it('opens links to other sites in a new tab that cannot reach this one, whatever target the author set', () => {
    expect(sanitizeArticleHtml('<a href="https://other.example/page" target="_top">out</a>')).toBe(
      '<a href="https://other.example/page" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(sanitizeArticleHtml('<a href="HTTP://other.example/">out</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeArticleHtml('<a href="/blog" rel="opener">in</a><a href="mailto:a@b.c">mail</a>')).not.toMatch(/target=/);
  });
});
