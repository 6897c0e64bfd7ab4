/**
 * The HTTP status of the app shell for a page path (static-files' `pageStatus`
 * option): 200 for a path the web app knows (a route of the shared route
 * table with an allowed parameter value, the account area under /my, or a
 * redirect source), else 404. The body is the app either way: it renders the
 * page, redirects, or shows its not-found page.
 */
import { isKnownPath, matchRoute } from '../../../src/config/paths.js';

export function pageStatus(pathname: string): 200 | 404 {
  return isKnownPath(pathname) ? 200 : 404;
}

/** What the content page status asks of the content index. */
export interface ContentLookup {
  has(key: { category: string; sub?: string; url: string }): boolean;
}

/**
 * The page status with the content known: a blog post, help article, guide
 * or job whose article does not exist answers 404 (the app shows its
 * not-found text), so crawlers do not index empty pages.
 */
export function contentPageStatus(content: ContentLookup): (pathname: string) => 200 | 404 {
  return (pathname) => {
    if (pageStatus(pathname) === 404) return 404;
    const match = matchRoute(pathname);
    if (!match) return 200;
    const p = match.params;
    switch (match.route.name) {
      case 'blogPost':
        return content.has({ category: 'blog', url: p.id ?? '' }) ? 200 : 404;
      case 'supportArticle':
        return content.has({ category: p.category ?? '', sub: p.sub ?? '', url: p.id ?? '' }) ? 200 : 404;
      case 'guide':
        return content.has({ category: 'guide', url: p.url ?? '' }) ? 200 : 404;
      case 'jobs':
        return p.id === undefined || content.has({ category: 'jobs', url: p.id }) ? 200 : 404;
      default:
        return 200;
    }
  };
}
