import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/** Form pages: the title and lead, then the form (a card of its own: FormCard) and what the page says about it, at a reading width. */
export function FormLayout({ kind, title, lead, aside, children }: PageLayoutProps) {
  return (
    <div className={`container page page--${kind}`}>
      <PageHeader title={title} lead={lead} />
      {aside ? <div className="page__aside">{aside}</div> : null}
      <div className="page__form">{children}</div>
    </div>
  );
}
