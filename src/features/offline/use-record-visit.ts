import { useEffect, useState } from 'react';
import { subscribeToNetworkAnswers } from '../../lib/online';
import { recordVisit } from './visited-pages';

/**
 * Remembers the current page while online, once an answer has come over the
 * network since it opened (so a device that only believes it is online never
 * records a page it could not load): at that first answer, so a reload offline
 * finds it, with the title the document has then, and again each time the
 * title changes while the page is shown (a page's texts and data set it late).
 * The title is written while the page is up, not only when it is left: a write
 * started as a page unloads is often lost, and the offline page then listed
 * bare paths ("/pricing") instead of titles (issue 36).
 * Returns the last path recorded that way: a page that was loaded, so the one
 * to keep on screen when the connection drops.
 */
export function useRecordVisit(path: string, online: boolean): string | null {
  const [loadedPath, setLoadedPath] = useState<string | null>(null);
  useEffect(() => {
    if (!online) return;
    let reached = false;
    let written: string | null = null;
    const withTitle = (): void => {
      const title = document.title || null;
      if (!reached || title === written) return;
      written = title;
      void recordVisit(path, title);
    };
    const record = (): void => {
      if (reached) return;
      reached = true;
      setLoadedPath(path);
      withTitle();
    };
    const stopListening = subscribeToNetworkAnswers(record);
    // <title> may be replaced or its text changed: watch the whole head.
    const titleWatch = new MutationObserver(withTitle);
    titleWatch.observe(document.head, { childList: true, subtree: true, characterData: true });
    window.addEventListener('pagehide', withTitle);
    return () => {
      stopListening();
      titleWatch.disconnect();
      window.removeEventListener('pagehide', withTitle);
      withTitle();
    };
  }, [path, online]);
  return loadedPath;
}
