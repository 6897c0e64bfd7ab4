import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/** Form pages: the title and lead, then the form on a card of its own width. */
export function FormLayout({ kind, title, lead, aside, children }: PageLayoutProps) {
  return (
    <div className={`container page page--${kind}`}>
      <PageHeader title={title} lead={lead} />
      {aside ? <div className="page__aside">{aside}</div> : null}
      <div className="card page__form">{children}</div>
    </div>
  );
}
