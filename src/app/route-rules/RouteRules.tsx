/**
 * The route rules of spec section 2 that run on every navigation (and at
 * load): marketing parameters, the last visit and the dashboard flag, the
 * organization and client named in the URL, banners, support categories on
 * support screens, and scrolling. Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PageKind } from '../../config/paths';
import { ROOT_RENDERED_ATTRIBUTE } from '../../config/page-data';
import { refreshBanners } from '../../features/banners/state';
import { loadSupportCategories } from '../../features/support/state';
import { recordClientApp } from './client-app';
import { recordVisit } from './last-visit';
import { storeMarketingParams } from './marketing-params';
import { applyOrganizationFromUrl } from './organization';
import { applyScroll, scrollTarget } from './scroll';

export function RouteRules({ kind }: { kind: PageKind }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const previousPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    const { hash } = window.location;
    storeMarketingParams(search);
    recordVisit(pathname);
    applyOrganizationFromUrl(pathname, hash);
    recordClientApp(pathname, search);
    void refreshBanners();
    if (kind === 'support') void loadSupportCategories();
    // A page the server rendered ("server", "hydrated" once the app is up) was placed by the browser.
    const served = document.getElementById('root')?.hasAttribute(ROOT_RENDERED_ATTRIBUTE) ?? false;
    if (previousPath.current !== pathname) applyScroll(scrollTarget(previousPath.current, pathname, hash, served));
    previousPath.current = pathname;
  }, [pathname, search, kind]);

  return null;
}
