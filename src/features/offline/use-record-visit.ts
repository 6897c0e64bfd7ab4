import { useEffect, useState } from 'react';
import { subscribeToNetworkAnswers } from '../../lib/online';
import { recordVisit } from './visited-pages';

/**
 * Remembers the current page while online, once an answer has come over the
 * network since it opened (so a device that only believes it is online never
 * records a page it could not load): at that first answer, so a reload offline
 * finds it, and again when it is left, with the title its page has set by then.
 * Returns the last path recorded that way: a page that was loaded, so the one
 * to keep on screen when the connection drops.
 */
export function useRecordVisit(path: string, online: boolean): string | null {
  const [loadedPath, setLoadedPath] = useState<string | null>(null);
  useEffect(() => {
    if (!online) return;
    let reached = false;
    const record = (): void => {
      if (reached) return;
      reached = true;
      setLoadedPath(path);
      void recordVisit(path, null);
    };
    const stopListening = subscribeToNetworkAnswers(record);
    const withTitle = (): void => {
      if (reached) void recordVisit(path, document.title || null);
    };
    window.addEventListener('pagehide', withTitle);
    return () => {
      stopListening();
      window.removeEventListener('pagehide', withTitle);
      withTitle();
    };
  }, [path, online]);
  return loadedPath;
}
