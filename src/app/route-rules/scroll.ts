/**
 * Where a navigation scrolls (spec section 2, "Route rules"): to the hash
 * anchor when there is one, else to the top; not at all between two
 * calculator pages (changing devices must not jump the page). At load, only
 * on a page the app drew itself: a page that came as HTML was placed by the
 * browser (at the top, at its anchor, where a reload left it), and the
 * visitor may have scrolled on while the app loaded; moving it when the app
 * is up would take their place away, and the press they were making with it.
 */
import { matchRoute } from '../../config/paths';

const CALCULATOR_ROUTES = new Set(['calculator', 'calculatorAutodetect']);

export type ScrollTarget = { to: 'top' } | { to: 'anchor'; id: string } | { to: 'none' };

function isCalculator(path: string | undefined): boolean {
  const name = path === undefined ? undefined : matchRoute(path)?.route.name;
  return name !== undefined && CALCULATOR_ROUTES.has(name);
}

export function scrollTarget(previousPath: string | undefined, path: string, hash: string, placedByBrowser = false): ScrollTarget {
  if (previousPath === undefined && placedByBrowser) return { to: 'none' };
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  if (id) return { to: 'anchor', id };
  if (isCalculator(previousPath) && isCalculator(path)) return { to: 'none' };
  return { to: 'top' };
}

/** Frames to wait for the anchor: the page's chunk may still be loading. */
const ANCHOR_WAIT_FRAMES = 30;

export function applyScroll(target: ScrollTarget): void {
  if (target.to === 'none') return;
  if (target.to === 'top') {
    window.scrollTo(0, 0);
    return;
  }
  // A hash may also carry parameters (organizationId=…): only an element with that id is a target.
  let frames = 0;
  const tryAnchor = (): void => {
    const element = document.getElementById(target.id);
    if (element) element.scrollIntoView();
    else if (++frames < ANCHOR_WAIT_FRAMES) requestAnimationFrame(tryAnchor);
    else window.scrollTo(0, 0);
  };
  tryAnchor();
}
