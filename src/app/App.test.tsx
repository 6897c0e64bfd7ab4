import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../lib/intl';
import { App } from './App';

async function prerender(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<App locale="en" messages={defaultMessages} ssrPath={path} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('App on the server', () => {
  it('renders with react-dom/server, without any browser global', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<App locale="en" messages={defaultMessages} ssrPath="/" />);
    expect(html).toContain('Hashvale');
    expect(html).toContain('<main');
  });

  it('prerenders the home page once its lazy chunk has loaded, with the live data still loading', async () => {
    const html = await prerender('/');
    expect(html).toContain('The marketplace for hash power');
    expect(html).toContain('Loading live market data');
  });

  it('puts the header and the footer in boundaries of their own, which the browser hydrates in passes of their own', () => {
    const html = renderToString(<App locale="en" messages={defaultMessages} ssrPath="/" />);
    expect(html).toMatch(/<!--\$--><header[^>]*>[\s\S]*<\/header><!--\/\$-->/);
    expect(html).toMatch(/<!--\$--><footer[^>]*>[\s\S]*<\/footer><!--\/\$-->/);
  });

  it('prerenders the not-found page for an unknown path', async () => {
    const html = await prerender('/no/such/page');
    expect(html).toContain('Page not found');
  });
});
