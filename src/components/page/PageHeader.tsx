import type { ReactNode } from 'react';

/** A page's title (its only h1) and lead paragraph; `actions` holds calls to action under them. */
export function PageHeader({ title, lead, actions, className = '' }: { title: string; lead: string; actions?: ReactNode; className?: string }) {
  return (
    <header className={`page-header ${className}`.trim()}>
      <h1 className="page-header__title">{title}</h1>
      <p className="page-header__lead">{lead}</p>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
