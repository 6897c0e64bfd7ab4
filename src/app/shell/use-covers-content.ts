/**
 * Whether a floating element (the scroll-to-top button) stands over content
 * the reader may be reading there: a table, a code block or a figure. At
 * 390 px the button covered the last column of tables (the minimum
 * confirmations of the deposit help article); it now steps aside while such
 * content is under it and comes back past it (docs/design.md, "The
 * scroll-to-top button").
 */
import { useEffect, useState, type RefObject } from 'react';

/** What the button must never cover. */
export const COVERED_CONTENT_SELECTOR = 'table, pre, figure, .table-scroll';

/** Whether any of the points of `rect` (its corners and centre) lies over `selector` content. */
function overContent(element: HTMLElement, rect: DOMRect): boolean {
  const points: [number, number][] = [
    [rect.left + 1, rect.top + 1],
    [rect.right - 1, rect.top + 1],
    [rect.left + 1, rect.bottom - 1],
    [rect.right - 1, rect.bottom - 1],
    [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
  ];
  return points.some(([x, y]) => document.elementsFromPoint(x, y).some((hit) => !element.contains(hit) && hit.closest(COVERED_CONTENT_SELECTOR) !== null));
}

export function useCoversContent(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      // Measured where the button stands even while hidden (visibility keeps its box).
      setCovers(overContent(element, element.getBoundingClientRect()));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref, active]);
  return covers;
}
