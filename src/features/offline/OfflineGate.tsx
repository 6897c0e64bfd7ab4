/**
 * Wraps the routed page. While offline, a page opened before is shown (its
 * code is precached, its data comes from the worker's cache) under a notice
 * of how old that data is; a page never opened shows the offline page with
 * links to what this device has. Paths outside the route table fall through
 * to the not-found page, which needs no data, and tools that need none
 * (offline-tools.ts) open as they are. A page that loaded over the network
 * stays as it is when the connection drops. Online, it records each visit.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { clearServedFromCache } from './served-from-cache';
import { OfflineDataNotice } from './OfflineDataNotice';
import { OfflineNotCachedPage } from './OfflineNotCachedPage';
import { useOnline } from '../../lib/online';
import { useRecordVisit } from './use-record-visit';
import { useVisitedPages } from './use-visited-pages';
import { isRecordablePage, normalisePagePath } from './visited-pages';
import { isOfflineTool } from './offline-tools';

export function OfflineGate({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const online = useOnline();
  const path = normalisePagePath(location);
  const visited = useVisitedPages(`${path} ${online}`);
  const loadedPath = useRecordVisit(path, online);
  // The "as of" notice speaks for the page on screen only.
  useEffect(() => clearServedFromCache(), [path]);

  const gated = !online && isRecordablePage(path) && !isOfflineTool(path);
  // The page on screen when the connection drops stays, with what it holds (typed text, loaded data).
  if (gated && path !== loadedPath) {
    if (visited === null) return null; // reading the list takes a moment; do not start loading the page meanwhile
    if (!visited.some((page) => page.path === path)) return <OfflineNotCachedPage pages={visited} />;
  }
  // The page keeps its place in the tree whether the notice is there or not, so React never mounts it again.
  return (
    <>
      {gated ? <OfflineDataNotice /> : null}
      {children}
    </>
  );
}
