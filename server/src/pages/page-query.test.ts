import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '../../../src/config/paths.js';
import { appRenderQuery, asksRenderedQuery } from './page-query.js';

const route = (name: string): RouteDef => ROUTES.find((r) => r.name === name)!;

describe('the query a page is rendered for', () => {
  it("renders a calculator link's rig and settings (a shared rig paints as fast as a plain link), not kept nor indexed", () => {
    const search = '?q1=3&s1=ETCHASH:135,KAWPOW:110.5&q3=2&w8=300&kwh=0.2345&cur=EUR&bt=90&wd=ln&dd=-1.5&bp=3&lang=de';
    expect(appRenderQuery(200, route('calculator'), search)).toBe(new URLSearchParams(search.replace('&lang=de', '')).toString());
    expect(asksRenderedQuery(route('calculator'), search)).toBe(true);
  });

  it('leaves to the browser a calculator query it does not know, repeats, or a value outside what a link writes', () => {
    for (const search of ['?utm_source=x', '?q1=1&q1=2', '?q9=1', `?s1=${'A'.repeat(401)}`, '?cur=%3Cb%3E']) {
      expect(appRenderQuery(200, route('calculator'), search), search).toBeUndefined();
    }
  });

  it('renders the help search for its words only, as before', () => {
    expect(appRenderQuery(200, route('supportSearch'), '?q=withdraw')).toBe('q=withdraw');
    expect(appRenderQuery(200, route('supportSearch'), '?q1=3')).toBeUndefined();
  });
});
