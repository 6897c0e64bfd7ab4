import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { headingDataKey, usePageData } from '../../lib/page-data';
import { pageTitleState } from './use-page-title';

/**
 * A page's title (its only h1) and lead paragraph; `actions` holds calls to
 * action under them. A page that loaded its own title (usePageTitle) shows it
 * here instead of the route's; until it has, the heading the server rendered
 * the page with (src/lib/page-data.ts, on the page the browser opened), so
 * hydration finds the same h1 and it does not change size when the data arrives.
 */
export function PageHeader({ title, lead, actions, className = '' }: { title: string; lead: string; actions?: ReactNode; className?: string }) {
  const [path] = useLocation();
  const served = usePageData<string>(headingDataKey(path));
  const loaded = useSnapshot(pageTitleState).title ?? served ?? null;
  return (
    <header className={`page-header ${className}`.trim()}>
      <h1 className={loaded ? 'page-header__title article-title' : 'page-header__title'}>{loaded ?? title}</h1>
      <p className="page-header__lead">{lead}</p>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
