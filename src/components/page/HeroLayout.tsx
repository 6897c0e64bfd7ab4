import type { PageLayoutProps } from './layout-props';
import { PageHero } from './PageHero';

/**
 * Marketing pages: a full-width hero with the title, lead and calls to action
 * (the transparent navigation bar of TRANSPARENT_NAV_ROUTES sits over it),
 * then the page's sections.
 */
export function HeroLayout({ routeName, kind, title, lead, actions, children }: PageLayoutProps) {
  return (
    <div className={`page page--${kind}`}>
      <PageHero routeName={routeName} title={title} lead={lead} actions={actions} />
      {children ? <div className="container page__sections">{children}</div> : null}
    </div>
  );
}
