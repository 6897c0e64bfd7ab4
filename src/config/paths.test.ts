import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute, ROUTES, TRANSPARENT_NAV_ROUTES } from './paths';

describe('the route table', () => {
  it('builds paths with optional parameters left out or filled in', () => {
    expect(buildPath('jobs')).toBe('/jobs');
    expect(buildPath('jobs', { id: 'a b' })).toBe('/jobs/a%20b');
    expect(buildPath('calculator')).toBe('/profitability-calculator');
    expect(buildPath('calculator', { device: 'x', device2: 'y' })).toBe('/profitability-calculator/x/y');
    expect(buildPath('calculator', { device: 'x', device2: 'y', '*': 'z/w' })).toBe('/profitability-calculator/x/y/z/w');
    expect(buildPath('home')).toBe('/');
    expect(() => buildPath('guide')).toThrow(/needs parameter url/);
  });

  it('accepts only the names of the table (a typo does not compile)', () => {
    // @ts-expect-error: not a route of the table
    expect(() => buildPath('noSuchRoute')).toThrow(/No route named noSuchRoute/);
  });

  it('matches every sample of every route back to that route', () => {
    for (const route of ROUTES) {
      for (const sample of route.samples ?? [{}]) {
        const path = buildPath(route.name, sample);
        expect(matchRoute(path)?.route.name, path).toBe(route.name);
      }
    }
  });

  it("reads a rig's devices from the calculator's path, however many there are (the page drops what is past its limit)", () => {
    expect(matchRoute('/profitability-calculator/a/b/c/d')?.params).toEqual({ device: 'a', device2: 'b', '*': 'c/d' });
    expect(matchRoute(`/profitability-calculator/${'x/'.repeat(12)}`)?.route.name).toBe('calculator');
  });

  it('refuses parameter values a route does not allow, and unknown paths', () => {
    expect(matchRoute('/private-endpoint-solution/other')).toBeUndefined();
    // The exchange help category exists for signed-in users; its pages hide it from visitors.
    expect(matchRoute('/support/general-nicex')?.route.name).toBe('supportCategory');
    expect(matchRoute('/support/general-other')).toBeUndefined();
    expect(matchRoute('/blog/tag/unknown')).toBeUndefined();
    expect(matchRoute('/no/such/page')).toBeUndefined();
    expect(matchRoute('/support/search')?.route.name).toBe('supportSearch');
    expect(matchRoute('/profitability-calculator/autodetect')?.route.name).toBe('calculatorAutodetect');
  });

  it('accepts a trailing slash', () => {
    expect(matchRoute('/about/')?.route.name).toBe('about');
  });

  it('names the blog tag route BlogTag and uses the brand in product paths', () => {
    expect(matchRoute('/blog/tag/news')?.route.name).toBe('BlogTag');
    expect(matchRoute('/hashvale-payrate')?.route.name).toBe('payrate');
    expect(matchRoute('/support/hashvale-pay')?.route.name).toBe('supportCategory');
  });

  it('lists only known routes as transparent-navigation pages', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const name of TRANSPARENT_NAV_ROUTES) expect(names.has(name), name).toBe(true);
  });
});
