/**
 * The heading the server wrote into the page the browser opened
 * (`<meta name="page-heading">`, docs/rendering.md), read once at start with
 * the path it belongs to. Pages opened later in the app have none.
 */
import { SERVED_HEADING_META } from '../config/page-text';

const served: { path: string; heading: string } | undefined = (() => {
  if (typeof document === 'undefined') return undefined;
  const heading = document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_HEADING_META}"]`)?.content;
  return heading ? { path: window.location.pathname, heading } : undefined;
})();

/** The served heading when `path` is the page the browser opened, else undefined. */
export function servedHeading(path: string): string | undefined {
  return served && served.path === path ? served.heading : undefined;
}
