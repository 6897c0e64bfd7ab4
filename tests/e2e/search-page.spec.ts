/**
 * The help search rendered on the server for the words in its URL
 * (docs/rendering.md): its head, and what any query a client sends gets
 * (never a server error).
 */
import { expect, test } from './support/test';

test('a search page carries its results in the HTML, says noindex, and keeps the title of the search page', async ({ request }) => {
  const html = await (await request.get('/support/search?q=withdraw')).text();
  expect(html).toMatch(/<div id="root" data-rendered="server">[\s\S]*Results for “withdraw”[\s\S]*\d+ articles match “withdraw”/);
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).not.toContain('hreflang');
  expect(html).toContain('<title>Search help | Hashvale</title>');
  const plain = await (await request.get('/support/search')).text();
  expect(plain).not.toContain('noindex');
});

test('hostile queries get the page (rendered, or left to the browser) or a 4xx, never a server error', async ({ request }) => {
  const queries = [
    `q=${'a'.repeat(5000)}`,
    `q=${'word '.repeat(400)}`,
    'q=with%00draw',
    'q=%',
    'q=%E0%A4%A',
    'q=%ED%A0%80',
    'q=%FF%FE',
    'q=a&q=b',
    `q=${'%F0%9F%AA%99'.repeat(300)}`,
    'q=<script>alert(1)</script>',
    'q=%3C%2Fscript%3E%3C%2Ftemplate%3E',
    'q[]=x',
  ];
  for (const query of queries) {
    const response = await request.get(`/support/search?${query}`);
    expect(response.status(), query).toBeLessThan(500);
    expect([200, 400, 414, 431], query).toContain(response.status());
    const body = await response.text();
    if (response.status() === 200) {
      expect(body, query).not.toContain('<script>alert(1)</script>');
      expect(body, query).not.toMatch(/<\/template><\/template>|<\/script><\/template>/);
    }
  }
});
