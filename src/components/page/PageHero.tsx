import type { ReactNode } from 'react';
import { hasDarkHero } from './dark-hero';
import { PageHeader } from './PageHeader';

/**
 * The hero of the marketing and product layouts: the page's title, lead and
 * calls to action in a full-width band. On the routes of TRANSPARENT_NAV_ROUTES
 * it is the dark hero (`data-hero`, src/styles/hero.css) the transparent bar
 * sits over, in both themes; elsewhere the light band under the white bar.
 */
export function PageHero({
  routeName,
  title,
  lead,
  actions,
  modifier,
}: {
  routeName: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  modifier?: string;
}) {
  const dark = hasDarkHero(routeName);
  const classes = ['page-hero', modifier ? `page-hero--${modifier}` : '', dark ? 'hero--dark' : ''].filter(Boolean).join(' ');
  return (
    <section className={classes} data-hero={dark || undefined}>
      <div className="container">
        <PageHeader title={title} lead={lead} actions={actions} className="page-header--hero" />
      </div>
    </section>
  );
}
