import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/**
 * A section with its own navigation beside the content (developer, support, blog, legal pages).
 * On a blog post the content comes first and the navigation after it: on a phone, where the two
 * stack, its byline and text then open the page instead of ~300 px of category links;
 * from the desktop breakpoint the navigation is still drawn in the left column (page.css).
 */
export function SidebarLayout({ routeName, kind, title, lead, aside, children }: PageLayoutProps) {
  const asideLast = routeName === 'blogPost';
  const asideBox = aside ? <div className="page__aside">{aside}</div> : null;
  return (
    <div className={`container page page--${kind} page--sidebar`}>
      <PageHeader title={title} lead={lead} />
      <div className={asideLast ? 'page__columns page__columns--aside-last' : 'page__columns'}>
        {asideLast ? null : asideBox}
        <div className="page__body">{children}</div>
        {asideLast ? asideBox : null}
      </div>
    </div>
  );
}
