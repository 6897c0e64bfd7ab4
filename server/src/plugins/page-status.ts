/**
 * The HTTP status of the app shell for a page path (static-files' `pageStatus`
 * option): 200 for a path the web app knows (a route of the shared route
 * table with an allowed parameter value, the account area under /my, or a
 * redirect source), else 404. The body is the app either way: it renders the
 * page, redirects, or shows its not-found page.
 */
import { isKnownPath } from '../../../src/config/paths.js';

export function pageStatus(pathname: string): 200 | 404 {
  return isKnownPath(pathname) ? 200 : 404;
}
