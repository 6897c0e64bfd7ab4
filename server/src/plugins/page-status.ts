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

/** The article a content route shows (blog post, help article, guide, job), or undefined for other routes. */
export function articleKeyOf(match: {
  route: { name: string };
  params: Readonly<Record<string, string | undefined>>;
}): { category: string; sub?: string; url: string } | undefined {
  const p = match.params;
  switch (match.route.name) {
    case 'blogPost':
      return { category: 'blog', url: p.id ?? '' };
    case 'supportArticle':
      return { category: p.category ?? '', sub: p.sub ?? '', url: p.id ?? '' };
    case 'guide':
      return { category: 'guide', url: p.url ?? '' };
    case 'jobs':
      return p.id === undefined ? undefined : { category: 'jobs', url: p.id };
    default:
      return undefined;
  }
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
    const key = match && articleKeyOf(match);
    return !key || content.has(key) ? 200 : 404;
  };
}
