import { TRANSPARENT_NAV_ROUTES, type RouteName } from '../../config/paths';

/**
 * Routes of TRANSPARENT_NAV_ROUTES that keep the light hero for now: the
 * marketplace's first screen is its trading view (issue 36, item 29), the
 * order book and chart, not a hero.
 */
export const LIGHT_HERO_ROUTES: ReadonlySet<string> = new Set<RouteName>(['marketplace']);

/** Whether a route opens with the dark hero the transparent bar sits on (PageHero). */
export function hasDarkHero(routeName: string): boolean {
  return TRANSPARENT_NAV_ROUTES.has(routeName as RouteName) && !LIGHT_HERO_ROUTES.has(routeName);
}
