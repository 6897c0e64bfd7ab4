/**
 * The pages opened on this device (IndexedDB, so the list survives a reload
 * while offline): the offline page links to them, and the app only offers a
 * page offline when it was opened before (its data is then in the worker's
 * cache). Pages whose path is personal (support cases, unsubscribe tokens) are
 * never recorded. Cleared on logout with the rest of the private data.
 */
import { matchRoute, type RouteName } from '../../config/paths';
import { idbStore, VISITED_PAGES_DB } from '../../lib/storage';

/** Routes whose path or content belongs to one person. */
const PERSONAL_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'supportMyCases',
  'supportMyCasesNew',
  'supportMyCase',
  'unsubscribePlatform',
  'verifySubscribe',
  'unsubscribe',
]);

export interface VisitedPage {
  path: string;
  /** The document title when the page was left, if known. */
  title: string | null;
  visitedAt: number;
}

const pages = idbStore<VisitedPage>(VISITED_PAGES_DB);

/** "/guide/x/" -> "/guide/x"; the query and hash are not part of a page's identity. */
export function normalisePagePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether a path is a page of the route table that may be remembered. */
export function isRecordablePage(path: string): boolean {
  const match = matchRoute(normalisePagePath(path));
  return match !== undefined && !PERSONAL_ROUTES.has(match.route.name);
}

export async function recordVisit(path: string, title: string | null, now = Date.now()): Promise<void> {
  if (!isRecordablePage(path)) return;
  const page: VisitedPage = { path: normalisePagePath(path), title, visitedAt: now };
  try {
    await pages.set(page.path, page);
  } catch {
    // Private mode or quota: the page just will not be offered offline.
  }
}

/** Most recent first. */
export async function listVisits(): Promise<VisitedPage[]> {
  try {
    const all = await pages.entries();
    return all.map(([, page]) => page).sort((a, b) => b.visitedAt - a.visitedAt);
  } catch {
    return [];
  }
}

export async function clearVisits(): Promise<void> {
  await pages.clear();
}
