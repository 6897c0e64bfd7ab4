/**
 * Runs `run` once `element` is on the screen or within `margin` of it (at
 * once where the browser cannot tell), and returns the cancel. What is below
 * the fold (a chart, a back-test's history) then costs the first load nothing
 * and is ready by the time it is scrolled to.
 */
export function whenNearScreen(element: Element, run: () => void, margin = '100px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
