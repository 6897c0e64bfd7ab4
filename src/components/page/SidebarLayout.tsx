import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/** A section with its own navigation beside the content (developer, support, blog, legal pages). */
export function SidebarLayout({ kind, title, lead, aside, children }: PageLayoutProps) {
  return (
    <div className={`container page page--${kind} page--sidebar`}>
      <PageHeader title={title} lead={lead} />
      <div className="page__columns">
        {aside ? <div className="page__aside">{aside}</div> : null}
        <div className="page__body">{children}</div>
      </div>
    </div>
  );
}
