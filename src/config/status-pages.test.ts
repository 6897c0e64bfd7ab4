import { describe, expect, it } from 'vitest';
import { ROUTES } from './paths';
import { STATUS_COMPONENTS } from './status-components';
import { PAGE_STATUS_COMPONENTS, pageStatusComponents } from './status-pages';

describe('the pages each status component shows its incidents on', () => {
  it('names existing pages and components, each component once per page', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const [page, components] of Object.entries(PAGE_STATUS_COMPONENTS)) {
      expect(names.has(page as never), page).toBe(true);
      expect(components!.length, page).toBeGreaterThan(0);
      expect(new Set(components).size, page).toBe(components!.length);
      for (const c of components!) expect(STATUS_COMPONENTS).toContain(c);
    }
  });

  it("puts the issue's pages with their components", () => {
    expect(pageStatusComponents('marketplace')).toEqual(['marketplace']);
    expect(pageStatusComponents('algorithm')).toContain('marketplace');
    expect(pageStatusComponents('algorithms')).toContain('marketplace');
    expect(pageStatusComponents('calculator')).toEqual(['statistics']);
    expect(pageStatusComponents('stratumGenerator')).toEqual(['stratum-eu-west', 'stratum-us-west']);
    expect(pageStatusComponents('stratumDoctor')).toEqual(['stratum-eu-west', 'stratum-us-west']);
    expect(pageStatusComponents('account')).toEqual(expect.arrayContaining(['wallet', 'exchange']));
  });

  it('shows no banner on a page that depends on no component, nor on no page', () => {
    expect(pageStatusComponents('blogPost')).toEqual([]);
    expect(pageStatusComponents(undefined)).toEqual([]);
  });
});
