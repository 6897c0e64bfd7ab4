import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/paths';
import { defaultMessages } from '../../lib/intl';
import { LEGAL_LINKS, NAV_GROUPS, NOT_IN_MENUS, PRIMARY_LINKS, navHref } from './nav-links';

const linked = new Set<string>(NAV_GROUPS.flatMap((g) => g.links.map((l) => l.route)));

describe('navigation link groups', () => {
  it('link every route of the route table, or say why a route is reached another way', () => {
    const missing = ROUTES.map((r) => r.name).filter((name) => !linked.has(name) && !(name in NOT_IN_MENUS));
    expect(missing).toEqual([]);
  });

  it('name only routes that exist, and do not both link and exclude a route', () => {
    const names = new Set<string>(ROUTES.map((r) => r.name));
    expect([...linked, ...Object.keys(NOT_IN_MENUS)].filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(NOT_IN_MENUS).filter((name) => linked.has(name))).toEqual([]);
  });

  it('build a path for every link and have an English label for it', () => {
    for (const link of [...PRIMARY_LINKS, ...NAV_GROUPS.flatMap((g) => g.links)]) {
      expect(navHref(link)).toMatch(/^\/[^/]/);
      expect(defaultMessages[link.label], link.label).toBeTruthy();
    }
    for (const group of NAV_GROUPS) expect(defaultMessages[group.label]).toBeTruthy();
  });

  it('has the legal pages under /page and the legal overview', () => {
    expect(LEGAL_LINKS.map(navHref)).toContain('/legal-privacy');
    expect(LEGAL_LINKS.map(navHref)).toContain('/page/privacy');
    expect(LEGAL_LINKS.map(navHref)).toContain('/page/third-party-miner-software-guidelines');
  });
});
