import { useEffect } from 'react';
import { recordVisit } from './visited-pages';

/**
 * Remembers the current page while online: at once (so a reload offline finds
 * it) and again when it is left, with the title its page has set by then.
 */
export function useRecordVisit(path: string, online: boolean): void {
  useEffect(() => {
    if (!online) return;
    void recordVisit(path, null);
    const withTitle = (): void => void recordVisit(path, document.title || null);
    window.addEventListener('pagehide', withTitle);
    return () => {
      window.removeEventListener('pagehide', withTitle);
      withTitle();
    };
  }, [path, online]);
}
