import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/**
 * Marketing pages: a full-width hero with the title, lead and calls to action
 * (the transparent navigation bar of TRANSPARENT_NAV_ROUTES sits over it),
 * then the page's sections.
 */
export function HeroLayout({ kind, title, lead, actions, children }: PageLayoutProps) {
  return (
    <div className={`page page--${kind}`}>
      <section className="page-hero">
        <div className="container">
          <PageHeader title={title} lead={lead} actions={actions} className="page-header--hero" />
        </div>
      </section>
      {children ? <div className="container page__sections">{children}</div> : null}
    </div>
  );
}
