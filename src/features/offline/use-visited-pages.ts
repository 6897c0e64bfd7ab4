import { useEffect, useState } from 'react';
import { listVisits, type VisitedPage } from './visited-pages';

/** The visited pages, read again whenever `refreshKey` changes; null until read. */
export function useVisitedPages(refreshKey: unknown): VisitedPage[] | null {
  const [pages, setPages] = useState<VisitedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    void listVisits().then((list) => {
      if (current) setPages(list);
    });
    return () => {
      current = false;
    };
  }, [refreshKey]);
  return pages;
}
