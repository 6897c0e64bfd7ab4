import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { pageTitleState } from './use-page-title';

/**
 * A page's title (its only h1) and lead paragraph; `actions` holds calls to
 * action under them. A page that loaded its own title (usePageTitle) shows it
 * here instead of the route's.
 */
export function PageHeader({ title, lead, actions, className = '' }: { title: string; lead: string; actions?: ReactNode; className?: string }) {
  const loaded = useSnapshot(pageTitleState).title;
  return (
    <header className={`page-header ${className}`.trim()}>
      <h1 className={loaded ? 'page-header__title article-title' : 'page-header__title'}>{loaded ?? title}</h1>
      <p className="page-header__lead">{lead}</p>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
