import type { PageLayoutProps } from './layout-props';
import { PageHero } from './PageHero';

/** Product pages: a hero with the product's pitch, then feature sections and a closing call to action. */
export function ProductLayout({ routeName, kind, title, lead, actions, children }: PageLayoutProps) {
  return (
    <div className={`page page--${kind}`}>
      <PageHero routeName={routeName} title={title} lead={lead} actions={actions} modifier="product" />
      {children ? <div className="container page__sections page__sections--product">{children}</div> : null}
    </div>
  );
}
