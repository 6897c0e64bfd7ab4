/**
 * Navigations are answered with the precached index.html (the app routes on
 * the client), except those in the denylist.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './navigation-denylist';

export function registerNavigationFallback(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));
}
