// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitizeArticleHtml } from './sanitize-html';

function clean(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeArticleHtml(html);
  return container;
}

describe('sanitizeArticleHtml', () => {
  it('removes script elements and their content', () => {
    const out = clean('<p>before</p><script>alert(1)</script><p>after</p>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.innerHTML).not.toContain('alert');
    expect(out.textContent).toBe('beforeafter');
  });

  it('removes event handler attributes', () => {
    const out = clean('<img src="/x.png" onerror="alert(1)"><a href="/a" onclick="steal()">a</a><p onmouseover="x()">p</p>');
    expect(out.innerHTML).not.toMatch(/on(error|click|mouseover)/i);
    expect(out.querySelector('img')?.getAttribute('src')).toBe('/x.png');
  });

  it('removes javascript: URLs from links and images, whatever their case and padding', () => {
    const out = clean(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a><img src="javascript:alert(1)">',
    );
    expect(out.innerHTML.toLowerCase()).not.toContain('javascript');
    expect(out.querySelectorAll('a')).toHaveLength(3);
  });

  it('removes data: URLs from links and images', () => {
    const out = clean('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a><img src="data:image/svg+xml,<svg onload=alert(1)>">');
    expect(out.innerHTML).not.toContain('data:');
  });

  it('removes iframes, styles, forms and SVG with onload', () => {
    const out = clean(
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="https://evil.example"><input name="p"></form><svg onload="alert(1)"><circle r="1"/></svg><p style="color:red">text</p>',
    );
    for (const tag of ['iframe', 'style', 'form', 'input', 'svg', 'circle']) expect(out.querySelector(tag)).toBeNull();
    expect(out.innerHTML).not.toContain('onload');
    expect(out.querySelector('p')?.hasAttribute('style')).toBe(false);
  });

  it('keeps headings, lists, code, tables and https links', () => {
    const html =
      '<h2 id="setup">Setup</h2><ol><li>One</li><li>Two</li></ol><ul><li>Item</li></ul><pre><code class="language-sh">nhm --help</code></pre>' +
      '<table><thead><tr><th>Fee</th></tr></thead><tbody><tr><td>2%</td></tr></tbody></table><p><strong>Bold</strong> <em>em</em> <a href="https://hashvale.example/docs">docs</a></p><blockquote>q</blockquote>';
    const out = clean(html);
    expect(out.querySelector('h2#setup')?.textContent).toBe('Setup');
    expect(out.querySelectorAll('li')).toHaveLength(3);
    expect(out.querySelector('pre code.language-sh')?.textContent).toBe('nhm --help');
    expect(out.querySelector('table th')?.textContent).toBe('Fee');
    expect(out.querySelector('td')?.textContent).toBe('2%');
    expect(out.querySelector('strong')).not.toBeNull();
    expect(out.querySelector('blockquote')).not.toBeNull();
    expect(out.querySelector('a')?.getAttribute('href')).toBe('https://hashvale.example/docs');
  });

  it('opens links to other sites in a new tab with rel="noopener noreferrer"', () => {
    const out = clean('<a href="https://other.example/page">out</a>');
    const link = out.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps links within the site in the same tab, dropping a target the HTML asked for', () => {
    const out = clean(`<a href="/support/mining-help" target="_blank">help</a><a href="${window.location.origin}/blog">blog</a><a href="mailto:support@hashvale.example">mail</a>`);
    for (const link of out.querySelectorAll('a')) {
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
    }
    expect(out.querySelectorAll('a')[2]?.getAttribute('href')).toBe('mailto:support@hashvale.example');
  });
});

describe('htmlToPlainText', () => {
  it('gives the words without tags, scripts or entities', () => {
    expect(htmlToPlainText('<h2>A &amp; B</h2><script>var x = 1;</script><p>one&nbsp;two</p>')).toBe('A & B one two');
  });
});
