import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/** Content pages (articles, lists, the account placeholder): a readable column, with an optional side column. */
export function ArticleLayout({ kind, title, lead, aside, children }: PageLayoutProps) {
  return (
    <div className={`container page page--${kind} page--article${aside ? ' page--with-aside' : ''}`}>
      <PageHeader title={title} lead={lead} />
      {aside ? <div className="page__aside">{aside}</div> : null}
      <div className="page__body page__body--article">{children}</div>
    </div>
  );
}
