import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routePages } from '../../scripts/vite/split-messages';
import { prerenderToNodeStream } from 'react-dom/static';
import enMessages from '../locales/en.json';
import { buildPath, ROUTES, type RouteName } from '../config/paths';
import { pageMessageId, PARAM_LABEL_PREFIXES } from '../components/page/page-messages';
import { defaultMessages } from '../lib/intl';
import { App } from './App';
import { ROUTE_PAGES } from './routes';

async function prerender(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<App locale="en" messages={defaultMessages} ssrPath={path} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const messages: Record<string, string> = enMessages;

describe('the routes', () => {
  it('give every route of the table a lazily loaded page', () => {
    expect(Object.keys(ROUTE_PAGES).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it('load each page from a module that exports it alone, named as its file: that is its chunk', async () => {
    const pages = routePages(fileURLToPath(new URL('./routes.tsx', import.meta.url)));
    expect([...pages.values()].flat().sort()).toEqual(ROUTES.map((r) => r.name).sort());
    for (const [file, names] of pages) {
      for (const name of names) expect(await ROUTE_PAGES[name as RouteName].preload(), name).toBe(path.basename(file, path.extname(file)));
    }
  }, 30_000);

  it('give every route a title, a description and a lead in English, and the not-found page too', () => {
    for (const name of [...ROUTES.map((r) => r.name), 'notFound']) {
      for (const part of ['title', 'description', 'lead'] as const) expect(messages[pageMessageId(name, part)], `${name}.${part}`).toBeTruthy();
    }
  });

  it('label every allowed value of a constrained parameter shown in a title', () => {
    for (const route of ROUTES) {
      for (const [param, values] of Object.entries(route.params ?? {})) {
        const prefix = PARAM_LABEL_PREFIXES[param];
        if (!prefix) continue;
        for (const value of values) expect(messages[`${prefix}.${value}`], `${prefix}.${value}`).toBeTruthy();
      }
    }
  });

  it('render each sample of every route on the server with its title as the only h1', async () => {
    for (const route of ROUTES) {
      for (const sample of route.samples ?? [{}]) {
        const path = buildPath(route.name, sample);
        const html = await prerender(path);
        expect(html.match(/<h1\b/g)?.length, path).toBe(1);
        expect(html, path).not.toContain('Page not found');
      }
    }
  }, 30_000);

  it('render the not-found page for a value a constrained parameter does not allow', async () => {
    for (const path of [
      '/private-endpoint-solution/other',
      '/mining-affiliate/x',
      '/legal-privacy/nope',
      '/page/nope',
      '/blog/tag/nope',
      '/support/general-other',
    ]) {
      expect(await prerender(path), path).toContain('Page not found');
    }
  });
});
