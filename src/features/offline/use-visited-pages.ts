import { startTransition, useEffect, useState } from 'react';
import { listVisits, type VisitedPage } from './visited-pages';

/**
 * The visited pages, read again whenever `refreshKey` changes; null until read.
 * Shown as a transition: online, every page reads the list right after it
 * starts, and that must not cost a render that holds the main thread.
 */
export function useVisitedPages(refreshKey: unknown): VisitedPage[] | null {
  const [pages, setPages] = useState<VisitedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    void listVisits().then((list) => {
      if (current) startTransition(() => setPages(list));
    });
    return () => {
      current = false;
    };
  }, [refreshKey]);
  return pages;
}
