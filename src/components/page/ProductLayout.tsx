import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/** Product pages: a hero with the product's pitch, then feature sections and a closing call to action. */
export function ProductLayout({ kind, title, lead, actions, children }: PageLayoutProps) {
  return (
    <div className={`page page--${kind}`}>
      <section className="page-hero page-hero--product">
        <div className="container">
          <PageHeader title={title} lead={lead} actions={actions} className="page-header--hero" />
        </div>
      </section>
      {children ? <div className="container page__sections page__sections--product">{children}</div> : null}
    </div>
  );
}
