import { describe, expect, it } from 'vitest';
import { describePage, type PageInput } from './page-document.js';

const messages = { has: () => false, format: (id: string) => id };

function describe_(pathname: string): ReturnType<typeof describePage> {
  const input: PageInput = {
    routeName: undefined,
    params: {},
    pathname,
    lang: 'de',
    locales: ['en', 'de'],
    messages,
    publicUrl: 'https://hashvale.example',
    indexable: true,
  };
  return describePage(input);
}

describe("a page's addresses", () => {
  it('names Home for a path starting with a double slash, which goes Home (spec section 2), where new URL threw', () => {
    for (const pathname of ['//', '///', '//evil.example/x', '//%2F']) {
      const doc = describe_(pathname);
      expect(doc.canonical).toBe('https://hashvale.example/?lang=de');
      expect(doc.alternates.map((a) => a.href)).toContain('https://hashvale.example/');
    }
  });

  it('never names another host, whatever the path holds', () => {
    for (const pathname of ['/\\evil.example/x', '/\\\\', '/a/../../b', '/%', '/a b?c#d', '/\u0000', '/\ud800']) {
      for (const href of [describe_(pathname).canonical, ...describe_(pathname).alternates.map((a) => a.href)]) {
        expect(new URL(href).origin).toBe('https://hashvale.example');
      }
    }
  });
});
